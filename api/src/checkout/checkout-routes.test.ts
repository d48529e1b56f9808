import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { CheckoutInfo, CheckoutModel } from '@club/shared-contracts/checkout-entities';
import { PaymentMethodType, PaymentType, type Order } from '@club/shared-contracts/entities';
import { idByEmail } from '../bookings/booking-test-support.ts';
import { DEMO_CHECKOUT, DEMO_CUSTOMERS, DEMO_PRODUCTS } from '../db/demo-club.ts';
import { DEMO_CATALOG_PRODUCTS } from '../db/seed-catalog.ts';
import { call, createTestApp, login, type TestApp } from '../test-support.ts';
import { stripeClientSettings, STRIPE_SANDBOX } from './checkout-routes.ts';
import {
  checkout,
  checkoutPayload,
  ELENA,
  heldCourt,
  line,
  payOnStripeSandbox,
  recordingProvider,
} from './checkout-test-support.ts';
import { voucherKindOfType } from './checkout-catalog.ts';
import { CHECKOUT_TEXTS, ORDER_TEXTS } from './checkout-texts.ts';

const { methods, transports, coupons, vouchers } = DEMO_CHECKOUT;
const balls = DEMO_PRODUCTS.balls;
const bag = DEMO_PRODUCTS.bag;

const info = (app: TestApp['app'], body: object, token?: string) =>
  call(app, 'POST', token ? '/api/shop/checkout-info-by-customer' : '/api/shop/checkout-info', body, token);

const orderOf = async (app: TestApp['app'], customerId: number, saleNumber: string, token: string) => {
  const list = (await call(app, 'GET', `/api/shop/customer-orders/${customerId}`, undefined, token)).body
    .model as Array<{ id: number; number: string }>;
  const found = list.find((order) => order.number === saleNumber);
  assert.ok(found, `order ${saleNumber} listed`);
  return (await call(app, 'GET', `/api/shop/customer-orders/${customerId}/${found.id}`, undefined, token))
    .body.model as Order;
};

const balanceOf = (testApp: TestApp, voucherId: number): number =>
  (
    testApp.openDb().prepare('SELECT balance_cents FROM customer_vouchers WHERE id = ?').get(voucherId) as {
      balance_cents: number;
    }
  ).balance_cents;

