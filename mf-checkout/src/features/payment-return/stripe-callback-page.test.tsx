import { act, screen } from '@testing-library/react';
import { fakeApi, requestsTo, StatusAnswer, type SentRequest } from '@club/shared-contracts/api/test-fetch';
import type { PaymentStatus } from '@club/shared-contracts/checkout-entities';
import { BrowserRouter, useRoutes } from '@club/shared-ui/router';
import { provideClubSettings, renderWithI18n } from '@club/shared-ui/testing';
import { StripeCallbackPage } from './stripe-callback-page';
import { statusRetries, statusRetryMs } from './payment-status-polling';

const statusPath = (intentId: string) => `/api/stripe/status/${intentId}`;
const retry: PaymentStatus = { ok: false, retry: true, tokenId: null };
const paid: PaymentStatus = { ok: true, retry: false, tokenId: null };

let requests: SentRequest[];
/** The status answers, in order; the last one repeats. */
function answerStatus(intentId: string, ...statuses: unknown[]) {
  requests = fakeApi({
    [`GET ${statusPath(intentId)}`]: () => (statuses.length > 1 ? statuses.shift() : statuses[0]),
  });
}
const statusCalls = (intentId: string) => requestsTo(requests, 'GET', statusPath(intentId)).length;
const where = () => window.location.pathname + window.location.search;

// The page leaves for another route, as in the site (renderAtPath waits on timers, which are fake here).
function Pages() {
  return useRoutes([
    { path: '/stripe-callback', element: <StripeCallbackPage /> },
    { path: '*', element: <p>Another page</p> },
  ]);
}

async function arriveAt(search: string) {
  window.history.replaceState(null, '', `/stripe-callback${search}`);
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

test("says 'Processing payment please wait...' while it asks for the status", async () => {
  answerStatus('pi_1', retry, paid);
  await arriveAt('?payment_intent=pi_1');
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('Processing payment please wait...');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Processing payment please wait...');
  expect(document.title).toBe('Processing payment please wait... · Club Test');
});

test('asks again a second later while the server says retry, then goes to the success page', async () => {
  answerStatus('pi_1', retry, retry, paid);
  await arriveAt('?payment_intent=pi_1&payment_intent_client_secret=s&redirect_status=succeeded');
  expect(statusCalls('pi_1')).toBe(1);
  await waitSeconds(1);
  expect(statusCalls('pi_1')).toBe(2);
  expect(where()).toMatch(/^\/stripe-callback/);
  await waitSeconds(1);
  expect(statusCalls('pi_1')).toBe(3);
  expect(where()).toBe('/cz/ok');
});

test('goes back to the checkout with the saved card when a card setup ended well', async () => {
  answerStatus('seti_1', { ok: true, retry: false, tokenId: 'pm_saved_9' });
  await arriveAt('?setup_intent=seti_1');
  expect(where()).toBe('/checkout?stripe_token=pm_saved_9');
});

test('goes to the failure page when the payment did not end well', async () => {
  answerStatus('pi_2', { ok: false, retry: false, tokenId: null });
  await arriveAt('?payment_intent=pi_2');
  expect(where()).toBe('/cz/ko');
});

test('gives up after 10 more questions, a second apart, on the failure page', async () => {
  answerStatus('pi_3', retry);
  await arriveAt('?payment_intent=pi_3');
  await waitSeconds(statusRetries - 1);
  expect(statusCalls('pi_3')).toBe(statusRetries);
  expect(where()).toMatch(/^\/stripe-callback/);
  await waitSeconds(1);
  expect(statusCalls('pi_3')).toBe(statusRetries + 1);
  expect(where()).toBe('/cz/ko');
  await waitSeconds(5);
  expect(statusCalls('pi_3')).toBe(statusRetries + 1);
});

test('goes to the failure page when no answer comes', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  answerStatus('pi_4', new StatusAnswer(502, ''));
  await arriveAt('?payment_intent=pi_4');
  expect(where()).toBe('/cz/ko');
  expect(logged).toHaveBeenCalledWith('The payment status could not be read', expect.anything());
  logged.mockRestore();
});

test('goes to the failure page without an intent to ask about', async () => {
  answerStatus('pi_5', paid);
  await arriveAt('');
  expect(where()).toBe('/cz/ko');
  expect(requests).toHaveLength(0);
});

test('a setup that ended well without a card goes to the failure page', async () => {
  answerStatus('seti_2', paid);
  await arriveAt('?setup_intent=seti_2');
  expect(where()).toBe('/cz/ko');
});

test('goes to the failure page saying why when the payment was returned to the card', async () => {
  answerStatus('pi_6', { ok: false, retry: false, tokenId: null, refunded: 'SlotTaken' });
  await arriveAt('?payment_intent=pi_6');
  expect(where()).toBe('/cz/ko?refunded=SlotTaken');
});
