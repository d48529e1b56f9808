import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { CheckoutInfo, CheckoutModel } from '@club/shared-contracts/checkout-entities';
import type { AppContext } from '../app-context.ts';
import { DEMO_CHECKOUT, DEMO_CUSTOMERS, DEMO_PRODUCTS } from '../db/demo-club.ts';
import { call, createTestApp, login, type LoginModel, type TestApp } from '../test-support.ts';
import { checkout, checkoutPayload, heldCourt, line, recordingProvider } from './checkout-test-support.ts';
import { UnknownCheckout } from './checkout-store.ts';

const { methods, transports } = DEMO_CHECKOUT;
const bag = DEMO_PRODUCTS.bag;

/** An app with a recording Stripe provider, Bruno logged in and a card checkout of his started. */
async function startedCheckout(t: TestContext) {
  const stripe = recordingProvider(14);
  let context: AppContext | undefined;
  const testApp = await createTestApp(t, {
    cardProviders: (ctx) => {
      context = ctx;
      return [stripe];
    },
  });
  const { app } = testApp;
  assert.ok(context);
  const bruno = await login(app, DEMO_CUSTOMERS.bruno);
  const held = await heldCourt(app, bruno);
  const answer = await call(
    app,
    'POST',
    '/api/shop/checkout-customer',
    checkoutPayload(bruno.id, {
      saleItems: [line(bag.id)],
      saleIds: held.saleIds,
      shopTransportId: transports.express.id,
      paymentMethodId: methods.stripe.id,
      saveCreditCard: true,
      customer: { email: DEMO_CUSTOMERS.bruno.email },
    }),
    bruno.token,
  );
  assert.equal(answer.body.ok, true, JSON.stringify(answer.body));
  const [charge] = stripe.charges;
  assert.ok(charge);
  return { testApp, ctx: context, stripe, bruno, held, charge, model: answer.body.model as CheckoutModel };
}

const ordersOf = async (app: TestApp['app'], bruno: LoginModel) =>
  (await call(app, 'GET', `/api/shop/customer-orders/${bruno.id}`, undefined, bruno.token)).body
    .model as Array<{
    number: string;
    total: number;
  }>;

const stockOfBag = (testApp: TestApp): number =>
  (testApp.openDb().prepare('SELECT stock FROM products WHERE id = ?').get(bag.id) as { stock: number })
    .stock;

test('a card checkout starts with its provider: the charge carries the priced total and a provider reference', async (t) => {
  const { ctx, charge, model, held, bruno } = await startedCheckout(t);
  assert.equal(model.stripe?.intentId, `pi_${charge.reference}`);
  assert.match(charge.reference, /^\d{4}[A-Z0-9]{8}$/);
  assert.equal(charge.amountCents, bag.grossCents + transports.express.priceCents + held.grossCents[0]!);
  assert.deepEqual([charge.customerId, charge.currency, charge.saveCard], [bruno.id, 'EUR', true]);
  const found = ctx.checkouts.findByReference(charge.reference);
  assert.deepEqual(
    found && { id: found.id, status: found.status, amount: found.amountCents, customer: found.customerId },
    { id: charge.checkoutId, status: 'Started', amount: charge.amountCents, customer: bruno.id },
  );
});

test('the same paid report twice writes one order; another report of a paid checkout changes nothing', async (t) => {
  const { testApp, ctx, charge, bruno, held } = await startedCheckout(t);
  const { app } = testApp;
  const before = (await ordersOf(app, bruno)).length;
  const outcome = {
    provider: 'stripe' as const,
    eventId: 'evt_1',
    checkoutId: charge.checkoutId,
    paid: true,
  };
  assert.equal(ctx.checkouts.settle(outcome), 'applied');
  assert.equal(ctx.checkouts.settle(outcome), 'duplicate');
  assert.equal(ctx.checkouts.settle({ ...outcome, eventId: 'evt_2' }), 'duplicate');

  const orders = await ordersOf(app, bruno);
  assert.equal(orders.length, before + 1);
  const paid = ctx.checkouts.find(charge.checkoutId);
  assert.equal(paid?.status, 'Paid');
  assert.equal(orders[0]?.number, paid?.saleNumber);
  assert.equal(orders[0]?.total, charge.amountCents / 100);
  assert.equal(stockOfBag(testApp), bag.stock - 1);
  const db = testApp.openDb();
  assert.deepEqual(
    {
      ...db
        .prepare('SELECT status, paid_cents, payment_method FROM booking_sales WHERE id = ?')
        .get(held.saleIds[0]!),
    },
    { status: 'Paid', paid_cents: held.grossCents[0], payment_method: methods.stripe.name },
  );
  assert.equal(
    (db.prepare('SELECT status FROM bookings WHERE id = ?').get(held.bookingId) as { status: string }).status,
    'Confirmed',
  );
  const receipts = db
    .prepare('SELECT subject FROM outbox WHERE customer_id = ? AND subject LIKE ?')
    .all(bruno.id, `%${paid?.saleNumber ?? '?'}`);
  assert.equal(receipts.length, 1, 'one receipt in his outbox (his communications)');
});

