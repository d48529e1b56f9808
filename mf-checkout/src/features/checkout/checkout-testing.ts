// Test helpers of the checkout: the checkout info of the demo club, cart lines and sales, and a Stripe double
// (settings, sessions and the cart double are in @club/shared-ui/testing). Only tests import this module.
import { act } from '@testing-library/react';
import type { Stripe, StripeElementChangeEvent } from '@stripe/stripe-js';
import {
  cartTotals,
  emptyCart,
  publishCart,
  type Cart,
  type Sale,
  type SaleItem,
} from '@club/shared-contracts/cart';
import type { CheckoutInfo, PaymentMethod, StripeStart } from '@club/shared-contracts/checkout-entities';
import { PaymentMethodType, PaymentType } from '@club/shared-contracts/entities';

/** A payment method: Redsys unless told. */
export function paymentMethod(id: number, changes: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    id,
    type: PaymentMethodType.Redsys,
    name: `Method ${id}`,
    description: '',
    tokenId: null,
    allowTokenization: false,
    forceSaveCreditCard: false,
    paymentDeadline: null,
    ...changes,
  };
}

/** The methods of the demo club: a card by Redsys, a card by Stripe, paying at the club, and money vouchers. */
export const methods = {
  redsys: paymentMethod(1, { name: 'Tarjeta (Redsys)', allowTokenization: true }),
  stripe: paymentMethod(2, {
    type: PaymentMethodType.Stripe,
    name: 'Tarjeta (Stripe)',
    allowTokenization: true,
  }),
  pending: paymentMethod(3, { type: PaymentMethodType.Pending, name: 'Pagar en el club' }),
  moneyVoucher: paymentMethod(6, { type: PaymentMethodType.MoneyVoucher, name: 'Bono monedero' }),
};

/** Ana's checkout info: her address, the club's methods, a money voucher of 30 and a courier at 5. */
export function checkoutInfo(changes: Partial<CheckoutInfo> = {}): CheckoutInfo {
  return {
    paymentMethods: [methods.redsys, methods.stripe, methods.pending, methods.moneyVoucher],
    vouchers: [{ id: 41, type: PaymentMethodType.MoneyVoucher, description: 'Bono 50 €', balance: 30 }],
    transports: [
      { id: 5, name: 'Mensajería', logo: '', deliveryTime: '24/48 h', product: { grossPrice: 5 } },
      { id: 6, name: 'Recogida en el club', logo: '', deliveryTime: '', product: { grossPrice: 0 } },
    ],
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
    acceptConditions: false,
    isSharedPayment: false,
    withRetention: false,
    guaranteedAmount: 0,
    payPalId: '',
    currency: 'EUR',
    netPayPublicKey: '',
    netPayProdMode: false,
    allowVouchers: true,
    stripePublicKey: 'pk_test_club',
    stripeScriptUrl: '/api/stripe-sandbox/stripe.js',
    ...changes,
  };
}

/** A visitor's checkout info: nothing prefilled. */
export function visitorCheckoutInfo(changes: Partial<CheckoutInfo> = {}): CheckoutInfo {
  return checkoutInfo({
    name: '',
    surname: '',
    addressLine1: '',
    city: '',
    town: '',
    country: '',
    postalCode: '',
    email: '',
    phone: '',
    vouchers: [],
    ...changes,
  });
}

/** A product line: the club's T-shirt at 20 (16.53 net) a unit, not delivered unless told. */
export function productLine(units = 1, changes: Partial<SaleItem> = {}, transportRequired = false): SaleItem {
  return {
    productId: 11,
    units,
    subTotal: 20 * units,
    netSubTotal: 16.53 * units,
    totalWithDiscount: 20 * units,
    netTotalWithDiscount: 16.53 * units,
    product: {
      grossPrice: 20,
      netPrice: 16.53,
      hasStock: false,
      name: 'Camiseta del club',
      logo: '',
      transportRequired,
    },
    taxPercent: 21,
    ...changes,
  };
}

/** A booking sale pending 36 (29.75 net), paid in full unless told. */
export function bookingSale(id = 101, changes: Partial<Sale> = {}): Sale {
  return {
    id,
    saleNumber: `V-${id}`,
    description: 'Pista 3 · 26/11 18:00',
    pending: 36,
    netPending: 29.75,
    paid: 0,
    total: 36,
    netTotal: 29.75,
    grossTotalWithDiscount: 36,
    netTotalWithDiscount: 29.75,
    paymentType: PaymentType.Full,
    withRetention: false,
    ...changes,
  };
}

/** Publishes a cart with these lines and sales, as the host's cart does. */
export function showCart(sItems: SaleItem[], sales: Sale[] = []): Cart {
  const cart: Cart = { ...emptyCart('cart-guid-1'), sales, sItems, ...cartTotals(sales, sItems) };
  publishCart(cart);
  return cart;
}

/** A Stripe intent the checkout answered: a payment by card fields unless told. */
export function stripeStart(changes: Partial<StripeStart> = {}): StripeStart {
  return {
    publicKey: 'pk_test_club',
    scriptUrl: '/api/stripe-sandbox/stripe.js',
    intent: 'payment',
    intentId: 'pi_123',
    clientSecret: 'pi_123_secret_abc',
    requiresAction: false,
    ...changes,
  };
}

type CardElementType = 'cardNumber' | 'cardExpiry' | 'cardCvc';

/** A Stripe double: its elements mount a placeholder and let the test send their change events. */
export function fakeStripe() {
  const listeners = new Map<CardElementType, (event: StripeElementChangeEvent) => void>();
  const created = new Map<CardElementType, { mount: jest.Mock; destroy: jest.Mock }>();
  const stripe = {
    elements: jest.fn(() => ({
      create: (type: CardElementType) => {
        const element = {
          mount: jest.fn((box: HTMLElement) => box.setAttribute('data-mounted', type)),
          on: jest.fn((_event: string, listener: (event: StripeElementChangeEvent) => void) => {
            listeners.set(type, listener);
          }),
          destroy: jest.fn(),
        };
        created.set(type, element);
        return element;
      },
    })),
    confirmCardPayment: jest.fn(() => Promise.resolve({ paymentIntent: { id: 'pi_123' } })),
    confirmCardSetup: jest.fn(() => Promise.resolve({ setupIntent: { id: 'seti_123' } })),
    handleNextAction: jest.fn(() => Promise.resolve({ paymentIntent: { id: 'pi_123' } })),
  };
  /** Sends an element's change event: complete, or with Stripe's error message. */
  const change = async (type: CardElementType, state: { complete?: boolean; error?: string }) => {
    const listener = listeners.get(type);
    if (!listener) throw new Error(`No ${type} element listens to its changes`);
    await act(async () => {
      listener({
        elementType: type,
        empty: !state.complete && !state.error,
        complete: state.complete ?? false,
        error: state.error ? { type: 'validation_error', code: 'invalid', message: state.error } : undefined,
      });
      // Stripe tells its changes one at a time, each in its own task.
      await Promise.resolve();
    });
  };
  /** Completes the three card fields. */
  const completeAll = async () => {
    for (const type of ['cardNumber', 'cardExpiry', 'cardCvc'] as const)
      await change(type, { complete: true });
  };
  return { stripe: stripe as unknown as Stripe, calls: stripe, created, change, completeAll };
}