describe('checkout info', () => {
  test('a visitor gets the methods without vouchers, the transports, EUR and the sandbox Stripe.js', async (t) => {
    const { app } = await createTestApp(t);
    const answer = await info(app, { customerId: null, saleItems: [line(balls.id)], saleIds: [] });
    assert.equal(answer.status, 200);
    const data = answer.body.data as CheckoutInfo;
    // Every method of the club but the vouchers, which a visitor has none of, in the club's order.
    assert.deepEqual(
      data.paymentMethods.map((method) => method.name),
      Object.values(methods)
        .filter((method) => voucherKindOfType(method.type) === null)
        .map((method) => method.name),
    );
    assert.deepEqual(
      data.transports.map((transport) => [
        transport.name,
        transport.deliveryTime,
        transport.product.grossPrice,
      ]),
      [
        [transports.standard.name, '48-72 h', 4.95],
        [transports.express.name, '24 h', 9.95],
      ],
    );
    assert.equal(data.allowVouchers, false);
    assert.deepEqual(data.vouchers, []);
    assert.equal(data.currency, 'EUR');
    assert.equal(data.isSharedPayment, false);
    assert.equal(data.email, '');
    assert.deepEqual(
      [data.stripePublicKey, data.stripeScriptUrl],
      [STRIPE_SANDBOX.publicKey, STRIPE_SANDBOX.scriptUrl],
    );
  });

  test('real Stripe keys replace the sandbox when the environment sets them', () => {
    assert.deepEqual(stripeClientSettings({}), STRIPE_SANDBOX);
    assert.deepEqual(
      stripeClientSettings({
        STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
        STRIPE_SCRIPT_URL: 'https://js.stripe.com/v3',
      }),
      { publicKey: 'pk_live_1', scriptUrl: 'https://js.stripe.com/v3' },
    );
  });

  test('a customer paying a booking sees the sessions and hours vouchers, and her address', async (t) => {
    const { app } = await createTestApp(t);
    const elena = await login(app, ELENA);
    const held = await heldCourt(app, elena);
    const answer = await info(
      app,
      { customerId: elena.id, saleItems: [], saleIds: held.saleIds },
      elena.token,
    );
    const data = answer.body.data as CheckoutInfo;
    assert.equal(data.allowVouchers, true);
    assert.deepEqual(
      data.vouchers.map((voucher) => [voucher.id, voucher.type, voucher.balance]),
      [
        [vouchers.hours.id, methods.hours.type, 10],
        [vouchers.sessions.id, methods.sessions.type, 10],
      ],
    );
    assert.ok(data.paymentMethods.some((method) => method.id === methods.sessions.id));
    assert.deepEqual(
      [data.addressLine1, data.postalCode, data.email],
      [ELENA.addressLine1, ELENA.postalCode, ELENA.email],
    );

    // Products cannot be paid with sessions or hours: neither they nor their methods are offered.
    const shop = (
      await info(app, { customerId: elena.id, saleItems: [line(balls.id)], saleIds: [] }, elena.token)
    ).body.data as CheckoutInfo;
    assert.deepEqual(shop.vouchers, []);
    assert.ok(!shop.paymentMethods.some((method) => method.id === methods.sessions.id));
  });

  test('a shared booking with retention is flagged, says what it guarantees and offers no vouchers', async (t) => {
    const { app } = await createTestApp(t);
    const elena = await login(app, ELENA);
    const held = await heldCourt(app, elena, { paymentType: PaymentType.Shared });
    const data = (
      await info(app, { customerId: elena.id, saleItems: [], saleIds: held.saleIds }, elena.token)
    ).body.data as CheckoutInfo;
    assert.deepEqual([data.isSharedPayment, data.withRetention, data.allowVouchers], [true, true, false]);
    const [, ...otherShares] = held.grossCents;
    assert.equal(
      data.guaranteedAmount,
      otherShares.reduce((sum, cents) => sum + cents, 0) / 100,
      "the shares other than the owner's are guaranteed, not charged now",
    );
    const card = data.paymentMethods.find((method) => method.id === methods.stripe.id);
    assert.equal(card?.paymentDeadline?.isSharedPaymentAllowed, true);
  });

  test("another customer's id answers 403, no token 401", async (t) => {
    const { app } = await createTestApp(t);
    const elena = await login(app, ELENA);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const body = { customerId: elena.id, saleItems: [line(balls.id)], saleIds: [] };
    assert.equal((await info(app, body, bruno.token)).status, 403);
    assert.equal((await call(app, 'POST', '/api/shop/checkout-info-by-customer', body)).status, 401);
  });
});

