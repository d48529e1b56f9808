// The checkout's rules (document 3, 5; document 2, 5): what is offered, what is required before paying, the totals
// and what is sent to pay. Pure functions of the cart, the checkout info and the typed form.
import type { Cart } from '@club/shared-contracts/cart';
import {
  type CartLines,
  type CheckoutCustomer,
  type CheckoutInfo,
  type CheckoutPayload,
  type CheckoutVoucher,
  type PaymentMethod,
  type Transport,
  deliveryFields,
  type DeliveryField,
} from '@club/shared-contracts/checkout-entities';
import { PaymentMethodType, type ClientOrigin } from '@club/shared-contracts/entities';
import { newPasswordProblem, type NewPasswordProblem } from '@club/shared-contracts/password-rule';
import { type CheckoutForm } from '../../lib/checkout-form-storage';

/** The English source texts of the checkout's problems (document 3, 5 and 8, spelling fixed). */
export const checkoutProblemTexts = {
  emptyBasket: 'Your basket is empty!',
  requiredFields: 'Check required fields',
  passwordMismatch: 'Password does not match',
  selectTransport: 'Please select transport',
  selectMethod: 'Please select a payment method',
  selectSavedCardOrMethod: 'Please select a saved card or a payment method',
  deadline: 'This payment method does not allow shared payment due to deadline restrictions',
  sharedVoucher: "Sorry, it's not yet possible to pay shared bookings with a voucher, we are working on it",
  guaranteeVoucher: 'This booking needs a card as a guarantee, so it cannot be paid with a voucher',
  applyCoupon: 'Please press Apply Coupon button to check the code',
  acceptConditions: 'Please accept our legal conditions',
} as const;

/** The part of the checkout a problem belongs to. */
export type CheckoutField =
  | 'cart'
  | DeliveryField
  | 'password'
  | 'repeatPassword'
  | 'transport'
  | 'payment'
  | 'coupon'
  | 'acceptConditions';

/** A problem: where, the source text and what it interpolates. */
export interface CheckoutProblem {
  field: CheckoutField;
  text: (typeof checkoutProblemTexts)[keyof typeof checkoutProblemTexts] | NewPasswordProblem['text'];
  values?: { min: number };
}

/** The product lines and sale ids the checkout calls carry. */
export function cartLines(cart: Cart, customerId: number | null): CartLines {
  return {
    customerId,
    saleItems: cart.sItems.map((item) => ({
      productId: item.productId,
      units: item.units,
      temp: item.temp ?? false,
      stockParentId: item.stockParentId ?? null,
      stockParentName: item.stockParentName ?? null,
      stockDetail: item.stockDetail ?? null,
    })),
    saleIds: cart.sales.map((sale) => sale.id),
  };
}

/** True when a product of the cart is delivered: a transport must be chosen and the address given. */
export function needsTransport(cart: Cart): boolean {
  return cart.sItems.some((item) => item.product.transportRequired);
}

/** True when a method takes a card (and may keep it). */
export function isCardMethod(method: PaymentMethod): boolean {
  return method.type === PaymentMethodType.Redsys || method.type === PaymentMethodType.Stripe;
}

const voucherTypes: readonly PaymentMethodType[] = [
  PaymentMethodType.MoneyVoucher,
  PaymentMethodType.SessionsVoucher,
  PaymentMethodType.HoursVoucher,
];

// The methods whose next step this page knows: the card providers of the checkout answer and paying at the club
// (Pending). The other providers' flows are not part of this page yet, so they are not offered.
const payableTypes: readonly PaymentMethodType[] = [
  PaymentMethodType.Redsys,
  PaymentMethodType.Stripe,
  PaymentMethodType.Pending,
  PaymentMethodType.PayPal,
  PaymentMethodType.MercadoPago,
  PaymentMethodType.Transbank,
  PaymentMethodType.NetPay,
  PaymentMethodType.AuthorizeNet,
  PaymentMethodType.Razorpay,
];

const takesStripe = (info: CheckoutInfo) =>
  info.paymentMethods.some((method) => method.type === PaymentMethodType.Stripe);

/**
 * True when paying a shared payment at the club first saves a card as its guarantee: the customer has no saved card
 * (pay at the club's tokenId), so the checkout answers a Stripe card setup and pays again with the card it saved.
 */
export function savesGuaranteeFirst(info: CheckoutInfo, method: PaymentMethod): boolean {
  return info.isSharedPayment && method.type === PaymentMethodType.Pending && !method.tokenId;
}

/**
 * The payment methods offered (vouchers apart): with a guarantee (retention) only Redsys and Stripe; a shared
 * payment is left pending at the club with a saved card as its guarantee, or one saved first with Stripe.
 */
