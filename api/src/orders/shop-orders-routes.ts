import type { FastifyInstance } from 'fastify';
import type { Order, OrderItem, OrderSummary } from '@club/shared-contracts/entities';
import type { AppContext } from '../app-context.ts';
import { centsToDecimal } from '../catalog/catalog-repository.ts';
import { HttpError } from '../http/errors.ts';
import { customerIdParams, emptyQuery, idSchema, withErrors } from '../http/schemas.ts';
import { ORDER_TEXTS } from '../checkout/checkout-texts.ts';
import { euros } from '../checkout/receipt-mail.ts';
import type { OrderItemRecord, OrderRecord } from './order-repository.ts';

/** The answer to an unknown sale id and to another customer's: the same, so sale ids cannot be probed. */
export const ORDER_NOT_FOUND = 'Order not found';

const str = { type: 'string' } as const;
const num = { type: 'number' } as const;
const int = { type: 'integer' } as const;

const orderSummarySchema = {
  type: 'object',
  properties: {
    id: int,
    date: str,
    total: num,
    online: { type: 'boolean' },
    number: str,
    items: {
      type: 'array',
      items: { type: 'object', properties: { name: str, logo: str }, required: ['name', 'logo'] },
    },
  },
  required: ['id', 'date', 'total', 'online', 'number', 'items'],
} as const;

const orderItemSchema = {
  type: 'object',
  properties: {
    productId: int,
    category: { type: 'string', enum: ['Service', 'Article', 'PeriodicSale', 'VoucherCampaign'] },
    name: str,
    logo: str,
    price: num,
    units: int,
    total: num,
  },
  required: ['productId', 'category', 'name', 'logo', 'price', 'units', 'total'],
} as const;

const orderSchema = {
  type: 'object',
  properties: {
    number: str,
    items: { type: 'array', items: orderItemSchema },
    paymentMethod: str,
    date: str,
    subTotal: num,
    shipping: num,
    discount: num,
    total: num,
  },
  required: ['number', 'items', 'paymentMethod', 'date', 'subTotal', 'shipping', 'discount', 'total'],
} as const;

const saleParams = {
  type: 'object',
  properties: { customerId: idSchema, saleId: idSchema },
  required: ['customerId', 'saleId'],
  additionalProperties: false,
} as const;

const modelAnswer = <T extends object>(model: T) =>
  withErrors({
    type: 'object',
    properties: { ok: { type: 'boolean' }, model },
    required: ['ok', 'model'],
  } as const);

/** The wire form of an order of the list. */
export const toWireOrderSummary = (order: OrderRecord): OrderSummary => ({
  id: order.id,
  date: order.created,
  total: centsToDecimal(order.totalCents),
  online: order.online,
  number: order.number,
  items: order.items.map((item) => ({ name: item.name, logo: item.logo })),
});

/** The wire form of an order item; productId is 0 for items that are not shop products (only articles link). */
export const toWireOrderItem = (item: OrderItemRecord): OrderItem => ({
  productId: item.productId ?? 0,
  category: item.category,
  name: item.name,
  logo: item.logo,
  price: centsToDecimal(item.priceCents),
  units: item.units,
  total: centsToDecimal(item.totalCents),
});

/** The wire form of an order in detail; the discount travels positive, as stored (the client shows it negative). */
export const toWireOrder = (order: OrderRecord): Order => ({
  number: order.number,
  items: order.items.map(toWireOrderItem),
  // The order's shape has no refund: what went back to the card is said beside the method that paid.
  paymentMethod:
    order.refundedCents > 0
      ? ORDER_TEXTS.refunded(order.paymentMethod, euros(order.refundedCents))
      : order.paymentMethod,
  date: order.created,
  subTotal: centsToDecimal(order.subTotalCents),
  shipping: centsToDecimal(order.shippingCents),
  discount: centsToDecimal(order.discountCents),
  total: centsToDecimal(order.totalCents),
});

/** The customer's orders under /api/shop: GET customer-orders/{customerId} and customer-orders/{customerId}/{saleId}. */
export function shopOrdersRoutes(ctx: AppContext) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.get<{ Params: { customerId: number } }>(
      '/customer-orders/:customerId',
      {
        schema: {
          params: customerIdParams,
          querystring: emptyQuery,
          response: modelAnswer({ type: 'array', items: orderSummarySchema }),
        },
      },
      (request) => {
        ctx.auth.requireCustomer(request, request.params.customerId);
        return {
          ok: true,
          model: ctx.orders.listOrdersOf(request.params.customerId).map(toWireOrderSummary),
        };
      },
    );

    app.get<{ Params: { customerId: number; saleId: number } }>(
      '/customer-orders/:customerId/:saleId',
      { schema: { params: saleParams, querystring: emptyQuery, response: modelAnswer(orderSchema) } },
      (request) => {
        const { customerId, saleId } = request.params;
        ctx.auth.requireCustomer(request, customerId);
        const order = ctx.orders.findOrderOf(customerId, saleId);
        if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
        return { ok: true, model: toWireOrder(order) };
      },
    );
    done();
  };
}
