// Transbank through the API as the browser goes: the card inscription (tokenize, Oneclick's page, the return to
// /checkout, process-tokenization), then the checkout's Webpay transaction paid on the sandbox's page, and the four
// cases of its return (paid or rejected, aborted, timeout, invalid), each settled once.
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { CheckoutModel, TransbankStart } from '@club/shared-contracts/checkout-entities';
import type { FastifyInstance } from 'fastify';
import { checkoutPayload, line } from '../../checkout/checkout-test-support.ts';
import { DEMO_CHECKOUT, DEMO_CUSTOMERS, DEMO_PRODUCTS } from '../../db/demo-club.ts';
import { call, createTestApp, login, type LoginModel, type TestApp } from '../../test-support.ts';
import { createTransbankProvider, transbankAccountFrom } from './transbank-provider.ts';
import { TOKENIZATION_TEXTS } from './transbank-tokenization.ts';

const SITE = 'http://localhost:4100';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const APPROVED = '4051885600446623';
const REJECTED = '5186059559590568';

const postForm = (app: FastifyInstance, url: string, fields: Record<string, string>) =>
  app.inject({ method: 'POST', url, headers: FORM, payload: new URLSearchParams(fields).toString() });

/** Where an onward page sends the browser (its meta refresh). */
function onward(html: string): string {
  const target = /content="0;url=([^"]+)"/.exec(html)?.[1];
  assert.ok(target, html);
  return target.replace(/&#38;|&amp;/g, '&');
}

/** The path and query of an absolute address the sandbox redirected to. */
const local = (location: string | string[] | undefined): string => {
  const url = new URL(String(location));
  assert.equal(url.origin, SITE);
  return `${url.pathname}${url.search}`;
};

async function transbankCheckout(app: FastifyInstance, bruno: LoginModel, tokenId: string | null) {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/shop/checkout-customer',
    headers: { authorization: `Bearer ${bruno.token}`, origin: SITE },
    payload: checkoutPayload(bruno.id, {
      saleItems: [line(DEMO_PRODUCTS.balls.id, 2)],
      paymentMethodId: DEMO_CHECKOUT.methods.transbank.id,
      tokenId,
      customer: { email: DEMO_CUSTOMERS.bruno.email },
    }),
  });
  const body = answer.json<{ ok: boolean; model: CheckoutModel }>();
  assert.equal(body.ok, true, answer.body);
  assert.ok(body.model.transbank);
  return body.model.transbank;
}

/** The card inscription as the page and the browser go through it; answers process-tokenization's answer. */
async function inscribe(
  app: FastifyInstance,
  bruno: LoginModel,
  card: typeof APPROVED | typeof REJECTED | 'abandon',
) {
  const started = await app.inject({
    method: 'POST',
    url: `/api/transbank/tokenize/${bruno.id}?fromPublic=true`,
    headers: { authorization: `Bearer ${bruno.token}`, origin: SITE },
    payload: { parameters: '{"couponCode":"CLUB10"}' },
  });
  const redirectUrl = new URL(started.json<{ model: { redirectUrl: string } }>().model.redirectUrl, SITE);
  assert.equal(redirectUrl.pathname, '/api/transbank-sandbox/oneclick');
  const token = redirectUrl.searchParams.get('TBK_TOKEN') ?? '';
  assert.equal((await postForm(app, redirectUrl.pathname, { TBK_TOKEN: token })).statusCode, 200);
  const fields: Record<string, string> =
    card === 'abandon'
      ? { action: 'abort' }
      : { action: 'enroll', number: card, expiry: '12/34', cvv: '123' };
  const back = await postForm(app, `/api/transbank-sandbox/oneclick/${token}`, fields);
  assert.equal(back.statusCode, 303);
  const checkoutPage = new URL(
    onward((await app.inject({ method: 'GET', url: local(back.headers.location) })).body),
    SITE,
  );
  assert.equal(checkoutPage.pathname, '/checkout');
  const requestId = checkoutPage.searchParams.get('tbkRqId') ?? '';
  const tbkToken = checkoutPage.searchParams.get('TBK_TOKEN') ?? '';
  return {
    requestId,
    tbkToken,
    answer: await call(
      app,
      'POST',
      `/api/transbank/process-tokenization/${requestId}?TBK_TOKEN=${tbkToken}`,
      undefined,
      bruno.token,
    ),
  };
}

