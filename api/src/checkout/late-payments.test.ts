// A card payment that arrives after the hold of what it pays lapsed: it confirms the slot (or a joined match's place)
// when it is still to be had, and is refunded through the provider (with the order recording the refund) when it
// went to someone else.
import assert from 'node:assert/strict';
import { describe, test, type TestContext } from 'node:test';
import type {
  CheckoutModel,
  CheckoutResult,
  PaymentRefundReason,
} from '@club/shared-contracts/checkout-entities';
import type { Order } from '@club/shared-contracts/entities';
import type { BookingInfo } from '@club/shared-contracts/booking-entities';
import { giveLevel, info, join } from '../bookings/booking-test-support.ts';
import { DEMO_BYPLACE, DEMO_CHECKOUT, DEMO_CUSTOMERS } from '../db/demo-club.ts';
import { payOnRedsysPage } from '../payments/redsys/redsys-test-support.ts';
import { call, createTestApp, login, type TestApp } from '../test-support.ts';
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

/** What a customer holds unpaid: a court booking (heldCourt) or a place joined (heldPlace). */
type Held = Awaited<ReturnType<typeof heldCourt>>;

/** A customer joins a by-place booking: the place's booking and its sale, held unpaid. */
async function heldPlace(
  app: TestApp['app'],
  customer: { id: number; token: string },
  bookingId: number,
): Promise<Held> {
  const answer = await join(app, { customerId: customer.id, bookingId }, customer.token);
  assert.equal(answer.body.ok, true, JSON.stringify(answer.body));
  const sale = answer.body.model as { id: number; total: number };
  return { bookingId, saleIds: [sale.id], grossCents: [Math.round(sale.total * 100)] };
}

/**
 * Elena holds a court (or, with `hold`, something else) and starts paying it by card; `whilePaying` does what she
 * does while the card step runs, and the clock then passes the card step's hold.
 */
