import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadScript, type PayPalButtonsComponentOptions } from '@paypal/paypal-js';
import { fakeApi, requestsTo, type SentRequest } from '@club/shared-contracts/api/test-fetch';
import {
  deliveryFields,
  type CheckoutInfo,
  type CheckoutPayload,
} from '@club/shared-contracts/checkout-entities';
import { PaymentMethodType } from '@club/shared-contracts/entities';
import { clearGlobalError } from '@club/shared-contracts/http';
import {
  expectCompleteTexts,
  fakeCart,
  logIn,
  provideClubSettings,
  renderAtPath,
  settle,
  startAnonymous,
} from '@club/shared-ui/testing';
import { readCheckoutForm } from '../../lib/checkout-form-storage';
import { CheckoutPage } from './checkout-page';
import { checkoutInfo, methods, paymentMethod, productLine, showCart } from './checkout-testing';
import { loadProviderScript } from './provider-script';
import { providerStepsTexts } from './provider-steps-texts';

jest.mock('@paypal/paypal-js', () => ({ loadScript: jest.fn() }));
jest.mock('./provider-script', () => ({ loadProviderScript: jest.fn() }));
jest.mock('./stripe-loader', () => ({ loadStripeClient: jest.fn() }));
const loadPayPal = jest.mocked(loadScript);
const loadScriptOf = jest.mocked(loadProviderScript);

const paypal = paymentMethod(10, { type: PaymentMethodType.PayPal, name: 'PayPal' });
const mercadoPago = paymentMethod(11, { type: PaymentMethodType.MercadoPago, name: 'Mercado Pago' });
const transbank = paymentMethod(12, { type: PaymentMethodType.Transbank, name: 'Webpay' });

let requests: SentRequest[];
let answers: Record<string, unknown>;
function answer(changes: Record<string, unknown>) {
  answers = { ...answers, ...changes };
  requests = fakeApi(answers);
}
const answerInfo = (info: CheckoutInfo) =>
  answer({ 'POST /api/shop/checkout-info-by-customer': { ok: true, data: info } });
const answerCheckout = (model: unknown) =>
  answer({ 'POST /api/shop/checkout-customer': { ok: true, model } });
const sent = (method: 'POST' | 'GET', path: string) => requestsTo(requests, method, path);

beforeEach(() => {
  startAnonymous();
  provideClubSettings();
  logIn(7);
  fakeCart();
  clearGlobalError();
  loadPayPal.mockReset();
  loadScriptOf.mockReset();
  sessionStorage.clear();
  showCart([productLine(2)]);
  answers = {};
  answerInfo(checkoutInfo({ paymentMethods: [methods.redsys, paypal, mercadoPago, transbank] }));
});

const renderCheckout = (path = '/checkout') =>
  renderAtPath(
    { '/checkout': <CheckoutPage />, '/cz/ok': 'Payment ok page', '/cz/ko': 'Payment ko page' },
    path,
  );
const choose = (name: string) => userEvent.click(screen.getByRole('radio', { name: new RegExp(name) }));
const acceptConditions = () =>
  userEvent.click(screen.getByRole('checkbox', { name: 'I accept the legal conditions' }));
const pay = () => userEvent.click(screen.getByTestId('checkout-pay'));
const where = () => window.location.pathname + window.location.search;

/** A stand-in of PayPal's buttons: the options they were made with, rendered as one button. */
function fakePayPal() {
  const made: { options?: PayPalButtonsComponentOptions } = {};
  loadPayPal.mockResolvedValue({
    Buttons: (options: PayPalButtonsComponentOptions) => {
      made.options = options;
      return {
        isEligible: () => true,
        render: (element: HTMLElement | string) => {
          (element as HTMLElement).append(
            Object.assign(document.createElement('button'), { textContent: 'PayPal' }),
          );
          return Promise.resolve();
        },
        close: () => Promise.resolve(),
        hasReturned: () => false,
        resume: () => undefined,
        updateProps: () => Promise.resolve(),
      };
    },
  } as never);
  return made;
}

const paypalStart = {
  orderId: 'ORDER0000000001',
  clientId: 'sb-club-sandbox',
  currency: 'EUR',
  sdkBaseUrl: '/api/paypal-sandbox/sdk/js',
};