export function offeredMethods(info: CheckoutInfo): PaymentMethod[] {
  return info.paymentMethods.filter((method) => {
    if (!payableTypes.includes(method.type)) return false;
    if (info.withRetention) return isCardMethod(method);
    if (savesGuaranteeFirst(info, method)) return takesStripe(info);
    return true;
  });
}

/** A voucher offered at checkout: the method that pays with it, and why it cannot pay this cart (or null). */
export interface OfferedVoucher {
  voucher: CheckoutVoucher;
  method: PaymentMethod;
  blocked: CheckoutProblem['text'] | null;
}

/**
 * The customer's vouchers, when the club allows paying with them: a shared booking cannot be paid with one yet, and
 * one with a guarantee needs a card. A voucher is offered with the method of its type only.
 */
export function offeredVouchers(info: CheckoutInfo, loggedIn: boolean): OfferedVoucher[] {
  if (!loggedIn || !info.allowVouchers) return [];
  const blocked = info.withRetention
    ? checkoutProblemTexts.guaranteeVoucher
    : info.isSharedPayment
      ? checkoutProblemTexts.sharedVoucher
      : null;
  return info.vouchers.flatMap((voucher) => {
    const method = info.paymentMethods.find(
      (candidate) => candidate.type === voucher.type && voucherTypes.includes(candidate.type),
    );
    return method ? [{ voucher, method, blocked }] : [];
  });
}

/** The chosen method, when it is still offered. */
export function chosenMethod(info: CheckoutInfo, form: CheckoutForm): PaymentMethod | null {
  const choice = form.payment;
  if (!choice) return null;
  return info.paymentMethods.find((method) => method.id === choice.methodId) ?? null;
}

/** The transport chosen, when it is one of the club's. */
export function chosenTransport(info: CheckoutInfo, form: CheckoutForm): Transport | null {
  return info.transports.find((transport) => transport.id === form.transportId) ?? null;
}

/**
 * The card a method would pay with: a card method's saved one when the customer keeps using it; pay at the club's
 * saved card for a shared payment, its guarantee.
 */
export function savedCardInUse(
  info: CheckoutInfo,
  method: PaymentMethod | null,
  form: CheckoutForm,
): string | null {
  if (!method?.tokenId) return null;
  if (isCardMethod(method)) return form.useSavedCard ? method.tokenId : null;
  // Transbank pays with the card saved with Oneclick.
  if (method.type === PaymentMethodType.Transbank) return method.tokenId;
  return info.isSharedPayment && method.type === PaymentMethodType.Pending ? method.tokenId : null;
}

/**
 * True when paying saves the card with Transbank first (document 3, 4 Checkout): Transbank without a saved card, for
 * a customer logged in (a visitor's account is made by the checkout itself, so a visitor types the card on Webpay).
 */
export function savesTransbankCardFirst(method: PaymentMethod | null, loggedIn: boolean): boolean {
  return loggedIn && method?.type === PaymentMethodType.Transbank && !method.tokenId;
}

/** True when the card is kept whatever the customer says: the method always keeps it, or a guarantee needs it. */
export function cardSavingForced(info: CheckoutInfo, method: PaymentMethod | null): boolean {
  return method !== null && isCardMethod(method) && (method.forceSaveCreditCard || info.withRetention);
}

/** What the pay button checks: the cart, the whole form and the password of a visitor. */
export interface CheckoutState {
  cart: Cart;
  info: CheckoutInfo;
  form: CheckoutForm;
  loggedIn: boolean;
  password: string;
  repeatPassword: string;
  /** The total is 0: the checkout confirms without a payment method (the pay button reads Confirm). */
  nothingToPay: boolean;
}

/** The empty address fields when the address is required: something is delivered, or the visitor registers. */
export function missingAddressFields({ cart, form, loggedIn }: CheckoutState): DeliveryField[] {
  if (loggedIn && !needsTransport(cart)) return [];
  return deliveryFields.filter((field) => !form[field].trim());
}

function paymentProblem({ info, form, loggedIn }: CheckoutState): CheckoutProblem | null {
  const choice = form.payment;
  const selectOne: CheckoutProblem = {
    field: 'payment',
    text: info.withRetention
      ? checkoutProblemTexts.selectSavedCardOrMethod
      : checkoutProblemTexts.selectMethod,
  };
  if (choice?.voucherId) {
    const offered = offeredVouchers(info, loggedIn).find(
      ({ voucher, method }) => voucher.id === choice.voucherId && method.id === choice.methodId,
    );
    if (!offered) return selectOne;
    return offered.blocked ? { field: 'payment', text: offered.blocked } : null;
  }
  const method = offeredMethods(info).find((candidate) => candidate.id === choice?.methodId);
  if (!method) return selectOne;
  if (info.isSharedPayment && method.paymentDeadline && !method.paymentDeadline.isSharedPaymentAllowed) {
    return { field: 'payment', text: checkoutProblemTexts.deadline };
  }
  return null;
}