describe('checkout totals', () => {
  test('products, transport and a percent coupon at 21 % make the order, paid at the club', async (t) => {
    const testApp = await createTestApp(t);
    const { app } = testApp;
    const elena = await login(app, ELENA);
    const body = checkoutPayload(elena.id, {
      saleItems: [line(balls.id, 2), line(bag.id)],
      shopTransportId: transports.standard.id,
      promoCode: coupons.percent.code.toLowerCase(),
    });
    const answer = await checkout(app, body, elena.token);
    assert.equal(answer.body.ok, true, JSON.stringify(answer.body));
    const saleNumber = (answer.body.model as { saleNumber: string }).saleNumber;
    const order = await orderOf(app, elena.id, saleNumber, elena.token);
    const lines = balls.grossCents * 2 + bag.grossCents;
    const discount = Math.round(lines / 10);
    assert.equal(order.subTotal, lines / 100);
    assert.equal(order.shipping, transports.standard.priceCents / 100);
    assert.equal(order.discount, discount / 100);
    assert.equal(order.total, (lines + transports.standard.priceCents - discount) / 100);
    assert.equal(order.paymentMethod, methods.club.name);
    const db = testApp.openDb();
    const sale = db.prepare('SELECT pending_cents FROM sales WHERE number = ?').get(saleNumber) as {
      pending_cents: number;
    };
    assert.equal(sale.pending_cents, lines + transports.standard.priceCents - discount);
    const stock = db.prepare('SELECT stock FROM products WHERE id = ?').get(bag.id) as { stock: number };
    assert.equal(stock.stock, bag.stock - 1);
  });

  test('a money coupon takes its amount off; prices come from the customer’s price list', async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const member = DEMO_CATALOG_PRODUCTS.find(
      (product) => product.memberCents !== undefined && !product.transportRequired,
    );
    assert.ok(member?.memberCents);
    const answer = await checkout(
      app,
      checkoutPayload(ana.id, {
        saleItems: [line(member.id)],
        promoCode: coupons.money.code,
        customer: { email: DEMO_CUSTOMERS.ana.email },
      }),
      ana.token,
    );
    const saleNumber = (answer.body.model as { saleNumber: string }).saleNumber;
    const order = await orderOf(app, ana.id, saleNumber, ana.token);
    assert.equal(order.subTotal, member.memberCents / 100);
    assert.equal(order.total, (member.memberCents - coupons.money.amount) / 100);
  });

  test('prices written without taxes get 21 % added per line', async (t) => {
    const testApp = await createTestApp(t);
    const { app } = testApp;
    testApp.openDb().prepare('UPDATE club SET price_with_taxes = 0').run();
    const elena = await login(app, ELENA);
    const answer = await checkout(
      app,
      checkoutPayload(elena.id, { saleItems: [line(balls.id)] }),
      elena.token,
    );
    const order = await orderOf(
      app,
      elena.id,
      (answer.body.model as { saleNumber: string }).saleNumber,
      elena.token,
    );
    const net = Math.round(balls.grossCents / 1.21);
    assert.equal(order.total, (net + Math.round(net * 0.21)) / 100);
  });

  test('a zero total is confirmed at once, with no payment method', async (t) => {
    const testApp = await createTestApp(t);
    const { app } = testApp;
    testApp
      .openDb()
      .prepare("INSERT INTO promo_codes (code, discount_type, amount) VALUES ('GRATIS', 'Percent', 100)")
      .run();
    const elena = await login(app, ELENA);
    const answer = await checkout(
      app,
      checkoutPayload(elena.id, { saleItems: [line(balls.id)], promoCode: 'GRATIS', paymentMethodId: 0 }),
      elena.token,
    );
    assert.equal(answer.body.ok, true, JSON.stringify(answer.body));
    const order = await orderOf(
      app,
      elena.id,
      (answer.body.model as { saleNumber: string }).saleNumber,
      elena.token,
    );
    assert.equal(order.total, 0);
    assert.equal(order.paymentMethod, ORDER_TEXTS.nothingToPay);
  });
});

