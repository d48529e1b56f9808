// The card guarantee of a shared payment with retention, through the API as the pages call it and the app's clock:
// the checkout charges the owner's share and saves the card, then the background step holds the unpaid shares on
// the card in the hold window, captures what is still unpaid at the start and releases the rest.
import assert from 'node:assert/strict';
import { describe, test, type TestContext } from 'node:test';
import type { CustomerBookings } from '@club/shared-contracts/booking-entities';
import type { CheckoutModel } from '@club/shared-contracts/checkout-entities';
import { PaymentMethodType, PaymentType, type Order } from '@club/shared-contracts/entities';
import type { FastifyInstance } from 'fastify';
import { createOutboxRepository } from '../comms/outbox-repository.ts';
import { createCustomerRepository } from '../customers/customer-repository.ts';
import { DEMO_CHECKOUT, DEMO_CUSTOMERS } from '../db/demo-club.ts';
import { payOnRedsysPage } from '../payments/redsys/redsys-test-support.ts';
import { call, createTestApp, login, type LoginModel, type TestApp } from '../test-support.ts';
import { HOLD_LIFETIME_MS } from './card-payments.ts';
import { GUARANTEE_TEXTS, HOLD_WINDOW_MS, createGuaranteeRunner } from './card-guarantees.ts';
import {
  checkoutFromSite,
  checkoutPayload,
  ELENA,
  heldCourt,
  confirmOnStripeSandbox,
  payOnStripeSandbox,
  refundRunnerOf,
  sandboxProvidersOf,
  stripeStatus,
  testClock,
} from './checkout-test-support.ts';

const SITE = 'http://localhost:4100';
const DAY_MS = 24 * 60 * 60 * 1000;

interface GuaranteeRow {
  id: number;
  booking_id: number;
  customer_id: number;
  status: string;
  amount_cents: number;
  starts_at: string;
  hold_from: string;
  hold_ref: string | null;
  held_until: string | null;
  captured_cents: number;
  released_cents: number;
}

/**
 * A runner of the guarantees on its own connection, with the sandboxes' providers: what the app runs in the
 * background, run when the test says (a second runner, as another server would be).
 */
/** Resolves after some turns of the event loop: a provider's latency, or a caller that comes a little later. */
const ticks = (count: number) =>
  new Promise<void>((resolve) => {
    let left = count;
    const step = () => (left-- <= 0 ? resolve() : setImmediate(step));
    step();
  });

function runnerOf(testApp: TestApp, now: () => Date, captureLatency = 0) {
  const db = testApp.openDb();
  const providers = sandboxProvidersOf(db, now);
  const stripe = providers.get(PaymentMethodType.Stripe);
  if (stripe?.capture && captureLatency > 0) {
    const capture = stripe.capture.bind(stripe);
    // Stripe answers a capture over the network: the sandbox's answer comes that many turns later.
    providers.set(PaymentMethodType.Stripe, {
      ...stripe,
      capture: async (holdRef, amountCents) => {
        await ticks(captureLatency);
        return capture(holdRef, amountCents);
      },
    });
  }
  return createGuaranteeRunner(db, {
    providers,
    outbox: createOutboxRepository(db, now),
    customers: createCustomerRepository(db),
    clubTitle: () => 'Club Demo',
    now,
  });
}

/**
 * Elena books a court 12 days ahead with shared payment (Bruno and two free places) and pays with Stripe and a new
 * card, not asking to save it: the checkout as the page sends it.
 */