/** Pays on the Webpay sandbox page (a card, the inscribed one, or the way back): the return's onward path. */
async function payOnWebpay(app: FastifyInstance, transbank: TransbankStart, action: Record<string, string>) {
  assert.equal((await postForm(app, transbank.url, { token_ws: transbank.token })).statusCode, 200);
  const back = await postForm(app, `/api/transbank-sandbox/webpay/${transbank.token}`, action);
  assert.equal(back.statusCode, 303);
  const returned = local(back.headers.location);
  return { returned, onward: onward((await app.inject({ method: 'GET', url: returned })).body) };
}

async function started(t: TestContext) {
  const testApp = await createTestApp(t);
  const bruno = await login(testApp.app, DEMO_CUSTOMERS.bruno);
  return { testApp, app: testApp.app, bruno };
}

const ordersOf = async (app: FastifyInstance, bruno: LoginModel) =>
  (
    (await call(app, 'GET', `/api/shop/customer-orders/${bruno.id}`, undefined, bruno.token)).body
      .model as unknown[]
  ).length;

const statusOf = (testApp: TestApp, bruno: LoginModel) =>
  (
    testApp
      .openDb()
      .prepare('SELECT status FROM checkouts WHERE customer_id = ? ORDER BY id DESC LIMIT 1')
      .get(bruno.id) as { status: string }
  ).status;

const withCard = { action: 'pay', number: APPROVED, expiry: '12/34', cvv: '123' };

test('a card saved with Oneclick gives back its id and the kept parameters, then pays on Webpay: /cz/ok', async (t) => {
  const { testApp, app, bruno } = await started(t);
  const before = await ordersOf(app, bruno);
  const { answer } = await inscribe(app, bruno, APPROVED);
  assert.equal(answer.body.ok, true, JSON.stringify(answer.body));
  const model = answer.body.model as { id: string; parameters: string };
  assert.equal(model.parameters, '{"couponCode":"CLUB10"}');
  const transbank = await transbankCheckout(app, bruno, model.id);
  const paid = await payOnWebpay(app, transbank, { action: 'saved' });
  assert.equal(paid.returned, `/api/transbank/return?token_ws=${transbank.token}`);
  assert.equal(paid.onward, '/cz/ok');
  assert.equal(await ordersOf(app, bruno), before + 1);
  assert.equal(statusOf(testApp, bruno), 'Paid');
});

test('a rejected card on Webpay settles the checkout not paid: /cz/ko', async (t) => {
  const { testApp, app, bruno } = await started(t);
  const before = await ordersOf(app, bruno);
  const transbank = await transbankCheckout(app, bruno, null);
  const { onward: target } = await payOnWebpay(app, transbank, { ...withCard, number: REJECTED });
  assert.equal(target, '/cz/ko');
  assert.equal(await ordersOf(app, bruno), before);
  assert.equal(statusOf(testApp, bruno), 'Failed');
});

test('the same return twice commits and pays once, and both go on to /cz/ok', async (t) => {
  const { app, bruno } = await started(t);
  const before = await ordersOf(app, bruno);
  const transbank = await transbankCheckout(app, bruno, null);
  const { returned } = await payOnWebpay(app, transbank, withCard);
  const again = await postForm(app, '/api/transbank/return', { token_ws: transbank.token });
  assert.equal(onward(again.body), '/cz/ok');
  assert.equal(await ordersOf(app, bruno), before + 1);
  assert.equal(onward((await app.inject({ method: 'GET', url: returned })).body), '/cz/ok');
  assert.equal(await ordersOf(app, bruno), before + 1);
});

test('an aborted payment and a timed-out one end not paid on /cz/ko', async (t) => {
  const { testApp, app, bruno } = await started(t);
  const aborted = await transbankCheckout(app, bruno, null);
  const cancelled = await payOnWebpay(app, aborted, { action: 'abort' });
  assert.match(cancelled.returned, /TBK_TOKEN=.*TBK_ORDEN_COMPRA=.*TBK_ID_SESION=/);
  assert.equal(cancelled.onward, '/cz/ko');
  assert.equal(statusOf(testApp, bruno), 'Failed');
  const late = await transbankCheckout(app, bruno, null);
  const timedOut = await payOnWebpay(app, late, { action: 'timeout' });
  assert.doesNotMatch(timedOut.returned, /TBK_TOKEN|token_ws/);
  assert.equal(timedOut.onward, '/cz/ko');
  assert.equal(statusOf(testApp, bruno), 'Failed');
});