describe('checkout refusals', () => {
  test('each rule the page checks is checked again with its text', async (t) => {
    const testApp = await createTestApp(t);
    const { app } = testApp;
    const elena = await login(app, ELENA);
    const refusals: Array<[string, Parameters<typeof checkoutPayload>[1], string]> = [
      ['empty cart', {}, CHECKOUT_TEXTS.emptyCart],
      [
        'conditions',
        { saleItems: [line(balls.id)], customer: { acceptConditions: false } },
        CHECKOUT_TEXTS.acceptConditions,
      ],
      [
        'address of a shipped product',
        { saleItems: [line(bag.id)], shopTransportId: transports.standard.id, customer: { postalCode: ' ' } },
        CHECKOUT_TEXTS.requiredFields,
      ],
      ['transport', { saleItems: [line(bag.id)] }, CHECKOUT_TEXTS.selectTransport],
      [
        'unknown transport',
        { saleItems: [line(bag.id)], shopTransportId: 99 },
        CHECKOUT_TEXTS.unknownTransport,
      ],
      ['method', { saleItems: [line(balls.id)], paymentMethodId: 0 }, CHECKOUT_TEXTS.selectMethod],
      ['unknown method', { saleItems: [line(balls.id)], paymentMethodId: 99 }, CHECKOUT_TEXTS.unknownMethod],
      [
        'sold out',
        { saleItems: [line(DEMO_PRODUCTS.shirt.id)], shopTransportId: 1 },
        CHECKOUT_TEXTS.outOfStock(DEMO_PRODUCTS.shirt.name),
      ],
      [
        'short stock',
        { saleItems: [line(DEMO_PRODUCTS.racket.id, 3)], shopTransportId: 1 },
        CHECKOUT_TEXTS.fewLeft(DEMO_PRODUCTS.racket.name, 2),
      ],
      [
        'expired coupon',
        { saleItems: [line(balls.id)], promoCode: coupons.expired.code },
        CHECKOUT_TEXTS.promoExpired,
      ],
      ['unknown coupon', { saleItems: [line(balls.id)], promoCode: 'NADA' }, CHECKOUT_TEXTS.promoInvalid],
      ['saved card', { saleItems: [line(balls.id)], tokenId: '1' }, CHECKOUT_TEXTS.unknownCard],
      [
        'sessions for products',
        {
          saleItems: [line(balls.id)],
          paymentMethodId: methods.sessions.id,
          voucherId: vouchers.sessions.id,
        },
        CHECKOUT_TEXTS.voucherBookingsOnly,
      ],
    ];
    for (const [label, overrides, text] of refusals) {
      const answer = await checkout(app, checkoutPayload(elena.id, overrides), elena.token);
      assert.equal(answer.status, 200, label);
      assert.deepEqual(answer.body, { ok: false, errorMsg: text }, label);
    }
    const orders = testApp
      .openDb()
      .prepare('SELECT COUNT(*) AS n FROM sales WHERE customer_id = ?')
      .get(elena.id);
    assert.deepEqual({ ...orders }, { n: 0 }, 'no refusal wrote an order');
  });

  test('a card method whose provider is not registered answers 400', async (t) => {
    const { app } = await createTestApp(t, { cardProviders: () => [] });
    const elena = await login(app, ELENA);
    const answer = await checkout(
      app,
      checkoutPayload(elena.id, { saleItems: [line(balls.id)], paymentMethodId: methods.stripe.id }),
      elena.token,
    );
    assert.deepEqual([answer.status, answer.body.errorMsg], [400, CHECKOUT_TEXTS.methodUnavailable]);
  });

  test("another customer's booking sale is refused as unknown, and a run-out hold as expired", async (t) => {
    let clock = new Date();
    const { app } = await createTestApp(t, { now: () => clock });
    const elena = await login(app, ELENA);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const held = await heldCourt(app, bruno);
    const foreign = await checkout(app, checkoutPayload(elena.id, { saleIds: held.saleIds }), elena.token);
    assert.deepEqual(foreign.body, { ok: false, errorMsg: CHECKOUT_TEXTS.saleNotFound });
    clock = new Date(clock.getTime() + 16 * 60_000);
    const late = await checkout(
      app,
      checkoutPayload(bruno.id, { saleIds: held.saleIds, customer: { email: DEMO_CUSTOMERS.bruno.email } }),
      bruno.token,
    );
    assert.deepEqual(late.body, { ok: false, errorMsg: CHECKOUT_TEXTS.holdExpired });
  });

  test('shared payments: never mixed, never with a voucher, with retention only by card', async (t) => {
    const { app } = await createTestApp(t);
    const elena = await login(app, ELENA);
    const held = await heldCourt(app, elena, { paymentType: PaymentType.Shared });
    const cases: Array<[Parameters<typeof checkoutPayload>[1], string]> = [
      [{ saleIds: held.saleIds, saleItems: [line(balls.id)] }, CHECKOUT_TEXTS.sharedMixed],
      [
        { saleIds: held.saleIds, paymentMethodId: methods.sessions.id, voucherId: vouchers.sessions.id },
        CHECKOUT_TEXTS.sharedWithVoucher,
      ],
      [{ saleIds: held.saleIds, paymentMethodId: methods.club.id }, CHECKOUT_TEXTS.retentionMethods],
    ];
    for (const [overrides, text] of cases) {
      const answer = await checkout(app, checkoutPayload(elena.id, overrides), elena.token);
      assert.deepEqual(answer.body, { ok: false, errorMsg: text }, text);
    }
  });

  test('without Stripe a shared payment left pending needs a saved card, and a method stops sharing at its deadline', async (t) => {
    // A club whose cards go by Redsys only: no card setup can save the guarantee first.
    const testApp = await createTestApp(t, {
      cardProviders: () => [recordingProvider(PaymentMethodType.Redsys)],
    });
    const { app } = testApp;
    testApp.openDb().prepare('UPDATE club SET shared_payment_with_retention = 0').run();
    const elena = await login(app, ELENA);
    const held = await heldCourt(app, elena, { paymentType: PaymentType.Shared, days: 1, hour: '21:00' });
    const pending = await checkout(
      app,
      checkoutPayload(elena.id, { saleIds: held.saleIds.slice(0, 1), paymentMethodId: methods.club.id }),
      elena.token,
    );
    assert.deepEqual(pending.body, { ok: false, errorMsg: CHECKOUT_TEXTS.pendingSharedCard });
    // A deadline of over three days for the Stripe method, for a booking that starts tomorrow.
    testApp
      .openDb()
      .prepare('UPDATE payment_methods SET shared_deadline_minutes = 5000 WHERE id = ?')
      .run(methods.stripe.id);
    const late = await checkout(
      app,
      checkoutPayload(elena.id, { saleIds: held.saleIds.slice(0, 1), paymentMethodId: methods.stripe.id }),
      elena.token,
    );
    assert.deepEqual(late.body, { ok: false, errorMsg: CHECKOUT_TEXTS.sharedDeadline });

    // With a saved card (and no deadline at the club) her share is left to pay at the club.
    const db = testApp.openDb();
    db.prepare('UPDATE payment_methods SET shared_deadline_minutes = NULL WHERE id = ?').run(methods.club.id);
    const cardId = db
      .prepare(
        `INSERT INTO card_tokens (customer_id, last_digits, created, provider, provider_token)
         VALUES (?, '4242', ?, 'stripe', 'pm_saved')`,
      )
      .run(elena.id, new Date().toISOString()).lastInsertRowid;
    const left = await checkout(
      app,
      checkoutPayload(elena.id, {
        saleIds: held.saleIds.slice(0, 1),
        paymentMethodId: methods.club.id,
        tokenId: String(cardId),
      }),
      elena.token,
    );
    assert.equal(left.body.ok, true, JSON.stringify(left.body));
  });

  test("another customer's id answers 403 and no token 401", async (t) => {
    const { app } = await createTestApp(t);
    const elena = await login(app, ELENA);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const body = checkoutPayload(elena.id, { saleItems: [line(balls.id)] });
    assert.equal((await checkout(app, body, bruno.token)).status, 403);
    assert.equal((await checkout(app, body)).status, 401);
  });
});

