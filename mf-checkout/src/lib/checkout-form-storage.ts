// What the customer typed at checkout, kept for the tab (session storage) so that it survives a reload, a failed
// payment and the card provider's round trip (/stripe-callback back to /checkout?stripe_token=…); the password is
// never kept. The checkout page writes it, the success page clears it.
import {
  deliveryFields,
  type DeliveryField,
  type PromoResult,
} from '@club/shared-contracts/checkout-entities';

const storageKey = 'czCheckoutForm';

/** How the customer pays: a payment method, and the voucher when the method pays with one. */
export interface PaymentChoice {
  methodId: number;
  voucherId: number | null;
}

/** A coupon the server accepted, with its discount. */
export interface AppliedCoupon {
  code: string;
  result: PromoResult;
}

/** The checkout form as typed (everything but the password and its repetition). */
export type CheckoutForm = Record<DeliveryField, string> & {
  okRss: boolean;
  acceptConditions: boolean;
  transportId: number | null;
  payment: PaymentChoice | null;
  /** Pay with the method's saved card (when it has one). */
  useSavedCard: boolean;
  /** Save the card for later payments ('Save my card'). */
  saveCard: boolean;
  /** The coupon code in the box, applied or not. */
  couponCode: string;
  coupon: AppliedCoupon | null;
};

function isCheckoutForm(value: unknown): value is CheckoutForm {
  if (typeof value !== 'object' || value === null) return false;
  const form = value as Record<string, unknown>;
  return (
    deliveryFields.every((field) => typeof form[field] === 'string') &&
    typeof form.couponCode === 'string' &&
    typeof form.acceptConditions === 'boolean'
  );
}

/** The stored form, or null when there is none or it cannot be read. */
export function readCheckoutForm(): CheckoutForm | null {
  try {
    const raw = sessionStorage.getItem(storageKey);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    return isCheckoutForm(parsed) ? parsed : null;
  } catch {
    // Storage disabled or an unreadable entry: the form starts from the checkout info.
    return null;
  }
}

/** Keeps the form for the tab. */
export function storeCheckoutForm(form: CheckoutForm): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(form));
  } catch (error) {
    // Storage full or disabled: the form still works for this page view.
    console.warn('Could not keep the checkout form', error);
  }
}

/** Forgets the form (after a successful payment). */
export function clearCheckoutForm(): void {
  try {
    sessionStorage.removeItem(storageKey);
  } catch {
    // Storage disabled: nothing was kept.
  }
}

/**
 * Puts back a form kept elsewhere (the checkout parameters Transbank's card inscription kept on the server) when this
 * tab has none, as a return in another tab or app view has not; an entry that is not a form is ignored.
 */
export function restoreCheckoutForm(kept: string): void {
  if (readCheckoutForm() !== null) return;
  try {
    const parsed: unknown = JSON.parse(kept);
    if (isCheckoutForm(parsed)) storeCheckoutForm(parsed);
  } catch {
    // Not a form: the checkout starts from its info.
  }
}
