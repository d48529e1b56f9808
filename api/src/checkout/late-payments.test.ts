// A card payment that arrives after the hold of what it pays lapsed: it confirms the slot when nobody took it, and is
// refunded through the provider (with the order recording the refund) when the slot went to someone else.
import assert from 'node:assert/strict';
import { describe, test, type TestContext } from 'node:test';
import type { CheckoutResult } from '@club/shared-contracts/checkout-entities';
import type { Order } from '@club/shared-contracts/entities';
import { DEMO_CHECKOUT, DEMO_CUSTOMERS } from '../db/demo-club.ts';
import { payOnRedsysPage } from '../payments/redsys/redsys-test-support.ts';
import { call, createTestApp, login } from '../test-support.ts';
import { CARD_STEP_MINUTES } from './card-step-holds.ts';
import { listOutbox } from '../comms/outbox-repository.ts';
import { ORDER_TEXTS } from './checkout-texts.ts';
import { euros } from './receipt-mail.ts';
import {
  checkoutFromSite,
  checkoutPayload,
  ELENA,
  heldCourt,
  payOnStripeSandbox,
  testClock,
} from './checkout-test-support.ts';

const { methods } = DEMO_CHECKOUT;

/** Elena holds a court and starts paying it by card; the clock then passes the card step's hold. */
async function lapsedCardStep(t: TestContext, methodId: number) {
  const clock = testClock();
  const testApp = await createTestApp(t, { now: clock.now });
  const { app } = testApp;
  const elena = await login(app, ELENA);
  const held = await heldCourt(app, elena);
  const model = await checkoutFromSite(
    app,
    checkoutPayload(elena.id, { saleIds: held.saleIds, paymentMethodId: methodId }),
    elena.token,
  );
  clock.pass(CARD_STEP_MINUTES + 1);
  const db = testApp.openDb();
  const bookingOf = (bookingId: number) => ({
    ...db.prepare('SELECT status FROM bookings WHERE id = ?').get(bookingId),
    units: (
      db.prepare('SELECT COUNT(*) AS units FROM booking_slot_units WHERE booking_id = ?').get(bookingId) as {
        units: number;
      }
    ).units,
  });
  const refunds = () =>
    db
      .prepare('SELECT provider, payment_ref, amount_cents, reason, status FROM payment_refunds')
      .all()
      .map((row) => ({ ...row }));
  const orders = async (): Promise<Order[]> => {
    const list = (await call(app, 'GET', `/api/shop/customer-orders/${elena.id}`, undefined, elena.token))
      .body.model as Array<{ id: number }>;
    return Promise.all(
      list.map(
        async (order) =>
          (
            await call(
              app,
              'GET',
              `/api/shop/customer-orders/${elena.id}/${order.id}`,
              undefined,
              elena.token,
            )
          ).body.model as Order,
      ),
    );
  };
  return { testApp, app, db, clock, elena, held, model, bookingOf, refunds, orders };
}

/** Bruno books the same court at the same time: the slot Elena's lapsed hold left free is his now. */
async function brunoTakesTheSlot(app: Awaited<ReturnType<typeof lapsedCardStep>>['app']) {
  const bruno = await login(app, DEMO_CUSTOMERS.bruno);
  return heldCourt(app, bruno);
}

