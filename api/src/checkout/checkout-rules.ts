// The checkout's rules that read no database: a coupon's window, the delivery fields, and the shared-payment rules
// the server enforces as well as the page (document 3, 5; research A9).
import { deliveryFields } from '@club/shared-contracts/checkout-entities';
import { PaymentMethodType, PaymentType } from '@club/shared-contracts/entities';
import { type PricedCart, withRetention } from './cart.ts';
import type { MethodRecord, PromoRecord, VoucherKind, VoucherRecord } from './checkout-catalog.ts';
import { CHECKOUT_TEXTS } from './checkout-texts.ts';
import { voucherPartOf, type Delivery } from './checkout-store.ts';

/** Why a coupon cannot be used at `now`, or null when it can. */
export function promoRefusal(promo: PromoRecord | undefined, now: Date): string | null {
  if (!promo) return CHECKOUT_TEXTS.promoInvalid;
  const nowIso = now.toISOString();
  if (promo.validFrom !== null && promo.validFrom > nowIso) return CHECKOUT_TEXTS.promoNotYet;
  if (promo.validUntil !== null && promo.validUntil <= nowIso) return CHECKOUT_TEXTS.promoExpired;
  return null;
}

/** Whether every delivery field is filled (required when a product is shipped or the buyer is a visitor). */
export const deliveryComplete = (delivery: Delivery): boolean =>
  deliveryFields.every((field) => delivery[field].trim() !== '');

/** An e-mail address as a person types one: something@domain.tld, no spaces. */
export const looksLikeEmail = (email: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());

/** The card payment types a shared payment with retention may use (research A9). */
const RETENTION_METHODS: readonly number[] = [PaymentMethodType.Redsys, PaymentMethodType.Stripe];
const VOUCHER_METHODS: readonly number[] = [
  PaymentMethodType.MoneyVoucher,
  PaymentMethodType.SessionsVoucher,
  PaymentMethodType.HoursVoucher,
];

/** The moment a method stops taking shared payments for the cart's shared bookings, or null when it never does. */
export function sharedDeadline(cart: PricedCart, method: MethodRecord): Date | null {
  if (method.sharedDeadlineMinutes === null) return null;
  const starts = cart.sales
    .filter((sale) => sale.paymentType === PaymentType.Shared)
    .map((sale) => Date.parse(sale.start));
  if (starts.length === 0) return null;
  return new Date(Math.min(...starts) - method.sharedDeadlineMinutes * 60_000);
}

/** What the shared-payment rules need of a checkout besides its cart and method. */
export interface SharedChoice {
  /** A saved card of the customer is used. */
  hasSavedCard: boolean;
  /** The method's provider saves the card with this checkout, or a card setup saves one before paying at the club. */
  savesCard: boolean;
  now: Date;
}

/**
 * Why a cart with a shared payment may not be paid so, or null: shared sales are paid alone (one booking, nothing
 * else), never with a voucher; with retention only by card (Redsys, Stripe) and with a saved card or the card this
 * checkout saves; left pending only with a saved card (or the one a card setup saves first, its guarantee); and not
 * once the method's deadline has passed.
 */
export function sharedRefusal(cart: PricedCart, method: MethodRecord, choice: SharedChoice): string | null {
  const bookings = new Set(cart.sales.map((sale) => sale.bookingId));
  const othersToo =
    cart.products.length > 0 ||
    cart.fees.length > 0 ||
    cart.sales.some((sale) => sale.paymentType !== PaymentType.Shared);
  if (othersToo || bookings.size > 1) return CHECKOUT_TEXTS.sharedMixed;
  if (VOUCHER_METHODS.includes(method.type)) return CHECKOUT_TEXTS.sharedWithVoucher;
  if (withRetention(cart)) {
    if (!RETENTION_METHODS.includes(method.type)) return CHECKOUT_TEXTS.retentionMethods;
    if (!choice.hasSavedCard && !choice.savesCard) return CHECKOUT_TEXTS.retentionCard;
  }
  if (method.type === PaymentMethodType.Pending && !choice.hasSavedCard && !choice.savesCard)
    return CHECKOUT_TEXTS.pendingSharedCard;
  const deadline = sharedDeadline(cart, method);
  if (deadline !== null && deadline <= choice.now) return CHECKOUT_TEXTS.sharedDeadline;
  return null;
}

/**
 * What a voucher takes off to pay a cart, in its own unit, or why it cannot: it must be of the method's kind; a
 * sessions or hours voucher pays bookings only, with no coupon (its unit is no money); its balance must cover it.
 */
export function voucherCharge(
  voucher: VoucherRecord,
  kind: VoucherKind,
  cart: PricedCart,
  payment: { totalCents: number; withCoupon: boolean },
): { ok: true; amount: number } | { ok: false; errorMsg: string } {
  if (voucher.kind !== kind) return { ok: false, errorMsg: CHECKOUT_TEXTS.voucherKind };
  if (kind !== 'Money' && (cart.products.length > 0 || cart.fees.length > 0 || cart.sales.length === 0)) {
    return { ok: false, errorMsg: CHECKOUT_TEXTS.voucherBookingsOnly };
  }
  if (kind !== 'Money' && payment.withCoupon)
    return { ok: false, errorMsg: CHECKOUT_TEXTS.voucherWithCoupon };
  const amount =
    kind === 'Money'
      ? payment.totalCents
      : cart.sales.reduce((sum, sale) => sum + voucherPartOf(kind, sale), 0);
  if (voucher.balance < amount) return { ok: false, errorMsg: CHECKOUT_TEXTS.voucherBalance };
  return { ok: true, amount };
}