async function retentionCheckout(t: TestContext, cardNumber = '4242424242424242') {
  const clock = testClock();
  const testApp = await createTestApp(t, { now: clock.now });
  const { app } = testApp;
  const elena = await login(app, ELENA);
  const bruno = await login(app, DEMO_CUSTOMERS.bruno);
  const held = await heldCourt(app, elena, {
    paymentType: PaymentType.Shared,
    days: 12,
    customerIds: [bruno.id],
  });
  const answer = await app.inject({
    method: 'POST',
    url: '/api/shop/checkout-customer',
    headers: { authorization: `Bearer ${elena.token}`, origin: SITE },
    payload: checkoutPayload(elena.id, {
      saleIds: held.saleIds,
      paymentMethodId: DEMO_CHECKOUT.methods.stripe.id,
      saveCreditCard: false,
    }),
  });
  const body = answer.json<{ ok: boolean; model: CheckoutModel }>();
  assert.equal(body.ok, true, answer.body);
  const db = testApp.openDb();
  const intentAmount = (
    db
      .prepare('SELECT amount_cents FROM stripe_sandbox_intents WHERE id = ?')
      .get(body.model.stripe?.intentId ?? '') as { amount_cents: number }
  ).amount_cents;
  assert.equal((await payOnStripeSandbox(app, body.model, cardNumber)).ok, true);
  const guarantee = (): GuaranteeRow =>
    db
      .prepare('SELECT * FROM card_guarantees WHERE booking_id = ?')
      .get(held.bookingId) as unknown as GuaranteeRow;
  const shares = () =>
    db
      .prepare(
        'SELECT id, status, paid_cents, payment_method FROM booking_sales WHERE booking_id = ? ORDER BY id',
      )
      .all(held.bookingId) as Array<{
      id: number;
      status: string;
      paid_cents: number;
      payment_method: string | null;
    }>;
  const [ownShare = 0, ...otherShares] = held.grossCents;
  return {
    testApp,
    app,
    db,
    clock,
    elena,
    bruno,
    held,
    intentAmount,
    ownShare,
    othersCents: otherShares.reduce((sum, cents) => sum + cents, 0),
    guarantee,
    shares,
    runner: runnerOf(testApp, clock.now),
  };
}

/** Posts Redsys's form to the sandbox's payment page and pays there with a card, as the browser does. */
const myBookings = async (app: FastifyInstance, customer: LoginModel): Promise<CustomerBookings> =>
  (await call(app, 'GET', `/api/publicbookings/customer-bookings/${customer.id}`, undefined, customer.token))
    .body.model as CustomerBookings;

