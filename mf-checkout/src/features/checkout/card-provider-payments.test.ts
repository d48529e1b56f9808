import { fakeApi, requestsTo, type SentRequest } from '@club/shared-contracts/api/test-fetch';
import { NETPAY_3DS_MARKER } from '@club/shared-contracts/checkout-entities';
import { authorizeNetCardPayment, type AcceptScript } from './authorizenet-payment';
import type { CardStepEnd } from './card-step';
import { netPayCardPayment, type NetPayScript } from './netpay-payment';
import { loadProviderScript } from './provider-script';
import { openRazorpay, type RazorpayScript } from './razorpay-payment';
import type { TypedCard } from './typed-card-form';

jest.mock('./provider-script', () => ({ loadProviderScript: jest.fn() }));
const loadScript = jest.mocked(loadProviderScript);

const card: TypedCard = {
  name: 'Ana',
  number: '4111111111111111',
  month: '12',
  year: '34',
  securityCode: '123',
};
const CRASH = 'Crash';

function stepEnd(): CardStepEnd & Record<keyof CardStepEnd, jest.Mock> {
  return { paid: jest.fn(), refunded: jest.fn(), failed: jest.fn(), leave: jest.fn(), dismissed: jest.fn() };
}

let requests: SentRequest[];
beforeEach(() => loadScript.mockReset());

describe('NetPay', () => {
  const step = {
    scriptUrl: '/api/netpay-sandbox/netpay.min.js',
    publicKey: 'pk_1',
    sandboxMode: true,
    reference: '0042ABCDEFGH',
  };
  const chargePath = '/api/netpay/charge/0042ABCDEFGH';

  function fakeNetPay(outcome: { token: string } | { refused: string }): NetPayScript {
    return {
      setApiKey: jest.fn(),
      setSandboxMode: jest.fn(),
      token: {
        create: jest.fn((_card, success, error) =>
          'token' in outcome
            ? success({ message: { data: JSON.stringify(outcome) } })
            : error({ message: outcome.refused }),
        ),
      },
    };
  }

  test('netpay.min.js from the step tokenizes the card with the key, and the token paid goes to the success page', async () => {
    const netpay = fakeNetPay({ token: 'tok_1' });
    loadScript.mockResolvedValue(netpay);
    requests = fakeApi({ [`POST ${chargePath}`]: { ok: true } });
    const end = stepEnd();
    expect(await netPayCardPayment(step, end, CRASH)(card)).toBeNull();
    expect(loadScript).toHaveBeenCalledWith(step.scriptUrl, 'NetPay');
    expect(netpay.setApiKey).toHaveBeenCalledWith('pk_1');
    expect(netpay.setSandboxMode).toHaveBeenCalledWith(true);
    expect(netpay.token.create).toHaveBeenCalledWith(
      { cardNumber: card.number, expMonth: '12', expYear: '34', cvv2: '123', cardHolderName: 'Ana' },
      expect.any(Function),
      expect.any(Function),
    );
    expect(requestsTo(requests, 'POST', chargePath)[0]?.body).toEqual({ token: 'tok_1' });
    expect(end.paid).toHaveBeenCalled();
  });

  test("a card NetPay refuses is typed again with NetPay's words, and nothing is charged", async () => {
    loadScript.mockResolvedValue(fakeNetPay({ refused: 'Número de tarjeta inválido.' }));
    requests = fakeApi({});
    expect(await netPayCardPayment(step, stepEnd(), CRASH)(card)).toBe('Número de tarjeta inválido.');
    expect(requests).toHaveLength(0);
  });

  test('the 3D Secure marker sends the browser to the address after it; a decline ends the checkout with its words', async () => {
    loadScript.mockResolvedValue(fakeNetPay({ token: 'tok_1' }));
    requests = fakeApi({
      [`POST ${chargePath}`]: { ok: false, errorMsg: `${NETPAY_3DS_MARKER}https://netpay.test/3ds/txn_1` },
    });
    const end = stepEnd();
    await netPayCardPayment(step, end, CRASH)(card);
    expect(end.leave).toHaveBeenCalledWith('https://netpay.test/3ds/txn_1');

    requests = fakeApi({ [`POST ${chargePath}`]: { ok: false, errorMsg: 'Tarjeta declinada.' } });
    const declined = stepEnd();
    await netPayCardPayment(step, declined, CRASH)(card);
    expect(declined.failed).toHaveBeenCalledWith('Tarjeta declinada.');
    expect(declined.leave).not.toHaveBeenCalled();
  });

  test('a charge returned to the card (the slot was taken meanwhile) says why', async () => {
    loadScript.mockResolvedValue(fakeNetPay({ token: 'tok_1' }));
    requests = fakeApi({
      [`POST ${chargePath}`]: { ok: false, errorMsg: 'Devuelto', refunded: 'SlotTaken' },
    });
    const end = stepEnd();
    await netPayCardPayment(step, end, CRASH)(card);
    expect(end.refunded).toHaveBeenCalledWith('SlotTaken');
    expect(end.failed).not.toHaveBeenCalled();
  });
});