describe('PayPal', () => {
  it('loads no provider script with the checkout, only once a provider pays', async () => {
    await renderCheckout();
    await choose('PayPal');
    await choose('Mercado Pago');
    expect(loadPayPal).not.toHaveBeenCalled();
    expect(loadScriptOf).not.toHaveBeenCalled();
  });

  it("loads the SDK through PayPal's loader with intent authorize, answers the order, and posts the authorization to the callback", async () => {
    const made = fakePayPal();
    answerCheckout({ paypal: paypalStart });
    answer({ 'POST /api/paypal/callback': { ok: true, retry: false } });
    await renderCheckout();
    await choose('PayPal');
    await acceptConditions();
    await pay();
    const dialog = await screen.findByRole('dialog', { name: 'Pay with PayPal' });
    await settle();
    expect(loadPayPal).toHaveBeenCalledWith({
      clientId: 'sb-club-sandbox',
      currency: 'EUR',
      intent: 'authorize',
      sdkBaseUrl: '/api/paypal-sandbox/sdk/js',
    });
    expect(within(dialog).getByRole('button', { name: 'PayPal' })).toBeVisible();
    const options = made.options!;
    await expect((options.createOrder as () => Promise<string>)()).resolves.toBe('ORDER0000000001');
    const authorize = jest.fn().mockResolvedValue({
      purchase_units: [{ payments: { authorizations: [{ id: 'AUTH01' }] } }],
    });
    await act(() => options.onApprove!({ orderID: 'ORDER0000000001' }, { order: { authorize } } as never));
    await settle();
    expect(sent('POST', '/api/paypal/callback')[0]?.body).toEqual({
      orderId: 'ORDER0000000001',
      authorizationId: 'AUTH01',
    });
    expect(where()).toBe('/cz/ok');
  });

  it('goes to /cz/ko when the funding is declined, and a cancel leaves the customer on the checkout', async () => {
    const made = fakePayPal();
    answerCheckout({ paypal: paypalStart });
    answer({ 'POST /api/paypal/callback': { ok: false, retry: false } });
    await renderCheckout();
    await choose('PayPal');
    await acceptConditions();
    await pay();
    await screen.findByRole('dialog', { name: 'Pay with PayPal' });
    await settle();
    act(() => made.options!.onCancel!({ orderID: 'ORDER0000000001' }, {} as never));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(where()).toBe('/checkout');

    await pay();
    await screen.findByRole('dialog', { name: 'Pay with PayPal' });
    await settle();
    const authorize = jest.fn().mockRejectedValue(new Error('INSTRUMENT_DECLINED'));
    await act(() => made.options!.onApprove!({} as never, { order: { authorize } } as never));
    await settle();
    expect(sent('POST', '/api/paypal/callback')[0]?.body).toEqual({
      orderId: 'ORDER0000000001',
      authorizationId: '',
    });
    expect(where()).toBe('/cz/ko');
  });
});