test('an invalid or forged return changes nothing and goes to /cz/ko', async (t) => {
  const { testApp, app, bruno } = await started(t);
  const transbank = await transbankCheckout(app, bruno, null);
  await postForm(app, transbank.url, { token_ws: transbank.token });
  await postForm(app, `/api/transbank-sandbox/webpay/${transbank.token}`, withCard).then(() => undefined);
  // Both tokens: invalid, though the payment itself went through.
  const invalid = await postForm(app, '/api/transbank/return', {
    token_ws: transbank.token,
    TBK_TOKEN: 'x1',
  });
  assert.equal(onward(invalid.body), '/cz/ko');
  const unknown = await app.inject({ method: 'GET', url: '/api/transbank/return?token_ws=forgedtoken' });
  assert.equal(onward(unknown.body), '/cz/ko');
  const wrongSession = await app.inject({
    method: 'GET',
    url: '/api/transbank/return?TBK_ORDEN_COMPRA=0000AAAAAAAA&TBK_ID_SESION=1',
  });
  assert.equal(onward(wrongSession.body), '/cz/ko');
  assert.equal(statusOf(testApp, bruno), 'Started');
});

test("a rejected, abandoned or someone else's inscription saves no card", async (t) => {
  const { testApp, app, bruno } = await started(t);
  const rejected = await inscribe(app, bruno, REJECTED);
  assert.deepEqual(rejected.answer.body, { ok: false, errorMsg: TOKENIZATION_TEXTS.failed });
  const abandoned = await inscribe(app, bruno, 'abandon');
  assert.deepEqual(abandoned.answer.body, { ok: false, errorMsg: TOKENIZATION_TEXTS.failed });
  const saved = await inscribe(app, bruno, APPROVED);
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  const other = await call(
    app,
    'POST',
    `/api/transbank/process-tokenization/${saved.requestId}?TBK_TOKEN=${saved.tbkToken}`,
    undefined,
    ana.token,
  );
  assert.deepEqual(other.body, { ok: false, errorMsg: TOKENIZATION_TEXTS.failed });
  const cards = testApp
    .openDb()
    .prepare("SELECT count(*) AS count FROM card_tokens WHERE provider = 'transbank'")
    .get() as { count: number };
  assert.equal(cards.count, 1);
});

test('a card inscription from a site the club does not list is refused: Oneclick would send the customer there', async (t) => {
  const { app, bruno } = await started(t);
  for (const origin of ['https://phishing.example', undefined]) {
    const answer = await app.inject({
      method: 'POST',
      url: `/api/transbank/tokenize/${bruno.id}?fromPublic=true`,
      headers: { authorization: `Bearer ${bruno.token}`, ...(origin ? { origin } : {}) },
      payload: { parameters: '{}' },
    });
    assert.deepEqual(answer.json(), { ok: false, errorMsg: TOKENIZATION_TEXTS.noSite });
  }
});

test('a paid transaction is refunded once per reference and never beyond what it charged', async (t) => {
  const { testApp, app, bruno } = await started(t);
  const transbank = await transbankCheckout(app, bruno, null);
  await payOnWebpay(app, transbank, withCard);
  const { amount_cents: charged } = testApp
    .openDb()
    .prepare('SELECT amount_cents FROM checkouts WHERE customer_id = ? ORDER BY id DESC LIMIT 1')
    .get(bruno.id) as { amount_cents: number };
  const provider = createTransbankProvider(
    transbankAccountFrom({}, testApp.openDb(), () => new Date()).gateway,
  );
  const first = await provider.refund?.(transbank.token, charged, 'R1');
  assert.equal(first?.refunded, true);
  assert.deepEqual(await provider.refund?.(transbank.token, charged, 'R1'), first);
  assert.deepEqual(await provider.refund?.(transbank.token, 1, 'R2'), { refunded: false });
});