describe('Authorize.Net', () => {
  const step = {
    scriptUrl: '/api/authorizenet-sandbox/Accept.js',
    apiLoginId: 'login',
    clientKey: 'client',
    reference: '0042ABCDEFGH',
  };
  const chargePath = '/api/authorizenet/charge/0042ABCDEFGH';
  const opaqueData = { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'nonce' };

  test('the card goes only to Accept.dispatchData; the API gets the opaque data and no card number', async () => {
    const accept: AcceptScript = {
      dispatchData: jest.fn((_data, callback) => callback({ opaqueData, messages: { resultCode: 'Ok' } })),
    };
    loadScript.mockResolvedValue(accept);
    requests = fakeApi({ [`POST ${chargePath}`]: { ok: true } });
    const end = stepEnd();
    await authorizeNetCardPayment(step, end, CRASH)(card);
    expect(loadScript).toHaveBeenCalledWith(step.scriptUrl, 'Accept');
    expect(accept.dispatchData).toHaveBeenCalledWith(
      {
        authData: { clientKey: 'client', apiLoginID: 'login' },
        cardData: { cardNumber: card.number, month: '12', year: '34', cardCode: '123' },
      },
      expect.any(Function),
    );
    expect(requests).toHaveLength(1);
    expect(requestsTo(requests, 'POST', chargePath)[0]?.body).toEqual(opaqueData);
    expect(JSON.stringify(requests)).not.toContain(card.number);
    expect(end.paid).toHaveBeenCalled();
  });

  test("Accept.js's Error is typed again with its words; a declined charge ends the checkout", async () => {
    loadScript.mockResolvedValue({
      dispatchData: (_data: unknown, callback: (response: unknown) => void) =>
        callback({
          messages: {
            resultCode: 'Error',
            message: [{ code: 'E_WC_05', text: 'Please provide valid credit card number.' }],
          },
        }),
    });
    requests = fakeApi({});
    expect(await authorizeNetCardPayment(step, stepEnd(), CRASH)(card)).toBe(
      'Please provide valid credit card number.',
    );
    expect(requests).toHaveLength(0);

    loadScript.mockResolvedValue({
      dispatchData: (_data: unknown, callback: (response: unknown) => void) =>
        callback({ opaqueData, messages: { resultCode: 'Ok' } }),
    });
    requests = fakeApi({
      [`POST ${chargePath}`]: { ok: false, errorMsg: 'This transaction has been declined.' },
    });
    const end = stepEnd();
    await authorizeNetCardPayment(step, end, CRASH)(card);
    expect(end.failed).toHaveBeenCalledWith('This transaction has been declined.');
  });
});

describe('Razorpay', () => {
  const data = {
    scriptUrl: '/api/razorpay-sandbox/checkout.js',
    key: 'rzp_test',
    amount: 4999,
    currency: 'EUR',
    order_id: 'order_1',
    name: 'Club',
    description: 'Club · pedido 0042ABCDEFGH',
  };

  function fakeRazorpay() {
    const made: {
      options?: ConstructorParameters<RazorpayScript>[0];
      failed?: (response: unknown) => void;
      open: jest.Mock;
    } = {
      open: jest.fn(),
    };
    const Razorpay = jest.fn((options: ConstructorParameters<RazorpayScript>[0]) => {
      made.options = options;
      return {
        open: made.open,
        on: (_event: string, callback: (response: unknown) => void) => (made.failed = callback),
      };
    });
    loadScript.mockResolvedValue(Razorpay);
    return made;
  }

  test("checkout.js opens the modal with razorpayData, and its handler's fields go to /razorpay-callback/", async () => {
    const made = fakeRazorpay();
    const go = jest.fn();
    await openRazorpay(data, stepEnd(), go);
    expect(loadScript).toHaveBeenCalledWith(data.scriptUrl, 'Razorpay');
    expect(made.open).toHaveBeenCalled();
    expect(made.options).toMatchObject({
      key: 'rzp_test',
      amount: 4999,
      currency: 'EUR',
      order_id: 'order_1',
      name: 'Club',
    });
    made.options?.handler({
      razorpay_payment_id: 'pay_1',
      razorpay_order_id: 'order_1',
      razorpay_signature: 'abc',
    });
    expect(go).toHaveBeenCalledWith('/razorpay-callback/?order_id=order_1&payment_id=pay_1&signature=abc');
  });

  test('a failed payment goes to the failure page, and a closed modal frees the pay button', async () => {
    const made = fakeRazorpay();
    const go = jest.fn();
    const end = stepEnd();
    await openRazorpay(data, end, go);
    made.failed?.({ error: { code: 'BAD_REQUEST_ERROR' } });
    expect(go).toHaveBeenCalledWith('/cz/ko');
    made.options?.modal.ondismiss();
    expect(end.dismissed).toHaveBeenCalled();
  });
});
