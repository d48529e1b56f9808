import { cartTotals, emptyCart, type Cart } from '@club/shared-contracts/cart';
import { PaymentType, type PaymentMethodType } from '@club/shared-contracts/entities';
import { readCheckoutForm, type CheckoutForm } from '../../lib/checkout-form-storage';
import { bookingSale, checkoutInfo, methods, productLine } from './checkout-testing';
import {
  checkoutPayload,
  checkoutProblems,
  checkoutTotals,
  offeredMethods,
  type CheckoutState,
} from './checkout-rules';

const cartOf = (...lines: Parameters<typeof productLine>[]): Cart => {
  const sItems = lines.map((line) => productLine(...line));
  return { ...emptyCart('guid'), sItems, ...cartTotals([], sItems) };
};

const form = (changes: Partial<CheckoutForm> = {}): CheckoutForm => ({
  name: 'Ana',
  surname: 'García',
  addressLine1: 'Calle Mayor 1',
  city: 'Madrid',
  town: 'Madrid',
  country: 'España',
  postalCode: '28013',
  email: 'ana@club.test',
  phone: '600111222',
  okRss: false,
  acceptConditions: true,
  transportId: null,
  payment: { methodId: methods.pending.id, voucherId: null },
  useSavedCard: true,
  saveCard: false,
  couponCode: '',
  coupon: null,
  ...changes,
});

const state = (changes: Partial<CheckoutState> = {}): CheckoutState => ({
  cart: cartOf([1]),
  info: checkoutInfo(),
  form: form(),
  loggedIn: true,
  password: '',
  repeatPassword: '',
  nothingToPay: false,
  ...changes,
});

const texts = (checked: CheckoutState) => checkoutProblems(checked).map((problem) => problem.text);

test('a complete checkout has no problems', () => {
  expect(checkoutProblems(state())).toEqual([]);
});

test("an empty cart cannot be paid: 'Your basket is empty!'", () => {
  expect(texts(state({ cart: emptyCart('guid') }))).toContain('Your basket is empty!');
});

test('the problems come in the order of the page, each with its place', () => {
  const problems = checkoutProblems(
    state({
      cart: cartOf([1, {}, true]),
      loggedIn: false,
      form: form({ name: ' ', payment: null, couponCode: 'VERANO', acceptConditions: false }),
      password: 'secreto1',
      repeatPassword: 'secreto2',
    }),
  );
  expect(problems.map((problem) => problem.field)).toEqual([
    'name',
    'repeatPassword',
    'transport',
    'payment',
    'coupon',
    'acceptConditions',
  ]);
});

test('nothing to pay needs no payment method, and the checkout is sent without one', () => {
  const confirming = state({ form: form({ payment: null }), nothingToPay: true });
  expect(checkoutProblems(confirming)).toEqual([]);
  expect(texts({ ...confirming, nothingToPay: false })).toContain('Please select a payment method');
  const sent = checkoutPayload({ ...confirming, customerId: 7, origin: 'Web', stripeToken: null });
  expect(sent).toMatchObject({ paymentMethodId: 0, tokenId: null, voucherId: null, saveCreditCard: false });
});

test('the pending method is offered for a shared payment with a saved card, or when Stripe can save one first', () => {
  const noStripe = [methods.redsys, methods.pending];
  expect(
    offeredMethods(checkoutInfo({ isSharedPayment: true, paymentMethods: noStripe })),
  ).not.toContainEqual(methods.pending);
  const withCard = { ...methods.pending, tokenId: 'card-1' };
  expect(
    offeredMethods(checkoutInfo({ isSharedPayment: true, paymentMethods: [methods.redsys, withCard] })),
  ).toContainEqual(withCard);
  expect(offeredMethods(checkoutInfo({ isSharedPayment: true }))).toContainEqual(methods.pending);
});

test('methods whose flow the page does not know are not offered', () => {
  // A payment type of the API that no step of this page pays with.
  const unknownType = 2 as PaymentMethodType;
  const info = checkoutInfo({
    paymentMethods: [methods.redsys, { ...methods.redsys, id: 9, type: unknownType }, methods.moneyVoucher],
  });
  expect(offeredMethods(info)).toEqual([methods.redsys]);
});

test('the totals add the transport and take off the discount, never going below 0, gross or net', () => {
  const cart = cartOf([2, {}, true]);
  const withTransport = form({ transportId: 5 });
  expect(checkoutTotals(cart, checkoutInfo(), withTransport, true)).toEqual({
    subtotal: 40,
    transport: 5,
    discount: 0,
    total: 45,
    guaranteed: 0,
    chargedNow: 45,
  });
  const coupon = { code: 'X', result: { discount: 50, netDiscount: 41.32, discountedTaxes: 8.68 } };
  expect(checkoutTotals(cart, checkoutInfo(), form({ transportId: 5, coupon }), false)).toEqual({
    subtotal: 33.06,
    transport: 5,
    discount: 41.32,
    total: 0,
    guaranteed: 0,
    chargedNow: 0,
  });
});

test('with retention the totals split what is charged now from what the card guarantees', () => {
  const sales = [
    bookingSale(1, { paymentType: PaymentType.Shared, withRetention: true, pending: 40, total: 40 }),
  ];
  const cart: Cart = { ...emptyCart('g'), sales, ...cartTotals(sales, []) };
  expect(checkoutTotals(cart, checkoutInfo({ guaranteedAmount: 30 }), form({}), true)).toMatchObject({
    total: 40,
    guaranteed: 30,
    chargedNow: 10,
  });
});

test('a voucher chosen for a shared payment is refused with its reason', () => {
  const cart: Cart = { ...emptyCart('g'), sales: [bookingSale(1, { paymentType: PaymentType.Shared })] };
  const checked = state({
    cart,
    info: checkoutInfo({ isSharedPayment: true }),
    form: form({ payment: { methodId: methods.moneyVoucher.id, voucherId: 41 } }),
  });
  expect(texts(checked)).toEqual([
    "Sorry, it's not yet possible to pay shared bookings with a voucher, we are working on it",
  ]);
});

test('an unreadable stored form is no form', () => {
  sessionStorage.setItem('czCheckoutForm', '{not json');
  expect(readCheckoutForm()).toBeNull();
  sessionStorage.setItem('czCheckoutForm', JSON.stringify({ name: 3 }));
  expect(readCheckoutForm()).toBeNull();
});
