import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { HttpError } from '../http/errors.ts';
import { gridStatusSchema, pageOf, rowSchema } from '../http/grid-status.ts';
import { emptyQuery, idSchema } from '../http/schemas.ts';
import { parseShopGridStatus } from './grid-status.ts';
import type { PriceFor, ProductRepository } from './product-repository.ts';
import { shopListAnswerSchema, shopProductAnswerSchema, toWireProduct } from './product-wire.ts';

/** The answer to an unknown product id and to a product taken off sale. */
export const PRODUCT_NOT_FOUND = 'Product not found';

/** The shop's page size (document 1, 9): the rows answered when the query names none. */
export const SHOP_PAGE_SIZE = 30;

const listProperties = {
  // startRow and endRow are both inclusive: 0 to 29 is the first page of 30.
  startRow: { ...rowSchema, default: 0 },
  endRow: { ...rowSchema, default: SHOP_PAGE_SIZE - 1 },
  gridStatus: gridStatusSchema,
  // Sent by the client (true on /list, false on /list-by-customer); the path alone decides whose prices apply.
  anonymous: { type: 'boolean' },
} as const;

const listQuery = { type: 'object', properties: listProperties, additionalProperties: false } as const;

const customerListQuery = {
  type: 'object',
  properties: { ...listProperties, customerId: idSchema },
  required: ['customerId'],
  additionalProperties: false,
} as const;

const productParams = {
  type: 'object',
  properties: { id: idSchema },
  required: ['id'],
  additionalProperties: false,
} as const;

const customerProductParams = {
  type: 'object',
  properties: { id: idSchema, customerId: idSchema },
  required: ['id', 'customerId'],
  additionalProperties: false,
} as const;

interface ListQuery {
  startRow: number;
  endRow: number;
  gridStatus?: string;
  anonymous?: boolean;
  customerId?: number;
}

function listAnswer(products: ProductRepository, query: ListQuery, priceFor: PriceFor) {
  const page = pageOf(query.startRow, query.endRow);
  const status = parseShopGridStatus(query.gridStatus);
  const { products: data, totalCount } = products.listPage(status, page, priceFor);
  return {
    ok: true,
    data: data.map(toWireProduct),
    popular: products.listPopular(priceFor).map(toWireProduct),
    productTypes: products.listTypes(),
    totalCount,
  };
}

function productAnswer(products: ProductRepository, id: number, priceFor: PriceFor) {
  const product = products.findOnSale(id, priceFor);
  if (!product) throw new HttpError(404, PRODUCT_NOT_FOUND);
  return {
    ok: true,
    data: toWireProduct(product),
    // The page already shows this product; its popular list points elsewhere.
    popular: products
      .listPopular(priceFor)
      .filter((popular) => popular.id !== id)
      .map(toWireProduct),
  };
}

/**
 * The shop's catalogue under /api/shop (document 1, 2.8, 2.9 and 7): list, list-by-customer, get/{id} and
 * get/{id}/{customerId}. The customer's variants need that customer's bearer token (or its parent's) and answer the
 * customer's prices. The orders under the same prefix are in orders/shop-orders-routes.ts.
 */
export function shopRoutes(ctx: AppContext) {
  // The caller must be that customer or its parent (401 or 403 otherwise); the customer's prices apply.
  const pricesFor = (request: FastifyRequest, customerId: number): PriceFor => {
    ctx.auth.requireCustomer(request, customerId);
    return customerId;
  };

  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.get<{ Querystring: ListQuery }>(
      '/list',
      { schema: { querystring: listQuery, response: shopListAnswerSchema } },
      (request) => listAnswer(ctx.products, request.query, null),
    );

    app.get<{ Querystring: ListQuery & { customerId: number } }>(
      '/list-by-customer',
      { schema: { querystring: customerListQuery, response: shopListAnswerSchema } },
      (request) => listAnswer(ctx.products, request.query, pricesFor(request, request.query.customerId)),
    );

    app.get<{ Params: { id: number } }>(
      '/get/:id',
      { schema: { params: productParams, querystring: emptyQuery, response: shopProductAnswerSchema } },
      (request) => productAnswer(ctx.products, request.params.id, null),
    );

    app.get<{ Params: { id: number; customerId: number } }>(
      '/get/:id/:customerId',
      {
        schema: { params: customerProductParams, querystring: emptyQuery, response: shopProductAnswerSchema },
      },
      (request) =>
        productAnswer(ctx.products, request.params.id, pricesFor(request, request.params.customerId)),
    );
    done();
  };
}
