import { act, screen } from '@testing-library/react';
import {
  fakeApi,
  LaterAnswer,
  requestsTo,
  StatusAnswer,
  type SentRequest,
} from '@club/shared-contracts/api/test-fetch';
import type { ProviderPaymentStatus } from '@club/shared-contracts/checkout-entities';
import { BrowserRouter, useRoutes } from '@club/shared-ui/router';
import { provideClubSettings, renderWithI18n } from '@club/shared-ui/testing';
import { NetPayCallbackPage } from './netpay-callback-page';
import { statusRetries, statusRetryMs } from './payment-status-polling';
import { RazorpayCallbackPage } from './razorpay-callback-page';

const netPayPath = '/api/netpay/callback/0042ABCDEFGH/txn_1';
const razorpayPath = '/api/razorpay/status/order_1/pay_1/abc123';
const paid: ProviderPaymentStatus = { ok: true, retry: false };
const retry: ProviderPaymentStatus = { ok: false, retry: true };
const refused: ProviderPaymentStatus = { ok: false, retry: false };

let requests: SentRequest[];
/** The answers of a call, in order; the last one repeats. */
function answer(method: 'GET' | 'POST', path: string, ...answers: unknown[]) {
  requests = fakeApi({ [`${method} ${path}`]: () => (answers.length > 1 ? answers.shift() : answers[0]) });
}
const where = () => window.location.pathname + window.location.search;

function Pages() {
  return useRoutes([
    { path: '/netpay-callback', element: <NetPayCallbackPage /> },
    { path: '/razorpay-callback', element: <RazorpayCallbackPage /> },
    { path: '*', element: <p>Another page</p> },
  ]);
}

async function arriveAt(url: string) {
  window.history.replaceState(null, '', url);
  await act(() =>
    renderWithI18n(
      <BrowserRouter>
        <Pages />
      </BrowserRouter>,
    ),
  );
}
const waitSeconds = (seconds: number) => act(() => jest.advanceTimersByTimeAsync(seconds * statusRetryMs));

beforeEach(() => {
  jest.useFakeTimers();
  provideClubSettings();
});
afterEach(() => jest.useRealTimers());

describe('NetPay callback (/netpay-callback/?id&transaction_token)', () => {
  test("says 'Processing payment please wait...' and posts the callback with the id and the transaction token", async () => {
    const later = new LaterAnswer();
    requests = fakeApi({ [`POST ${netPayPath}`]: later });
    await arriveAt('/netpay-callback/?id=0042ABCDEFGH&transaction_token=txn_1');
    expect(screen.getByRole('status')).toHaveTextContent('Processing payment please wait...');
    expect(requestsTo(requests, 'POST', netPayPath)).toHaveLength(1);
    await act(() => later.give(paid));
    expect(where()).toBe('/cz/ok');
  });

  test('anything but ok goes to the failure page: a refusal, no answer, a return without its parameters', async () => {
    answer('POST', netPayPath, refused);
    await arriveAt('/netpay-callback/?id=0042ABCDEFGH&transaction_token=txn_1');
    expect(where()).toBe('/cz/ko');

    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer('POST', netPayPath, new StatusAnswer(502, ''));
    await arriveAt('/netpay-callback/?id=0042ABCDEFGH&transaction_token=txn_1');
    expect(where()).toBe('/cz/ko');
    logged.mockRestore();

    answer('POST', netPayPath, paid);
    await arriveAt('/netpay-callback/?id=0042ABCDEFGH');
    expect(where()).toBe('/cz/ko');
    expect(requestsTo(requests, 'POST', netPayPath)).toHaveLength(0);
  });

  test('a payment returned to the card goes to the failure page saying why', async () => {
    answer('POST', netPayPath, { ok: false, retry: false, refunded: 'SlotTaken' });
    await arriveAt('/netpay-callback/?id=0042ABCDEFGH&transaction_token=txn_1');
    expect(where()).toBe('/cz/ko?refunded=SlotTaken');
  });
});

describe('Razorpay callback (/razorpay-callback/?order_id&payment_id&signature)', () => {
  const url = '/razorpay-callback/?order_id=order_1&payment_id=pay_1&signature=abc123';

  test('asks the status with the order, the payment and the signature, again a second later while it says retry', async () => {
    answer('GET', razorpayPath, retry, paid);
    await arriveAt(url);
    expect(screen.getByRole('status')).toHaveTextContent('Processing payment please wait...');
    expect(requestsTo(requests, 'GET', razorpayPath)).toHaveLength(1);
    await waitSeconds(1);
    expect(requestsTo(requests, 'GET', razorpayPath)).toHaveLength(2);
    expect(where()).toBe('/cz/ok');
  });

  test('gives up after 10 more questions on the failure page', async () => {
    answer('GET', razorpayPath, retry);
    await arriveAt(url);
    await waitSeconds(statusRetries);
    expect(requestsTo(requests, 'GET', razorpayPath)).toHaveLength(statusRetries + 1);
    expect(where()).toBe('/cz/ko');
  });

  test('a refused signature or a missing parameter goes to the failure page', async () => {
    answer('GET', razorpayPath, refused);
    await arriveAt(url);
    expect(where()).toBe('/cz/ko');
    await arriveAt('/razorpay-callback/?order_id=order_1&payment_id=pay_1');
    expect(where()).toBe('/cz/ko');
    expect(requestsTo(requests, 'GET', razorpayPath)).toHaveLength(1);
  });
});
