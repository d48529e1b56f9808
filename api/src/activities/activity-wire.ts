// The wire forms of activities and of the sales a paid sign-up owes (document 3, 3 and 7).
import { PaymentType, type Activity, type ActivitySummary, type Sale } from '@club/shared-contracts/entities';
import { centsToDecimal } from '../catalog/catalog-repository.ts';
import { MAX_ID, withErrors } from '../http/schemas.ts';
import type { ActivityRecord, ActivitySale, SignUpResult } from './activity-store.ts';

const str = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;
const num = { type: 'number' } as const;
const int = { type: 'integer' } as const;

const summaryProperties = { id: int, name: str, poster: str, start: str, price: num } as const;

/** An activity as the home page lists it. */
export const activitySummarySchema = {
  type: 'object',
  properties: summaryProperties,
  required: ['id', 'name', 'poster', 'start', 'price'],
} as const;

/** An activity in detail. */
export const activitySchema = {
  type: 'object',
  properties: {
    ...summaryProperties,
    end: { type: ['string', 'null'] },
    description: str,
    onlineSignUp: bool,
    partnerInscription: bool,
  },
  required: [...activitySummarySchema.required, 'end', 'description', 'onlineSignUp', 'partnerInscription'],
} as const;

/** A sale a paid sign-up owes, as the cart takes it. */
export const activitySaleSchema = {
  type: 'object',
  properties: {
    id: int,
    groupId: str,
    saleNumber: str,
    description: str,
    title: str,
    pending: num,
    netPending: num,
    paid: num,
    total: num,
    netTotal: num,
    grossTotalWithDiscount: num,
    netTotalWithDiscount: num,
    paymentType: int,
    withRetention: bool,
    cancelUrl: str,
    ctk: str,
  },
  required: [
    'id',
    'groupId',
    'saleNumber',
    'description',
    'title',
    'pending',
    'netPending',
    'paid',
    'total',
    'netTotal',
    'grossTotalWithDiscount',
    'netTotalWithDiscount',
    'paymentType',
    'withRetention',
    'cancelUrl',
  ],
} as const;

/** `{ ok, model: sales }` of a sign-up, or its refusal `{ ok: false, errorMsg }`. */
export const signUpAnswer = withErrors({
  type: 'object',
  properties: { ok: bool, errorMsg: str, model: { type: 'array', items: activitySaleSchema } },
  required: ['ok'],
} as const);

/** The partner and the category of a sign-up: an id, or null for none. */
export const optionalIdSchema = { type: ['integer', 'null'], minimum: 1, maximum: MAX_ID } as const;

/** The wire form of an activity's summary; its price a decimal, 0 when free (beyond the specification). */
export const toWireSummary = (activity: ActivityRecord): ActivitySummary & { price: number } => ({
  id: activity.id,
  name: activity.name,
  poster: activity.poster,
  start: activity.start,
  price: centsToDecimal(activity.priceCents),
});

/** The wire form of an activity in detail. */
export const toWireActivity = (activity: ActivityRecord): Activity & { price: number } => ({
  ...toWireSummary(activity),
  end: activity.end,
  description: activity.description,
  onlineSignUp: activity.onlineSignUp,
  partnerInscription: activity.partnerInscription,
});

/**
 * The call that gives up an unpaid sign-up, relative to /api: the cart posts it when the sale leaves it (document 3,
 * 4 Cart), so a sign-up nobody pays holds no place.
 */
export const activityCancelUrl = (activityId: number, customerId: number): string =>
  `publicactivities/cancel-inscription/${activityId}/${customerId}`;

/** The wire form of a sign-up's sale: nothing paid yet, paid in full; its lines travel together by sale number. */
export function toWireActivitySale(
  sale: ActivitySale,
): Sale & { groupId: string; title: string; cancelUrl: string } {
  const gross = centsToDecimal(sale.grossCents);
  const net = centsToDecimal(sale.netCents);
  return {
    id: sale.id,
    groupId: sale.number,
    saleNumber: sale.number,
    description: sale.concept,
    title: sale.concept,
    pending: gross,
    netPending: net,
    paid: 0,
    total: gross,
    netTotal: net,
    grossTotalWithDiscount: gross,
    netTotalWithDiscount: net,
    paymentType: PaymentType.Full,
    withRetention: false,
    cancelUrl: activityCancelUrl(sale.activityId, sale.customerId),
  };
}

/**
 * The answer of a sign-up: `{ ok: true, model: sales }` (empty when free) or the refusal. A cart token, when given,
 * travels with each sale (`ctk`, document 3, 4).
 */
export const signUpReply = (result: SignUpResult, cartToken?: string) =>
  result.ok
    ? {
        ok: true,
        model: result.sales.map((sale) => ({
          ...toWireActivitySale(sale),
          ...(cartToken === undefined ? {} : { ctk: cartToken }),
        })),
      }
    : result;
