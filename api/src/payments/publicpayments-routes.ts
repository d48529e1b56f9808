import type { FastifyInstance } from 'fastify';
import type { StockCheckAnswer, StockCheckPayload } from '@club/shared-contracts/entities';
import type { AppContext } from '../app-context.ts';
import { HttpError } from '../http/errors.ts';
import { idSchema, withErrors } from '../http/schemas.ts';
import type { ProductStock } from './stock-repository.ts';
import { STOCK_TEXTS } from './stock-texts.ts';

/** Units a cart line may hold (document 1, 9). */
export const MAX_LINE_UNITS = 1000;
/** Lines one stock check may carry; a cart has far fewer. */
export const MAX_STOCK_LINES = 100;

const nullable = <T extends object>(schema: T) => ({ anyOf: [schema, { type: 'null' }] }) as const;

const stockLineSchema = {
  type: 'object',
  properties: {
    productId: idSchema,
    units: { type: 'integer', minimum: 1, maximum: MAX_LINE_UNITS },
    temp: { type: 'boolean' },
    stockParentId: nullable(idSchema),
    stockParentName: nullable({ type: 'string', maxLength: 200 }),
    stockDetail: nullable({ type: 'string', maxLength: 1000 }),
  },
  required: ['productId', 'units'],
  additionalProperties: false,
} as const;

const stockCheckBody = {
  type: 'object',
  properties: {
    customerId: nullable(idSchema),
    saleItemsDto: { type: 'array', minItems: 1, maxItems: MAX_STOCK_LINES, items: stockLineSchema },
  },
  required: ['saleItemsDto'],
  additionalProperties: false,
} as const;

const stockCheckAnswer = {
  type: 'object',
  properties: { ok: { type: 'boolean' }, error: { type: 'string' } },
  required: ['ok'],
} as const;

type StockCheckBody = Pick<StockCheckPayload, 'saleItemsDto'> & { customerId?: number | null };

// The first refusal of the wanted units (the lines of one product added up), or null when all are available.
function stockRefusal(products: readonly ProductStock[], wanted: ReadonlyMap<number, number>): string | null {
  for (const product of products) {
    const units = wanted.get(product.id) ?? 0;
    if (!product.onSale) return STOCK_TEXTS.offSale(product.name);
    if (product.stock === null || product.stock >= units) continue;
    return product.stock === 0
      ? STOCK_TEXTS.outOfStock(product.name)
      : STOCK_TEXTS.fewLeft(product.name, product.stock);
  }
  return null;
}

/** POST /api/publicpayments/check-stock: whether the cart lines' units are available (document 3, 7). */
export function publicPaymentsRoutes(ctx: AppContext) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.post<{ Body: StockCheckBody }>(
      '/check-stock',
      { schema: { body: stockCheckBody, response: withErrors(stockCheckAnswer) } },
      (request): StockCheckAnswer => {
        const { customerId, saleItemsDto } = request.body;
        // Anonymous visitors check stock too (the cart works without login); a caller that sends a token must be
        // allowed to act for the customer it names, as on every customer-scoped call. An Authorization header that
        // holds no readable token is a wrong token (401), not an anonymous call.
        if (customerId !== undefined && customerId !== null && request.headers.authorization !== undefined) {
          ctx.auth.requireCustomer(request, customerId);
        }
        const wanted = new Map<number, number>();
        for (const line of saleItemsDto)
          wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.units);
        const products = ctx.stock.findProducts([...wanted.keys()]);
        const unknown = [...wanted.keys()].find((id) => !products.some((product) => product.id === id));
        if (unknown !== undefined) throw new HttpError(404, STOCK_TEXTS.unknownProduct(unknown));
        const refusal = stockRefusal(products, wanted);
        return refusal === null ? { ok: true } : { ok: false, error: refusal };
      },
    );
    done();
  };
}