describe('paying bookings', () => {
  test('pay at the club confirms the booking for good and leaves its sale pending', async (t) => {
    let clock = new Date();
    const testApp = await createTestApp(t, { now: () => clock });
    const { app } = testApp;
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const held = await heldCourt(app, bruno);
    const answer = await checkout(
      app,
      checkoutPayload(bruno.id, { saleIds: held.saleIds, customer: { email: DEMO_CUSTOMERS.bruno.email } }),
      bruno.token,
    );
    assert.equal(answer.body.ok, true, JSON.stringify(answer.body));
    const db = testApp.openDb();
    assert.deepEqual(
      { ...db.prepare('SELECT status, expires_at FROM bookings WHERE id = ?').get(held.bookingId) },
      { status: 'Confirmed', expires_at: null },
    );
    const units = db
      .prepare('SELECT COUNT(*) AS n FROM booking_slot_units WHERE booking_id = ? AND expires_at IS NOT NULL')
      .get(held.bookingId);
    assert.deepEqual({ ...units }, { n: 0 });
    assert.deepEqual(
      { ...db.prepare('SELECT status, paid_cents FROM booking_sales WHERE id = ?').get(held.saleIds[0]!) },
      { status: 'Pending', paid_cents: 0 },
    );
    // The slot stays taken after the hold would have run out.
    clock = new Date(clock.getTime() + 60 * 60_000);
    const again = await heldCourt(app, await login(app, ELENA)).catch((error: Error) => error);
    assert.ok(again instanceof Error && /ya está reservada/.test(again.message));
  });

  test('a sessions voucher pays a booking with one session; an hours voucher with its duration', async (t) => {
    const testApp = await createTestApp(t);
    const { app } = testApp;
    const elena = await login(app, ELENA);
    const first = await heldCourt(app, elena, { hour: '10:00' });
    const second = await heldCourt(app, elena, { hour: '12:00' });
    const bySessions = await checkout(
      app,
      checkoutPayload(elena.id, {
        saleIds: first.saleIds,
        paymentMethodId: methods.sessions.id,
        voucherId: vouchers.sessions.id,
      }),
      elena.token,
    );
    assert.equal(bySessions.body.ok, true, JSON.stringify(bySessions.body));
    const byHours = await checkout(
      app,
      checkoutPayload(elena.id, {
        saleIds: second.saleIds,
        paymentMethodId: methods.hours.id,
        voucherId: vouchers.hours.id,
      }),
      elena.token,
    );
    assert.equal(byHours.body.ok, true, JSON.stringify(byHours.body));
    assert.equal(balanceOf(testApp, vouchers.sessions.id), vouchers.sessions.balance - 100);
    assert.equal(balanceOf(testApp, vouchers.hours.id), vouchers.hours.balance - 150);
    const db = testApp.openDb();
    assert.deepEqual(
      {
        ...db
          .prepare('SELECT status, customer_voucher_id, voucher_amount FROM booking_sales WHERE id = ?')
          .get(first.saleIds[0]!),
      },
      { status: 'Paid', customer_voucher_id: vouchers.sessions.id, voucher_amount: 100 },
    );
    const movement = db
      .prepare('SELECT amount_cents FROM voucher_movements WHERE customer_voucher_id = ? ORDER BY id DESC')
      .get(vouchers.hours.id);
    assert.deepEqual({ ...movement }, { amount_cents: -150 });

    // Cancelling the booking gives the session back, not its price.
    const cancel = await call(
      app,
      'POST',
      `/api/publicbookings/cancel/${first.bookingId}/${elena.id}`,
      undefined,
      elena.token,
    );
    assert.equal(cancel.body.ok, true, JSON.stringify(cancel.body));
    assert.equal(balanceOf(testApp, vouchers.sessions.id), vouchers.sessions.balance);
  });

  test('a money voucher pays products and takes the total off its balance', async (t) => {
    const testApp = await createTestApp(t);
    const { app } = testApp;
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const db = testApp.openDb();
    const wallet = db
      .prepare(
        `SELECT v.id, v.balance_cents FROM customer_vouchers v JOIN voucher_offers o ON o.id = v.offer_id
         WHERE v.customer_id = ? AND o.kind = 'Money'`,
      )
      .get(ana.id) as { id: number; balance_cents: number };
    const answer = await checkout(
      app,
      checkoutPayload(ana.id, {
        saleItems: [line(balls.id, 2)],
        paymentMethodId: methods.wallet.id,
        voucherId: wallet.id,
        customer: { email: DEMO_CUSTOMERS.ana.email },
      }),
      ana.token,
    );
    assert.equal(answer.body.ok, true, JSON.stringify(answer.body));
    const order = await orderOf(
      app,
      ana.id,
      (answer.body.model as { saleNumber: string }).saleNumber,
      ana.token,
    );
    assert.equal(balanceOf(testApp, wallet.id), wallet.balance_cents - Math.round(order.total * 100));
  });

  test('two checkouts spending the same last session: only one wins', async (t) => {
    const testApp = await createTestApp(t);
    const { app } = testApp;
    testApp
      .openDb()
      .prepare('UPDATE customer_vouchers SET balance_cents = 100 WHERE id = ?')
      .run(vouchers.sessions.id);
    const elena = await login(app, ELENA);
    const first = await heldCourt(app, elena, { hour: '10:00' });
    const second = await heldCourt(app, elena, { hour: '12:00' });
    const pay = (saleIds: number[], guid: string) =>
      checkout(
        app,
        checkoutPayload(elena.id, {
          saleIds,
          guid,
          paymentMethodId: methods.sessions.id,
          voucherId: vouchers.sessions.id,
        }),
        elena.token,
      );
    const answers = await Promise.all([pay(first.saleIds, 'tab-1'), pay(second.saleIds, 'tab-2')]);
    assert.deepEqual(answers.map((answer) => answer.body.ok).sort(), [false, true]);
    assert.ok(answers.some((answer) => answer.body.errorMsg === CHECKOUT_TEXTS.voucherBalance));
    assert.equal(balanceOf(testApp, vouchers.sessions.id), 0);
  });

  test('without a saved card, pay at the club saves one with a Stripe card setup first, then leaves the share as a debt', async (t) => {
    const testApp = await createTestApp(t);
    const { app } = testApp;
    testApp.openDb().prepare('UPDATE club SET shared_payment_with_retention = 0').run();
    const elena = await login(app, ELENA);
    const held = await heldCourt(app, elena, { paymentType: PaymentType.Shared, days: 3 });
    const share = held.saleIds.slice(0, 1);
    const setup = await checkout(
      app,
      checkoutPayload(elena.id, { saleIds: share, paymentMethodId: methods.club.id }),
      elena.token,
    );
    assert.equal(setup.body.ok, true, JSON.stringify(setup.body));
    const stripe = (setup.body.model as CheckoutModel).stripe;
    assert.ok(stripe, 'the answer is a Stripe step');
    assert.equal(stripe.intent, 'setup');

    // The card popup: the card goes to the sandbox and confirms the setup; the return page reads the status.
    const status = await payOnStripeSandbox(app, setup.body.model as CheckoutModel);
    const db = testApp.openDb();
    const saved = db
      .prepare("SELECT id, last_digits FROM card_tokens WHERE customer_id = ? AND provider = 'stripe'")
      .all(elena.id)
      .map((row) => ({ ...row }));
    assert.deepEqual(saved, [{ id: Number(status.tokenId), last_digits: '4242' }]);
    assert.deepEqual({ ok: status.ok, retry: status.retry }, { ok: true, retry: false });
    assert.deepEqual(
      { ...db.prepare('SELECT status, paid_cents FROM booking_sales WHERE id = ?').get(share[0]!) },
      { status: 'Pending', paid_cents: 0 },
      'the setup charged nothing',
    );
    assert.deepEqual(
      db
        .prepare('SELECT kind, status, amount_cents, sale_id FROM checkouts WHERE customer_id = ?')
        .all(elena.id)
        .map((row) => ({ ...row })),
      [{ kind: 'Setup', status: 'Saved', amount_cents: 0, sale_id: null }],
      'the setup is recorded as a setup that saved a card, with no amount',
    );

    // The page checks out again with the card: the share is left to pay at the club, the booking confirmed.
    const left = await checkout(
      app,
      checkoutPayload(elena.id, {
        saleIds: share,
        paymentMethodId: methods.club.id,
        tokenId: status.tokenId as string,
      }),
      elena.token,
    );
    assert.equal(left.body.ok, true, JSON.stringify(left.body));
    assert.match((left.body.model as CheckoutModel).saleNumber ?? '', /^PED-/);
    assert.deepEqual(
      { ...db.prepare('SELECT status, paid_cents FROM booking_sales WHERE id = ?').get(share[0]!) },
      { status: 'Pending', paid_cents: 0 },
    );
    assert.deepEqual(
      { ...db.prepare('SELECT status, expires_at FROM bookings WHERE id = ?').get(held.bookingId) },
      { status: 'Confirmed', expires_at: null },
    );
  });
});