describe('a card payment after its hold lapsed', () => {
  test('with the slot taken by someone else, Stripe refunds it, the order records the refund, the status says so', async (t) => {
    const { app, model, held, bookingOf, refunds, orders, db, elena } = await lapsedCardStep(
      t,
      methods.stripe.id,
    );
    const bruno = await brunoTakesTheSlot(app);
    const ordersBefore = (await orders()).length;

    const status = await payOnStripeSandbox(app, model);
    assert.deepEqual(status, { ok: false, retry: false, tokenId: null, refunded: 'SlotTaken' });
    const price = held.grossCents[0] ?? 0;
    assert.deepEqual(refunds(), [
      {
        provider: 'stripe',
        payment_ref: model.stripe?.intentId,
        amount_cents: price,
        reason: 'SlotTaken',
        status: 'Refunded',
      },
    ]);
    assert.deepEqual(
      db
        .prepare('SELECT payment_intent, amount_cents FROM stripe_sandbox_refunds')
        .all()
        .map((row) => ({ ...row })),
      [{ payment_intent: model.stripe?.intentId, amount_cents: price }],
      'the sandbox gave the card its money back',
    );
    assert.deepEqual(
      bookingOf(held.bookingId),
      { status: 'Pending', units: 0 },
      'Elena did not get the slot',
    );
    assert.deepEqual(bookingOf(bruno.bookingId), { status: 'Pending', units: 6 }, "Bruno's hold stands");
    const all = await orders();
    assert.equal(all.length, ordersBefore + 1, 'the payment has its order');
    const [refunded] = all;
    assert.equal(refunded?.total, price / 100);
    assert.equal(refunded?.paymentMethod, `${methods.stripe.name} · Devuelto ${euros(price)}`);
    const [mail] = listOutbox(db, elena.id);
    assert.equal(mail?.subject.includes(refunded?.number ?? '-'), true, 'the order’s receipt is mailed');
    assert.ok(mail?.body.includes(ORDER_TEXTS.receiptRefunded.SlotTaken), 'saying why the payment went back');
    assert.ok(mail?.body.includes(`${ORDER_TEXTS.refundedToCard}: ${euros(price)}`));
    // A second status read changes nothing.
    const again = (await call(app, 'GET', `/api/stripe/status/${model.stripe?.intentId}`)).body;
    assert.equal(again.refunded, 'SlotTaken');
    assert.equal(refunds().length, 1);
  });

  test('with the slot still free, the payment takes it back and confirms the booking', async (t) => {
    const { app, model, held, bookingOf, refunds } = await lapsedCardStep(t, methods.stripe.id);
    const status = await payOnStripeSandbox(app, model);
    assert.deepEqual(status, { ok: true, retry: false, tokenId: null });
    assert.deepEqual(bookingOf(held.bookingId), { status: 'Confirmed', units: 6 });
    assert.deepEqual(refunds(), []);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    await assert.rejects(heldCourt(app, bruno), /prebook failed/, 'the slot is Elena’s for good');
  });

  test('with Redsys, the refund is automatic (transaction 3) and the return page can read that the slot was taken', async (t) => {
    const { app, model, held, refunds, elena, db } = await lapsedCardStep(t, methods.redsys.id);
    await brunoTakesTheSlot(app);
    assert.ok(model.redsysData);
    const back = await payOnRedsysPage(app, model.redsysData, '4548812049400004');
    assert.equal(back.pathname, '/cz/ok', 'Redsys authorised the charge, so the customer returns to /cz/ok');
    const answered = JSON.parse(
      Buffer.from(back.searchParams.get('Ds_MerchantParameters') ?? '', 'base64').toString(),
    ) as { Ds_Order: string };
    const order = answered.Ds_Order;
    const result = await call(app, 'GET', `/api/shop/checkout-result/${order}`, undefined, elena.token);
    assert.deepEqual(result.body, {
      ok: true,
      model: { status: 'Refunded', refunded: 'SlotTaken' } satisfies CheckoutResult,
    });
    const price = held.grossCents[0] ?? 0;
    assert.deepEqual(refunds(), [
      {
        provider: 'redsys',
        payment_ref: order,
        amount_cents: price,
        reason: 'SlotTaken',
        status: 'Refunded',
      },
    ]);
    assert.deepEqual(
      db
        .prepare('SELECT order_ref, amount_cents FROM redsys_sandbox_refunds')
        .all()
        .map((row) => ({ ...row })),
      [{ order_ref: order, amount_cents: price }],
    );
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const other = await call(app, 'GET', `/api/shop/checkout-result/${order}`, undefined, bruno.token);
    assert.equal(other.status, 403, 'only the checkout’s customer reads its result');
  });
});
