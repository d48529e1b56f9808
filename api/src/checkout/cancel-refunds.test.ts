// A cancel gives back what was paid, by the method that paid it, never the coupon's discount: the money voucher
// gets back what the voucher paid, the card what the card paid (a refund through its provider).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CheckoutModel } from '@club/shared-contracts/checkout-entities';
import { DEMO_CHECKOUT, DEMO_CUSTOMERS } from '../db/demo-club.ts';
import { call, createTestApp, login, type TestApp } from '../test-support.ts';
import {
  checkout,
  checkoutPayload,
  heldCourt,
  confirmOnStripeSandbox,
  refundRunnerOf,
  stripeStatus,
} from './checkout-test-support.ts';
import { paidParts } from './pricing.ts';

const { methods, coupons } = DEMO_CHECKOUT;

const cancel = (app: TestApp['app'], bookingId: number, customer: { id: number; token: string }) =>
  call(app, 'POST', `/api/publicbookings/cancel/${bookingId}/${customer.id}`, undefined, customer.token);

test('paidParts shares a coupon out in proportion to the lines, to the cent', () => {
  assert.deepEqual(paidParts([2000, 1000], 300), [1800, 900]);
  assert.deepEqual(paidParts([1000, 1000, 1000], 100), [966, 967, 967]);
  assert.deepEqual(paidParts([500], 900), [0], 'never below 0');
  assert.deepEqual(paidParts([1200, 800], 0), [1200, 800]);
});

test('a booking paid with a money voucher and a coupon gives the voucher back what it paid, not the price', async (t) => {
  const testApp = await createTestApp(t);
  const { app } = testApp;
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  const db = testApp.openDb();
  const wallet = db
    .prepare(
      `SELECT v.id, v.balance_cents, o.name FROM customer_vouchers v JOIN voucher_offers o ON o.id = v.offer_id
       WHERE v.customer_id = ? AND o.kind = 'Money'`,
    )
    .get(ana.id) as { id: number; balance_cents: number; name: string };
  const held = await heldCourt(app, ana);
  const price = held.grossCents[0] ?? 0;
  const paid = price - Math.round((price * coupons.percent.amount) / 100);
  const answer = await checkout(
    app,
    checkoutPayload(ana.id, {
      saleIds: held.saleIds,
      paymentMethodId: methods.wallet.id,
      voucherId: wallet.id,
      promoCode: coupons.percent.code,
      customer: { email: DEMO_CUSTOMERS.ana.email },
    }),
    ana.token,
  );
  assert.equal(answer.body.ok, true, JSON.stringify(answer.body));
  const balance = () =>
    (
      db.prepare('SELECT balance_cents FROM customer_vouchers WHERE id = ?').get(wallet.id) as {
        balance_cents: number;
      }
    ).balance_cents;
  assert.equal(balance(), wallet.balance_cents - paid, 'the voucher paid the price less the coupon');

  const cancelled = await cancel(app, held.bookingId, ana);
  assert.deepEqual(cancelled.body, {
    ok: true,
    infoReturns: [{ paymentMethod: wallet.name, amount: paid / 100 }],
  });
  assert.equal(balance(), wallet.balance_cents, 'the voucher gets back exactly what it paid');
});

test('a booking paid by card with a coupon is refunded to the card what the card paid, through the provider', async (t) => {
  const testApp = await createTestApp(t);
  const { app } = testApp;
  const elena = await login(app, DEMO_CHECKOUT.customer);
  const held = await heldCourt(app, elena);
  const price = held.grossCents[0] ?? 0;
  const paid = price - coupons.money.amount;
  const started = await app.inject({
    method: 'POST',
    url: '/api/shop/checkout-customer',
    headers: { authorization: `Bearer ${elena.token}`, origin: 'http://localhost:4100' },
    payload: checkoutPayload(elena.id, {
      saleIds: held.saleIds,
      paymentMethodId: methods.stripe.id,
      promoCode: coupons.money.code,
    }),
  });
  const intentId = await confirmOnStripeSandbox(app, started.json<{ model: CheckoutModel }>().model);
  assert.equal((await stripeStatus(app, intentId)).ok, true);

  const cancelled = await cancel(app, held.bookingId, elena);
  assert.deepEqual(cancelled.body, {
    ok: true,
    infoReturns: [{ paymentMethod: methods.stripe.name, amount: paid / 100 }],
  });
  const db = testApp.openDb();
  const refund = () =>
    ({
      ...db
        .prepare(
          "SELECT payment_ref, amount_cents, reason, status FROM payment_refunds WHERE reason = 'Cancelled'",
        )
        .get(),
    }) as Record<string, unknown>;
  assert.deepEqual(refund(), {
    payment_ref: intentId,
    amount_cents: paid,
    reason: 'Cancelled',
    status: 'Due',
  });
  await refundRunnerOf(testApp).settleDue();
  assert.equal(refund().status, 'Refunded');
  assert.deepEqual(
    db
      .prepare('SELECT payment_intent, amount_cents FROM stripe_sandbox_refunds')
      .all()
      .map((row) => ({ ...row })),
    [{ payment_intent: intentId, amount_cents: paid }],
    'the sandbox refunded the card what it paid',
  );
});