test('the schema refuses a voucher balance below 0, whoever writes it', async (t) => {
  const testApp = await createTestApp(t);
  const db = testApp.openDb();
  assert.throws(
    () =>
      db.prepare('UPDATE customer_vouchers SET balance_cents = -1 WHERE id = ?').run(vouchers.sessions.id),
    /voucher balance below 0/,
  );
  assert.equal(balanceOf(testApp, vouchers.sessions.id), vouchers.sessions.balance);
});

describe('a visitor checks out', () => {
  test('the account is made by the rules of registration and the answer logs them in', async (t) => {
    const testApp = await createTestApp(t);
    const { app } = testApp;
    const email = 'nuevo@cliente.test';
    const body = checkoutPayload(null, {
      saleItems: [line(balls.id)],
      customer: { email, password: 'secret5' },
    });
    const answer = await checkout(app, body);
    assert.equal(answer.body.ok, true, JSON.stringify(answer.body));
    const model = answer.body.model as { customerId: number; ctk: string; saleNumber: string };
    assert.equal(model.customerId, idByEmail(testApp.openDb(), email));
    const orders = await call(
      app,
      'GET',
      `/api/shop/customer-orders/${model.customerId}`,
      undefined,
      model.ctk,
    );
    assert.equal(orders.status, 200);
    assert.deepEqual(
      (orders.body.model as Array<{ number: string }>).map((order) => order.number),
      [model.saleNumber],
    );
    const record = testApp
      .openDb()
      .prepare('SELECT status, address_line1 FROM customers WHERE email = ?')
      .get(email);
    assert.deepEqual({ ...record }, { status: 'Active', address_line1: ELENA.addressLine1 });
    const mails = testApp
      .openDb()
      .prepare('SELECT subject FROM outbox WHERE customer_id = ?')
      .all(model.customerId);
    assert.equal(mails.length, 1, 'the receipt');

    assert.deepEqual((await checkout(app, body)).body, {
      ok: false,
      errorMsg: CHECKOUT_TEXTS.alreadyRegistered,
    });
    const removed = await call(
      app,
      'DELETE',
      `/api/publiccustomers/remove/${model.customerId}`,
      undefined,
      model.ctk,
    );
    assert.equal(removed.body.ok, true);
    const kept = testApp
      .openDb()
      .prepare('SELECT lines FROM checkouts WHERE customer_id = ?')
      .get(model.customerId) as {
      lines: string;
    };
    assert.ok(
      !kept.lines.includes(email) && !kept.lines.includes(ELENA.addressLine1),
      'the delivery data is erased',
    );
    const short = checkoutPayload(null, {
      saleItems: [line(balls.id)],
      customer: { email: 'otro@cliente.test', password: 'abc' },
    });
    assert.deepEqual((await checkout(app, short)).body, {
      ok: false,
      errorMsg: CHECKOUT_TEXTS.passwordLength(5),
    });
    const missing = checkoutPayload(null, {
      saleItems: [line(balls.id)],
      customer: { email: 'otro@cliente.test', password: 'secret5', phone: '' },
    });
    assert.deepEqual((await checkout(app, missing)).body, {
      ok: false,
      errorMsg: CHECKOUT_TEXTS.requiredFields,
    });
  });

  test('a visitor naming a customer id is bad input', async (t) => {
    const { app } = await createTestApp(t);
    const answer = await call(
      app,
      'POST',
      '/api/shop/checkout',
      checkoutPayload(7, { saleItems: [line(balls.id)] }),
    );
    assert.equal(answer.status, 400);
  });
});