test('a report that the charge failed marks the checkout Failed and changes nothing else', async (t) => {
  const { testApp, ctx, charge, bruno, held } = await startedCheckout(t);
  const before = (await ordersOf(testApp.app, bruno)).length;
  const failed = {
    provider: 'stripe' as const,
    eventId: 'evt_f',
    checkoutId: charge.checkoutId,
    paid: false,
  };
  assert.equal(ctx.checkouts.settle(failed), 'applied');
  assert.equal(ctx.checkouts.find(charge.checkoutId)?.status, 'Failed');
  assert.equal((await ordersOf(testApp.app, bruno)).length, before);
  assert.equal(stockOfBag(testApp), bag.stock);
  const db = testApp.openDb();
  assert.deepEqual(
    { ...db.prepare('SELECT status FROM booking_sales WHERE id = ?').get(held.saleIds[0]!) },
    { status: 'Pending' },
  );
  assert.notEqual(
    (
      db.prepare('SELECT expires_at FROM bookings WHERE id = ?').get(held.bookingId) as {
        expires_at: string | null;
      }
    ).expires_at,
    null,
    'the hold runs out as it would have',
  );
});

test('a card the provider saved is kept and offered as the method’s tokenId', async (t) => {
  const { testApp, ctx, stripe: provider, charge, bruno } = await startedCheckout(t);
  ctx.checkouts.settle({
    provider: 'stripe',
    eventId: 'evt_card',
    checkoutId: charge.checkoutId,
    paid: true,
    savedCard: { token: 'pm_sandbox_4242', lastDigits: '4242' },
  });
  const savedCardId = ctx.checkouts.find(charge.checkoutId)?.savedCardId;
  assert.ok(savedCardId);
  const info = await call(
    testApp.app,
    'POST',
    '/api/shop/checkout-info-by-customer',
    { customerId: bruno.id, saleItems: [line(DEMO_PRODUCTS.balls.id)], saleIds: [] },
    bruno.token,
  );
  const stripe = (info.body.data as CheckoutInfo).paymentMethods.find(
    (method) => method.id === methods.stripe.id,
  );
  assert.equal(stripe?.tokenId, String(savedCardId));
  const redsys = (info.body.data as CheckoutInfo).paymentMethods.find(
    (method) => method.id === methods.redsys.id,
  );
  assert.equal(redsys?.tokenId, null, 'a Stripe card is not a Redsys one');
  const club = (info.body.data as CheckoutInfo).paymentMethods.find(
    (method) => method.id === methods.club.id,
  );
  assert.equal(club?.tokenId, String(savedCardId), 'pay at the club offers it as the guarantee');

  // Paying again with it sends the provider its token, never the card.
  const again = await checkout(
    testApp.app,
    checkoutPayload(bruno.id, {
      saleItems: [line(DEMO_PRODUCTS.balls.id)],
      paymentMethodId: methods.stripe.id,
      tokenId: String(savedCardId),
      guid: 'cart-guid-2',
      customer: { email: DEMO_CUSTOMERS.bruno.email },
    }),
    bruno.token,
  );
  assert.equal(again.body.ok, true, JSON.stringify(again.body));
  assert.equal(provider.charges[1]?.savedCard, 'pm_sandbox_4242');
});

test('a report of an unknown checkout is refused', async (t) => {
  const { ctx } = await startedCheckout(t);
  assert.throws(
    () => ctx.checkouts.settle({ provider: 'redsys', eventId: 'x', checkoutId: 999_999, paid: true }),
    UnknownCheckout,
  );
});

test('a newer checkout of the same cart gives up the older one, whose late paid report still writes its order', async (t) => {
  const { testApp, ctx, charge, bruno, held } = await startedCheckout(t);
  const again = await checkout(
    testApp.app,
    checkoutPayload(bruno.id, {
      saleItems: [line(bag.id)],
      saleIds: held.saleIds,
      shopTransportId: transports.express.id,
      paymentMethodId: methods.stripe.id,
      customer: { email: DEMO_CUSTOMERS.bruno.email },
    }),
    bruno.token,
  );
  assert.equal(again.body.ok, true, JSON.stringify(again.body));
  assert.equal(ctx.checkouts.find(charge.checkoutId)?.status, 'Failed');
  // The customer paid on the first page after all: that payment is not lost.
  assert.equal(
    ctx.checkouts.settle({
      provider: 'stripe',
      eventId: 'evt_late',
      checkoutId: charge.checkoutId,
      paid: true,
    }),
    'applied',
  );
  assert.equal(ctx.checkouts.find(charge.checkoutId)?.status, 'Paid');
});