/** The problems that keep the checkout from paying, in the order of the page; empty when it may pay. */
export function checkoutProblems(state: CheckoutState): CheckoutProblem[] {
  const { cart, info, form, loggedIn } = state;
  const problems: CheckoutProblem[] = [];
  if (cart.sItems.length === 0 && cart.sales.length === 0) {
    problems.push({ field: 'cart', text: checkoutProblemTexts.emptyBasket });
  }
  for (const field of missingAddressFields(state)) {
    problems.push({ field, text: checkoutProblemTexts.requiredFields });
  }
  if (!loggedIn) {
    const passwordProblem = newPasswordProblem(state.password);
    if (passwordProblem) problems.push({ field: 'password', ...passwordProblem });
    else if (state.password !== state.repeatPassword) {
      problems.push({ field: 'repeatPassword', text: checkoutProblemTexts.passwordMismatch });
    }
  }
  if (needsTransport(cart) && !chosenTransport(info, form)) {
    problems.push({ field: 'transport', text: checkoutProblemTexts.selectTransport });
  }
  const payment = state.nothingToPay ? null : paymentProblem(state);
  if (payment) problems.push(payment);
  if (form.couponCode.trim() && form.coupon?.code !== form.couponCode.trim()) {
    problems.push({ field: 'coupon', text: checkoutProblemTexts.applyCoupon });
  }
  if (!form.acceptConditions) {
    problems.push({ field: 'acceptConditions', text: checkoutProblemTexts.acceptConditions });
  }
  return problems;
}

/** The amounts of the totals block, gross or net as the club shows prices. */
export interface CheckoutTotals {
  subtotal: number;
  transport: number;
  discount: number;
  total: number;
  /**
   * Of the total, what a shared payment with retention guarantees on the card instead of charging now (the other
   * players' shares, CheckoutInfo.guaranteedAmount), and what is charged now; 0 and the total for any other cart.
   */
  guaranteed: number;
  chargedNow: number;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The totals: the cart's, the transport's price (it has a gross price only, so it is added as it is) and the applied
 * coupon's discount; never below 0. With retention, the part the card guarantees and the part charged now.
 */
export function checkoutTotals(
  cart: Cart,
  info: CheckoutInfo,
  form: CheckoutForm,
  priceWithTaxes: boolean,
): CheckoutTotals {
  const subtotal = priceWithTaxes ? cart.total : cart.netTotal;
  const transport = needsTransport(cart) ? (chosenTransport(info, form)?.product.grossPrice ?? 0) : 0;
  const coupon = form.coupon?.result;
  const discount = coupon ? (priceWithTaxes ? coupon.discount : coupon.netDiscount) : 0;
  const total = Math.max(cents(subtotal + transport - discount), 0);
  const guaranteed = Math.min(cents(info.guaranteedAmount), total);
  return {
    subtotal: cents(subtotal),
    transport: cents(transport),
    discount: cents(discount),
    total,
    guaranteed,
    chargedNow: cents(total - guaranteed),
  };
}

/** The checkout call's body for a form that passed the checks. */
export function checkoutPayload(
  state: CheckoutState & { customerId: number | null; origin: ClientOrigin; stripeToken: string | null },
): CheckoutPayload {
  const { cart, info, form, loggedIn, customerId } = state;
  const method = state.nothingToPay ? null : chosenMethod(info, form);
  if (!method && !state.nothingToPay)
    throw new Error('A checkout with something to pay is sent with a method');
  // The card a setup saved (back from it with stripe_token) pays, or is the guarantee of paying at the club.
  const tokenId = method && (state.stripeToken ?? savedCardInUse(info, method, form));
  const typed = (field: DeliveryField) => form[field].trim();
  const customer: CheckoutCustomer = {
    id: loggedIn ? customerId : null,
    name: typed('name'),
    surname: typed('surname'),
    addressLine1: typed('addressLine1'),
    city: typed('city'),
    town: typed('town'),
    country: typed('country'),
    postalCode: typed('postalCode'),
    email: typed('email'),
    phone: typed('phone'),
    password: loggedIn ? '' : state.password,
    okRss: form.okRss,
    acceptConditions: form.acceptConditions,
  };
  const lines = cartLines(cart, customerId);
  return {
    saleItems: lines.saleItems,
    saleIds: lines.saleIds,
    // 0: no method, as the API reads it for a checkout with nothing to pay.
    paymentMethodId: method?.id ?? 0,
    tokenId,
    promoCode: form.coupon?.code ?? null,
    shopTransportId: needsTransport(cart) ? form.transportId : null,
    saveCreditCard:
      method !== null &&
      tokenId === null &&
      isCardMethod(method) &&
      (cardSavingForced(info, method) || (method.allowTokenization && form.saveCard)),
    guid: cart.guid,
    voucherId: method ? (form.payment?.voucherId ?? null) : null,
    customer,
    origin: state.origin,
  };
}