async function lapsedCardStep(
  t: TestContext,
  methodId: number,
  hold: (testApp: TestApp, elena: { id: number; token: string }) => Promise<Held> = (testApp, elena) =>
    heldCourt(testApp.app, elena),
  whilePaying: (
    app: TestApp['app'],
    elena: { id: number; token: string },
    held: Held,
  ) => Promise<void> = () => Promise.resolve(),
) {
  const clock = testClock();
  const testApp = await createTestApp(t, { now: clock.now });
  const { app } = testApp;
  const elena = await login(app, ELENA);
  const held = await hold(testApp, elena);
  const model = await checkoutFromSite(
    app,
    checkoutPayload(elena.id, { saleIds: held.saleIds, paymentMethodId: methodId }),
    elena.token,
  );
  await whilePaying(app, elena, held);
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

/** Elena leaves (or cancels) what she holds, as the cart's removal or My bookings does. */
async function cancelWhilePaying(app: TestApp['app'], elena: { id: number; token: string }, held: Held) {
  const answer = await call(
    app,
    'POST',
    `/api/publicbookings/cancel/${held.bookingId}/${elena.id}`,
    undefined,
    elena.token,
  );
  assert.equal(answer.body.ok, true, JSON.stringify(answer.body));
}

/** The refund record of a Stripe payment given back to the card, as payment_refunds keeps it once it is done. */
const refundedByStripe = (model: CheckoutModel, amount: number | undefined, reason: PaymentRefundReason) => ({
  provider: 'stripe',
  payment_ref: model.stripe?.intentId,
  amount_cents: amount,
  reason,
  status: 'Refunded',
});

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
    assert.deepEqual(refunds(), [refundedByStripe(model, price, 'SlotTaken')]);
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

describe('a card payment for what the customer cancelled while paying', () => {
  test('for a court booking she cancelled, Stripe refunds it as CancelledWhilePaying and the slot stays free', async (t) => {
    const { app, model, held, bookingOf, refunds } = await lapsedCardStep(
      t,
      methods.stripe.id,
      undefined,
      cancelWhilePaying,
    );

    const status = await payOnStripeSandbox(app, model);
    assert.deepEqual(status, { ok: false, retry: false, tokenId: null, refunded: 'CancelledWhilePaying' });
    assert.deepEqual(refunds(), [refundedByStripe(model, held.grossCents[0], 'CancelledWhilePaying')]);
    assert.deepEqual(bookingOf(held.bookingId), { status: 'Cancelled', units: 0 });
  });

  test('for a place she left in a match with places free, Stripe refunds it and Elena does not play', async (t) => {
    const { openMatch } = DEMO_BYPLACE.bookings;
    const { app, db, model, held, refunds, elena } = await lapsedCardStep(
      t,
      methods.stripe.id,
      (testApp, customer) => {
        giveLevel(testApp, customer.id, 'Padel', 3);
        return heldPlace(testApp.app, customer, openMatch.id);
      },
      cancelWhilePaying,
    );

    const status = await payOnStripeSandbox(app, model);
    assert.deepEqual(status, { ok: false, retry: false, tokenId: null, refunded: 'CancelledWhilePaying' });
    assert.deepEqual(refunds(), [refundedByStripe(model, held.grossCents[0], 'CancelledWhilePaying')]);
    const [saleId = -1] = held.saleIds;
    assert.deepEqual(
      { ...db.prepare('SELECT status, cancel_reason FROM booking_sales WHERE id = ?').get(saleId) },
      { status: 'Cancelled', cancel_reason: 'Left' },
    );
    const players = ((await info(app, openMatch.id)).body.model as BookingInfo).players.map(
      (player) => player.customerId,
    );
    assert.equal(players.includes(elena.id), false, 'Elena does not play');
  });
});

describe('a card payment for a joined place after its hold lapsed', () => {
  const { openMatch, oneFreePlace } = DEMO_BYPLACE.bookings;

  /** The customers playing a by-place booking, as its info shows them. */
  const playersOf = async (app: TestApp['app'], bookingId: number): Promise<number[]> =>
    ((await info(app, bookingId)).body.model as BookingInfo).players
      .filter((player) => !player.isPlaceholder)
      .map((player) => player.customerId);

  /** A place's sale: its status, and how many places it holds for good (no hold running). */
  const placeOf = (db: ReturnType<TestApp['openDb']>, saleId: number) => ({
    ...db.prepare('SELECT status FROM booking_sales WHERE id = ?').get(saleId),
    rows: (
      db
        .prepare('SELECT COUNT(*) AS n FROM booking_players WHERE sale_id = ? AND expires_at IS NULL')
        .get(saleId) as {
        n: number;
      }
    ).n,
  });

  test('with a place still free, the payment takes a place back and Elena plays, nothing refunded', async (t) => {
    const { testApp, app, db, model, held, refunds, elena } = await lapsedCardStep(
      t,
      methods.stripe.id,
      (testApp, customer) => {
        // The open match is competitive (2,5 to 4): its rules take players with a level in range.
        giveLevel(testApp, customer.id, 'Padel', 3);
        return heldPlace(testApp.app, customer, openMatch.id);
      },
    );
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    giveLevel(testApp, bruno.id, 'Padel', 3);
    // Bruno's join settles the match: Elena's lapsed place is freed and her sale cancelled; one place stays free.
    await heldPlace(app, bruno, openMatch.id);
    const [saleId = -1] = held.saleIds;
    assert.deepEqual(placeOf(db, saleId), { status: 'Cancelled', rows: 0 });
    assert.equal((await playersOf(app, openMatch.id)).includes(elena.id), false);

    const status = await payOnStripeSandbox(app, model);
    assert.deepEqual(status, { ok: true, retry: false, tokenId: null });
    assert.deepEqual(placeOf(db, saleId), { status: 'Paid', rows: 1 }, 'the place is hers, paid, no hold');
    const players = await playersOf(app, openMatch.id);
    assert.equal(players.includes(elena.id), true, 'Elena plays');
    assert.equal(players.includes(bruno.id), true, 'Bruno keeps his place');
    assert.equal(players.length, openMatch.places, 'the match is full now');
    assert.deepEqual(refunds(), []);
  });

  test('with the last place taken by someone else, Stripe refunds it as SlotTaken and Elena does not play', async (t) => {
    const { app, db, model, held, refunds, elena } = await lapsedCardStep(
      t,
      methods.stripe.id,
      (testApp, customer) => heldPlace(testApp.app, customer, oneFreePlace.id),
    );
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    await heldPlace(app, bruno, oneFreePlace.id);

    const status = await payOnStripeSandbox(app, model);
    assert.deepEqual(status, { ok: false, retry: false, tokenId: null, refunded: 'SlotTaken' });
    assert.deepEqual(refunds(), [refundedByStripe(model, held.grossCents[0], 'SlotTaken')]);
    const [saleId = -1] = held.saleIds;
    assert.deepEqual(placeOf(db, saleId), { status: 'Cancelled', rows: 0 });
    const players = await playersOf(app, oneFreePlace.id);
    assert.equal(players.includes(elena.id), false, 'Elena did not get a place');
    assert.equal(players.includes(bruno.id), true, 'Bruno keeps the last place');
  });
});