describe('the checkout of a shared payment with retention', () => {
  test("charges only the owner's share, saves the card and schedules the guarantee of the other shares", async (t) => {
    const { db, elena, held, intentAmount, ownShare, othersCents, guarantee, shares } =
      await retentionCheckout(t);
    assert.equal(intentAmount, ownShare, "the card is charged the owner's share only");
    const order = db
      .prepare(
        'SELECT s.id, s.payment_method FROM sales s WHERE s.customer_id = ? AND s.online = 1 ORDER BY id DESC',
      )
      .get(elena.id) as { id: number };
    const ordered = db
      .prepare('SELECT SUM(price_cents * units) AS total FROM sale_items WHERE sale_id = ?')
      .get(order.id) as { total: number };
    assert.equal(ordered.total, ownShare, "the order is the owner's share");
    assert.deepEqual(
      shares().map((share) => share.status),
      ['Paid', 'Pending', 'Pending', 'Pending'],
    );
    const booking = db.prepare('SELECT status FROM bookings WHERE id = ?').get(held.bookingId) as {
      status: string;
    };
    assert.equal(booking.status, 'Confirmed');
    const card = db
      .prepare("SELECT last_digits FROM card_tokens WHERE customer_id = ? AND provider = 'stripe'")
      .get(elena.id) as { last_digits: string } | undefined;
    assert.equal(card?.last_digits, '4242', 'the card is saved though the page did not ask');

    const row = guarantee();
    assert.deepEqual(
      [row.status, row.customer_id, row.amount_cents, row.hold_ref],
      ['Scheduled', elena.id, othersCents, null],
    );
    assert.equal(Date.parse(row.hold_from), Date.parse(row.starts_at) - HOLD_WINDOW_MS);
  });

  test('places the hold only once the match is within the hold window, until 7 days later', async (t) => {
    const { clock, db, guarantee, runner, othersCents } = await retentionCheckout(t);
    assert.deepEqual((await runner.settleDue()).held, [], 'weeks ahead, nothing is held yet');
    assert.equal(guarantee().status, 'Scheduled');

    const holdFrom = new Date(guarantee().hold_from);
    clock.set(holdFrom);
    const run = await runner.settleDue();
    const row = guarantee();
    assert.deepEqual(run.held, [row.id]);
    assert.equal(row.status, 'Held');
    assert.equal(Date.parse(row.held_until ?? ''), holdFrom.getTime() + HOLD_LIFETIME_MS);
    assert.ok(Date.parse(row.held_until ?? '') > Date.parse(row.starts_at), 'the hold outlasts the start');
    const intent = db
      .prepare('SELECT status, amount_cents FROM stripe_sandbox_intents WHERE id = ?')
      .get(row.hold_ref ?? '') as { status: string; amount_cents: number };
    assert.deepEqual([intent.status, intent.amount_cents], ['requires_capture', othersCents]);
  });

  test("at the start captures the shares still unpaid, not a teammate's paid share, and releases the rest", async (t) => {
    const { app, clock, db, elena, guarantee, runner, shares, held, othersCents } =
      await retentionCheckout(t);
    clock.set(new Date(guarantee().hold_from));
    await runner.settleDue();
    // Bruno pays his share at the club while the hold is on Elena's card.
    const brunoShare = shares()[1];
    assert.ok(brunoShare);
    db.prepare(
      "UPDATE booking_sales SET status = 'Paid', paid_cents = gross_cents, payment_method = 'Club' WHERE id = ?",
    ).run(brunoShare.id);

    clock.set(new Date(Date.parse(guarantee().starts_at) + 60_000));
    const run = await runner.settleDue();
    const row = guarantee();
    const brunoCents = held.grossCents[1] ?? 0;
    assert.deepEqual(run.captured, [row.id]);
    assert.deepEqual(
      [row.status, row.captured_cents, row.released_cents],
      ['Captured', othersCents - brunoCents, brunoCents],
    );
    assert.deepEqual(
      shares().map((share) => [share.status, share.payment_method]),
      [
        ['Paid', DEMO_CHECKOUT.methods.stripe.name],
        ['Paid', 'Club'],
        ['Paid', GUARANTEE_TEXTS.paymentMethod('4242')],
        ['Paid', GUARANTEE_TEXTS.paymentMethod('4242')],
      ],
    );
    const intent = db
      .prepare('SELECT status, captured_cents FROM stripe_sandbox_intents WHERE id = ?')
      .get(row.hold_ref ?? '') as { status: string; captured_cents: number };
    assert.deepEqual([intent.status, intent.captured_cents], ['succeeded', othersCents - brunoCents]);
    assert.deepEqual(await runner.settleDue(), { held: [], captured: [], released: [], failed: [] });

    // The capture is an order of the owner's, in My orders with the capture's amount and the card.
    const orders = (await call(app, 'GET', `/api/shop/customer-orders/${elena.id}`, undefined, elena.token))
      .body.model as Array<{ id: number; total: number }>;
    const [newest] = orders;
    assert.equal(newest?.total, (othersCents - brunoCents) / 100);
    const order = (
      await call(app, 'GET', `/api/shop/customer-orders/${elena.id}/${newest?.id}`, undefined, elena.token)
    ).body.model as Order;
    assert.equal(order.paymentMethod, GUARANTEE_TEXTS.paymentMethod('4242'));
    assert.equal(order.items.length, 2, 'the two free places the capture paid');
  });

  test("a teammate's payment racing the capture of the same share is charged once: 20 runs", async (t) => {
    // The payment's status read comes some turns later in each run, and Stripe takes some turns to answer the
    // capture, so the runs cover the payment first, the capture first, and the payment landing while the capture
    // waits for Stripe.
    const outcomes = new Set<string>();
    for (let run = 0; run < 20; run += 1) {
      const { testApp, app, clock, db, bruno, guarantee, runner, shares, othersCents } =
        await retentionCheckout(t);
      const slowRunner = runnerOf(testApp, clock.now, Math.floor(run / 4) * 8);
      clock.set(new Date(guarantee().hold_from));
      await runner.settleDue();
      // Bruno starts paying his share by card while the hold is on Elena's card, and confirms it on the sandbox.
      const brunoShare = shares()[1];
      assert.ok(brunoShare);
      const model = await checkoutFromSite(
        app,
        checkoutPayload(bruno.id, {
          saleIds: [brunoShare.id],
          paymentMethodId: DEMO_CHECKOUT.methods.stripe.id,
          guid: `bruno-${run}`,
          customer: { email: DEMO_CUSTOMERS.bruno.email },
        }),
        bruno.token,
      );
      const intentId = await confirmOnStripeSandbox(app, model);
      clock.set(new Date(Date.parse(guarantee().starts_at) + 60_000));
      // The return page's status read settles Bruno's payment; the runner captures at the start.
      const [status] = await Promise.all([
        ticks((run % 4) * 3).then(() => stripeStatus(app, intentId)),
        ticks(run % 5 === 4 ? 100 : 0).then(() => slowRunner.settleDue()),
      ]);
      await refundRunnerOf(testApp, clock.now).settleDue();

      const charged = (id: string) =>
        (
          db
            .prepare(
              `SELECT COALESCE(captured_cents, amount_cents) - (SELECT COALESCE(SUM(amount_cents), 0)
                 FROM stripe_sandbox_refunds r WHERE r.payment_intent = i.id) AS net
               FROM stripe_sandbox_intents i WHERE id = ? AND status = 'succeeded'`,
            )
            .get(id) as { net: number } | undefined
        )?.net ?? 0;
      const row = guarantee();
      assert.equal(
        charged(intentId) + charged(row.hold_ref ?? ''),
        othersCents,
        `run ${run}: the unpaid shares are charged exactly once between Bruno's card and the capture`,
      );
      assert.deepEqual(
        shares().map((share) => share.status),
        ['Paid', 'Paid', 'Paid', 'Paid'],
      );
      const refunds = db.prepare("SELECT status FROM payment_refunds WHERE status <> 'Refunded'").all();
      assert.deepEqual(refunds, [], `run ${run}: every refund made`);
      const captureRefunded = db
        .prepare('SELECT 1 FROM payment_refunds WHERE guarantee_id IS NOT NULL')
        .get();
      outcomes.add(
        status.ok
          ? captureRefunded
            ? 'the capture, which found the share paid, refunded it'
            : 'Bruno paid first, the capture never charged the share'
          : 'Bruno, who found the share captured, was refunded',
      );
    }
    assert.equal(outcomes.size, 3, `every order of events was run: ${[...outcomes].join('; ')}`);
  });

  test('every share paid before the start: the hold is released, nothing captured', async (t) => {
    const { clock, db, guarantee, runner, held } = await retentionCheckout(t);
    clock.set(new Date(guarantee().hold_from));
    await runner.settleDue();
    db.prepare("UPDATE booking_sales SET status = 'Paid', paid_cents = gross_cents WHERE booking_id = ?").run(
      held.bookingId,
    );
    clock.set(new Date(Date.parse(guarantee().starts_at) + 60_000));
    await runner.settleDue();
    const row = guarantee();
    assert.deepEqual([row.status, row.captured_cents], ['Released', 0]);
    const intent = db
      .prepare('SELECT status FROM stripe_sandbox_intents WHERE id = ?')
      .get(row.hold_ref ?? '') as {
      status: string;
    };
    assert.equal(intent.status, 'canceled');
  });

  test('a cancelled booking releases its hold', async (t) => {
    const { app, clock, db, guarantee, runner, held, elena, othersCents } = await retentionCheckout(t);
    clock.set(new Date(guarantee().hold_from));
    await runner.settleDue();
    const cancel = await call(
      app,
      'POST',
      `/api/publicbookings/cancel/${held.bookingId}/${elena.id}`,
      undefined,
      elena.token,
    );
    assert.equal(cancel.body.ok, true, JSON.stringify(cancel.body));
    const run = await runner.settleDue();
    const row = guarantee();
    assert.deepEqual(run.released, [row.id]);
    assert.deepEqual([row.status, row.released_cents, row.captured_cents], ['Released', othersCents, 0]);
    const intent = db
      .prepare('SELECT status FROM stripe_sandbox_intents WHERE id = ?')
      .get(row.hold_ref ?? '') as {
      status: string;
    };
    assert.equal(intent.status, 'canceled');
  });

  test('a hold the card refuses fails the guarantee and mails the owner that the unpaid shares are theirs', async (t) => {
    const { clock, db, guarantee, runner, elena } = await retentionCheckout(t);
    // The card was blocked after the checkout: the bank declines the hold.
    db.prepare("UPDATE stripe_sandbox_payment_methods SET result = 'card_declined'").run();
    clock.set(new Date(guarantee().hold_from));
    const run = await runner.settleDue();
    const row = guarantee();
    assert.deepEqual(run.failed, [row.id]);
    assert.equal(row.status, 'Failed');
    const mail = db
      .prepare('SELECT subject, body FROM outbox WHERE customer_id = ? ORDER BY id DESC')
      .get(elena.id) as { subject: string; body: string };
    assert.equal(mail.subject, GUARANTEE_TEXTS.failedSubject('Club Demo'));
    assert.match(mail.body, /siguen siendo tuyas/);
    assert.deepEqual((await runner.settleDue()).failed, [], 'mailed once');
  });

  test('two runners at once, or one run twice, place one hold', async (t) => {
    const { testApp, clock, db, guarantee, runner } = await retentionCheckout(t);
    clock.set(new Date(guarantee().hold_from));
    const other = runnerOf(testApp, clock.now);
    const runs = await Promise.all([runner.settleDue(), other.settleDue()]);
    await runner.settleDue();
    assert.equal(runs.flatMap((run) => run.held).length, 1);
    const holds = db
      .prepare('SELECT count(*) AS count FROM stripe_sandbox_intents WHERE hold_reference IS NOT NULL')
      .get() as { count: number };
    assert.equal(holds.count, 1);
    assert.equal(guarantee().status, 'Held');
  });

  test('a claim left by a runner that died is taken over later without a second hold', async (t) => {
    const { clock, db, guarantee, runner } = await retentionCheckout(t);
    const holdFrom = new Date(guarantee().hold_from);
    clock.set(holdFrom);
    db.prepare("UPDATE card_guarantees SET claim = 'dead', claimed_at = ?").run(holdFrom.toISOString());
    assert.deepEqual((await runner.settleDue()).held, [], 'claimed by another runner');
    clock.set(new Date(holdFrom.getTime() + 10 * 60_000));
    assert.equal((await runner.settleDue()).held.length, 1);
  });

  test('My bookings shows the owner the guarantee, and a teammate none', async (t) => {
    const { app, clock, guarantee, runner, elena, bruno, held, othersCents } = await retentionCheckout(t);
    const scheduled = (await myBookings(app, elena)).next.find((item) => item.id === held.bookingId);
    assert.deepEqual(scheduled?.guarantee, {
      status: 'Scheduled',
      amount: othersCents / 100,
      cardLastDigits: '4242',
      holdFrom: scheduled?.guarantee?.holdFrom,
      heldUntil: null,
      captured: 0,
      released: 0,
    });
    // Club-local, six days before the start.
    const start = scheduled?.start ?? '';
    assert.equal(
      Date.parse(`${start}Z`) - Date.parse(`${scheduled?.guarantee?.holdFrom ?? ''}Z`),
      6 * DAY_MS,
    );

    clock.set(new Date(guarantee().hold_from));
    await runner.settleDue();
    const heldItem = (await myBookings(app, elena)).next.find((item) => item.id === held.bookingId);
    assert.equal(heldItem?.guarantee?.status, 'Held');
    assert.match(heldItem?.guarantee?.heldUntil ?? '', /^\d{4}-\d\d-\d\dT\d\d:\d\d:00$/);

    const teammate = (await myBookings(app, bruno)).next.find((item) => item.id === held.bookingId);
    assert.ok(teammate, 'Bruno sees the booking he plays in');
    assert.equal(teammate.guarantee, null);
    const forbidden = await call(
      app,
      'GET',
      `/api/publicbookings/customer-bookings/${elena.id}`,
      undefined,
      bruno.token,
    );
    assert.equal(forbidden.status, 403);
  });

  test('with Redsys the saved COF card is preauthorized in the window and the preauthorization confirmed at the start', async (t) => {
    const clock = testClock();
    const testApp = await createTestApp(t, { now: clock.now });
    const { app } = testApp;
    const elena = await login(app, ELENA);
    const held = await heldCourt(app, elena, { paymentType: PaymentType.Shared, days: 12 });
    const answer = await app.inject({
      method: 'POST',
      url: '/api/shop/checkout-customer',
      headers: { authorization: `Bearer ${elena.token}`, origin: SITE },
      payload: checkoutPayload(elena.id, {
        saleIds: held.saleIds,
        paymentMethodId: DEMO_CHECKOUT.methods.redsys.id,
      }),
    });
    const model = answer.json<{ model: CheckoutModel }>().model;
    const [ownShare = 0, ...others] = held.grossCents;
    const sent = JSON.parse(
      Buffer.from(model.redsysData?.Ds_MerchantParameters ?? '', 'base64').toString('utf8'),
    ) as Record<string, string>;
    assert.deepEqual([sent.DS_MERCHANT_AMOUNT, sent.DS_MERCHANT_IDENTIFIER], [String(ownShare), 'REQUIRED']);
    assert.ok(model.redsysData);
    const back = await payOnRedsysPage(app, model.redsysData, '4548812049400004');
    assert.equal(back.pathname, '/cz/ok');

    const db = testApp.openDb();
    const row = () =>
      db
        .prepare('SELECT * FROM card_guarantees WHERE booking_id = ?')
        .get(held.bookingId) as unknown as GuaranteeRow;
    const runner = runnerOf(testApp, clock.now);
    clock.set(new Date(row().hold_from));
    await runner.settleDue();
    const othersCents = others.reduce((sum, cents) => sum + cents, 0);
    assert.deepEqual([row().status, row().amount_cents], ['Held', othersCents]);
    const preauthorization = () =>
      db
        .prepare(
          'SELECT status, amount_cents, confirmed_cents FROM redsys_sandbox_preauthorizations WHERE order_ref = ?',
        )
        .get(row().hold_ref ?? '') as {
        status: string;
        amount_cents: number;
        confirmed_cents: number | null;
      };
    assert.deepEqual(
      { ...preauthorization() },
      { status: 'held', amount_cents: othersCents, confirmed_cents: null },
    );

    clock.set(new Date(Date.parse(row().starts_at) + 60_000));
    await runner.settleDue();
    assert.deepEqual([row().status, row().captured_cents], ['Captured', othersCents]);
    assert.deepEqual(
      { ...preauthorization() },
      {
        status: 'confirmed',
        amount_cents: othersCents,
        confirmed_cents: othersCents,
      },
    );
  });

  test('the app holds the guarantee in the background when the clock reaches the window', async (t) => {
    const clock = testClock();
    const testApp = await createTestApp(t, { now: clock.now, settleEveryMs: 20 });
    const { app } = testApp;
    const elena = await login(app, ELENA);
    const held = await heldCourt(app, elena, { paymentType: PaymentType.Shared, days: 12 });
    const answer = await app.inject({
      method: 'POST',
      url: '/api/shop/checkout-customer',
      headers: { authorization: `Bearer ${elena.token}`, origin: SITE },
      payload: checkoutPayload(elena.id, {
        saleIds: held.saleIds,
        paymentMethodId: DEMO_CHECKOUT.methods.stripe.id,
      }),
    });
    assert.equal((await payOnStripeSandbox(app, answer.json<{ model: CheckoutModel }>().model)).ok, true);
    const db = testApp.openDb();
    const status = () =>
      (db
        .prepare('SELECT status, hold_from FROM card_guarantees WHERE booking_id = ?')
        .get(held.bookingId) as {
        status: string;
        hold_from: string;
      }) ?? { status: 'none', hold_from: '' };
    assert.equal(status().status, 'Scheduled');
    clock.set(new Date(status().hold_from));
    for (let wait = 0; wait < 100 && status().status === 'Scheduled'; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.equal(status().status, 'Held');
  });
});
