// The wire schemas of the pending-sales and fees calls (shared-contracts entities.ts: PendingSale,
// CustomerPeriodicSale, Fee).
import { closedObject, idSchema, okSchema, withErrors } from '../http/schemas.ts';

const str = { type: 'string' } as const;
const num = { type: 'number' } as const;
const int = { type: 'integer' } as const;

const pendingSaleSchema = {
  type: 'object',
  properties: {
    id: int,
    saleNumber: str,
    title: str,
    total: num,
    pending: num,
    netPending: num,
    saleItems: {
      type: 'array',
      items: { type: 'object', properties: { parentIdentifier: str }, required: ['parentIdentifier'] },
    },
  },
  required: ['id', 'saleNumber', 'title', 'total', 'pending', 'netPending', 'saleItems'],
} as const;

/** Answer of POST /api/shop/pending-sales/{customerId}: `{ ok, data: PendingSale[] }`. */
export const pendingSalesAnswer = withErrors({
  type: 'object',
  properties: { ok: { type: 'boolean' }, data: { type: 'array', items: pendingSaleSchema } },
  required: ['ok', 'data'],
} as const);

const feeSchema = {
  type: 'object',
  properties: {
    id: int,
    saleNumber: str,
    saleItem: { type: 'object', properties: { parentIdentifier: str }, required: ['parentIdentifier'] },
    total: num,
    pending: num,
    netPending: num,
  },
  required: ['id', 'saleNumber', 'saleItem', 'total', 'pending', 'netPending'],
} as const;

const periodicSaleSchema = {
  type: 'object',
  properties: {
    description: str,
    nextNotPaidFeeInfo: {
      type: ['object', 'null'],
      properties: { date: str, dPrice: num, cpsId: int },
      required: ['date', 'dPrice', 'cpsId'],
    },
    fees: { type: 'array', items: feeSchema },
  },
  required: ['description', 'nextNotPaidFeeInfo', 'fees'],
} as const;

/** Answer of GET /api/publiccustomerperiodicsales/customer-fees/{customerId}: `{ ok, model }`. */
export const customerFeesAnswer = withErrors({
  type: 'object',
  properties: { ok: { type: 'boolean' }, model: { type: 'array', items: periodicSaleSchema } },
  required: ['ok', 'model'],
} as const);

/** Path of POST /api/publiccustomerperiodicsales/stop-periodicsale/{customerId}/{cpsId}. */
export const stopPeriodicSaleParams = closedObject({ customerId: idSchema, cpsId: idSchema });

/** Answer of the stop: `{ ok }`, or `{ ok: false, errorMsg }` when refused. */
export const stopPeriodicSaleAnswer = withErrors(okSchema);