describe('Mercado Pago', () => {
  const start = {
    pk: 'TEST-club-sandbox',
    id: '0042ABCDEFGH',
    amount: 25.9,
    email: 'ana@club.test',
    currency: 'EUR',
    scriptUrl: '/api/mercadopago-sandbox/js/v2',
  };

  function fakeMercadoPago() {
    const made: { publicKey?: string; locale?: string; settings?: Record<string, never> } = {};
    const unmount = jest.fn();
    class MercadoPago {
      constructor(publicKey: string, options: { locale: string }) {
        made.publicKey = publicKey;
        made.locale = options.locale;
      }
      bricks() {
        return {
          create: (_brick: string, _id: string, settings: Record<string, never>) => {
            made.settings = settings;
            return Promise.resolve({ unmount });
          },
        };
      }
    }
    loadScriptOf.mockResolvedValue(MercadoPago);
    return { made, unmount };
  }

  it('draws the card form in es-AR with one instalment, pays its token with the request, and goes to /cz/ok', async () => {
    const { made } = fakeMercadoPago();
    answerCheckout({ mercadoPago: start });
    answer({ 'POST /api/publicmercadopago/process_payment': { ok: true } });
    await renderCheckout();
    await choose('Mercado Pago');
    await acceptConditions();
    await pay();
    await screen.findByRole('dialog', { name: 'Pay by card with Mercado Pago' });
    await settle();
    expect(loadScriptOf).toHaveBeenCalledWith('/api/mercadopago-sandbox/js/v2', 'MercadoPago');
    expect(made.publicKey).toBe('TEST-club-sandbox');
    expect(made.locale).toBe('es-AR');
    const settings = made.settings as unknown as {
      initialization: unknown;
      customization: unknown;
      callbacks: { onSubmit: (data: { token: string }) => Promise<void> };
    };
    expect(settings.initialization).toEqual({ amount: 25.9, payer: { email: 'ana@club.test' } });
    expect(settings.customization).toEqual({ paymentMethods: { maxInstallments: 1 } });
    await act(() => settings.callbacks.onSubmit({ token: 'cardtoken1' }));
    await settle();
    // Form data, as document 3, 7 names it.
    const form = sent('POST', '/api/publicmercadopago/process_payment')[0]?.body;
    expect(form).toBeInstanceOf(URLSearchParams);
    expect(Object.fromEntries(form as URLSearchParams)).toEqual({
      rqId: '0042ABCDEFGH',
      saveCardToken: 'cardtoken1',
    });
    expect(where()).toBe('/cz/ok');
  });

  it("shows the server's refusal in the popup and keeps the form for another card", async () => {
    const { made, unmount } = fakeMercadoPago();
    answerCheckout({ mercadoPago: start });
    answer({
      'POST /api/publicmercadopago/process_payment': {
        ok: false,
        errorMsg: 'Mercado Pago ha rechazado el pago',
      },
    });
    await renderCheckout();
    await choose('Mercado Pago');
    await acceptConditions();
    await pay();
    const dialog = await screen.findByRole('dialog', { name: 'Pay by card with Mercado Pago' });
    await settle();
    const settings = made.settings as unknown as {
      callbacks: { onSubmit: (data: { token: string }) => Promise<void> };
    };
    await act(() => settings.callbacks.onSubmit({ token: 'cardtoken2' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Mercado Pago ha rechazado el pago');
    expect(where()).toBe('/checkout');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(unmount).toHaveBeenCalled();
  });
});

describe('Transbank', () => {
  it('without a saved card keeps the checkout parameters and posts the inscription token to Oneclick', async () => {
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    answer({
      'POST /api/transbank/tokenize/7': {
        ok: true,
        model: { redirectUrl: '/api/transbank-sandbox/oneclick?TBK_TOKEN=tok123' },
      },
    });
    await renderCheckout();
    await choose('Webpay');
    await acceptConditions();
    await pay();
    await settle();
    const [tokenize] = sent('POST', '/api/transbank/tokenize/7');
    expect(tokenize?.url.searchParams.get('fromPublic')).toBe('true');
    expect(JSON.parse((tokenize?.body as { parameters: string }).parameters)).toMatchObject({
      payment: { methodId: 12 },
      acceptConditions: true,
    });
    expect(sent('POST', '/api/shop/checkout-customer')).toHaveLength(0);
    const posted = submit.mock.contexts[0] as HTMLFormElement;
    expect(posted.action).toBe(`${window.location.origin}/api/transbank-sandbox/oneclick`);
    expect(Object.fromEntries(new FormData(posted))).toEqual({ TBK_TOKEN: 'tok123' });
    submit.mockRestore();
  });

  it('back with TBK_TOKEN and tbkRqId finishes the inscription and pays on Webpay with the saved card', async () => {
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    // The form kept by the inscription (this tab has none: the return landed in another one).
    const kept = {
      ...Object.fromEntries(deliveryFields.map((name) => [name, ''])),
      name: 'Ana',
      okRss: false,
      acceptConditions: true,
      transportId: null,
      payment: { methodId: 12, voucherId: null },
      useSavedCard: true,
      saveCard: false,
      couponCode: '',
      coupon: null,
    };
    answer({
      [`POST /api/transbank/process-tokenization/${'a'.repeat(32)}`]: {
        ok: true,
        model: { id: '55', parameters: JSON.stringify(kept) },
      },
    });
    answerCheckout({ transbank: { url: '/api/transbank-sandbox/webpay', token: 'ws1' } });
    sessionStorage.clear();
    const params = new URLSearchParams({ TBK_TOKEN: 'tok123', tbkRqId: 'a'.repeat(32) });
    await renderCheckout(`/checkout?${params.toString()}`);
    await settle();
    await settle();
    const [finish] = sent('POST', `/api/transbank/process-tokenization/${'a'.repeat(32)}`);
    expect(finish?.url.searchParams.get('TBK_TOKEN')).toBe('tok123');
    const checkout = sent('POST', '/api/shop/checkout-customer')[0]?.body as CheckoutPayload | undefined;
    expect(checkout?.tokenId).toBe('55');
    expect(checkout?.paymentMethodId).toBe(12);
    const posted = submit.mock.contexts[0] as HTMLFormElement;
    expect(posted.action).toBe(`${window.location.origin}/api/transbank-sandbox/webpay`);
    expect(Object.fromEntries(new FormData(posted))).toEqual({ token_ws: 'ws1' });
    expect(readCheckoutForm()?.name).toBe('Ana');
    submit.mockRestore();
  });

  it("says 'Save card failed' when the inscription did not save the card", async () => {
    answer({
      [`POST /api/transbank/process-tokenization/${'b'.repeat(32)}`]: { ok: false, errorMsg: 'No' },
    });
    const params = new URLSearchParams({ TBK_TOKEN: 'tok9', tbkRqId: 'b'.repeat(32) });
    await renderCheckout(`/checkout?${params.toString()}`);
    await settle();
    expect(await screen.findByText('Save card failed')).toBeVisible();
    expect(sent('POST', '/api/shop/checkout-customer')).toHaveLength(0);
    expect(where()).toBe('/checkout');
  });
});

test('the PayPal, Mercado Pago and Transbank texts are in every language', () => {
  expectCompleteTexts(providerStepsTexts);
});
