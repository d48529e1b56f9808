import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { CustomerPeriodicSale, PendingSale } from '@club/shared-contracts/entities';
import type { FastifyInstance } from 'fastify';
import {
  checkout,
  checkoutFromSite,
  checkoutPayload,
  payOnStripeSandbox,
} from '../checkout/checkout-test-support.ts';
import { CHECKOUT_TEXTS } from '../checkout/checkout-texts.ts';
import { DEMO_CHECKOUT, DEMO_CUSTOMERS, DEMO_FEES } from '../db/demo-club.ts';
import { call, createTestApp, login } from '../test-support.ts';
import { DEBT_TEXTS } from './debt-texts.ts';

const pendingSales = async (app: FastifyInstance, customerId: number, token: string) =>
  (await call(app, 'POST', `/api/shop/pending-sales/${customerId}`, undefined, token)).body
    .data as PendingSale[];

const customerFees = async (app: FastifyInstance, customerId: number, token: string) =>
  (await call(app, 'GET', `/api/publiccustomerperiodicsales/customer-fees/${customerId}`, undefined, token))
    .body.model as CustomerPeriodicSale[];

const stop = (app: FastifyInstance, customerId: number, cpsId: number, token: string) =>
  call(
    app,
    'POST',
    `/api/publiccustomerperiodicsales/stop-periodicsale/${customerId}/${cpsId}`,
    undefined,
    token,
  );

const periodicSale = (sales: CustomerPeriodicSale[], membership: string): CustomerPeriodicSale => {
  const found = sales.find((sale) => sale.description === membership);
  assert.ok(found, `${membership} is listed`);
  return found;
};

describe('pending sales and fees', () => {
  test("Pablo's pending sales are his fees owed this month and his squash booking left to pay at the club", async (t) => {
    const { app } = await createTestApp(t);
    const pablo = await login(app, DEMO_FEES.customer);
    const sales = await pendingSales(app, pablo.id, pablo.token);
    assert.deepEqual(
      sales.map((sale) => [sale.title, sale.pending]),
      [
        // Both fees fell due on the 1st of the month, before the booking was played (3 days ago).
        [DEMO_FEES.pablo.minimumStay.membership, DEMO_FEES.pablo.minimumStay.monthlyGrossCents / 100],
        [DEMO_FEES.pablo.cancellable.membership, DEMO_FEES.pablo.cancellable.monthlyGrossCents / 100],
        ['Reserva de pista de squash', DEMO_FEES.clubDebt.priceCents / 100],
      ],
    );
    const booking = sales[2];
    assert.equal(booking!.total, booking!.pending);
    assert.equal(booking!.netPending, Math.round(DEMO_FEES.clubDebt.priceCents / 1.21) / 100);
    assert.match(booking!.saleItems[0]!.parentIdentifier, /Squash/);
    assert.ok(sales.every((sale) => sale.saleNumber !== ''));
  });

  test('the fees page lists each membership with its next fee and its fees, newest first, paid and owed', async (t) => {
    const { app } = await createTestApp(t);
    const pablo = await login(app, DEMO_FEES.customer);
    const sales = await customerFees(app, pablo.id, pablo.token);
    assert.equal(sales.length, 2);
    const demo = DEMO_FEES.pablo.cancellable;
    const individual = periodicSale(sales, demo.membership);
    assert.equal(individual.nextNotPaidFeeInfo?.dPrice, demo.monthlyGrossCents / 100);
    assert.match(individual.nextNotPaidFeeInfo?.date ?? '', /^\d{4}-\d{2}-01$/);
    assert.deepEqual(
      individual.fees.map((fee) => fee.pending),
      [...demo.fees].reverse().map((paid) => (paid ? 0 : demo.monthlyGrossCents / 100)),
    );
    assert.ok(individual.fees.every((fee) => fee.saleItem.parentIdentifier.startsWith(demo.membership)));
    assert.ok(individual.fees.every((fee) => fee.total === demo.monthlyGrossCents / 100));
  });

  test("another customer's token is refused on every call", async (t) => {
    const { app } = await createTestApp(t);
    const pablo = await login(app, DEMO_FEES.customer);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const cpsId = (await customerFees(app, pablo.id, pablo.token))[0]!.nextNotPaidFeeInfo!.cpsId;
    for (const answer of [
      await call(app, 'POST', `/api/shop/pending-sales/${pablo.id}`, undefined, ana.token),
      await call(
        app,
        'GET',
        `/api/publiccustomerperiodicsales/customer-fees/${pablo.id}`,
        undefined,
        ana.token,
      ),
      await stop(app, pablo.id, cpsId, ana.token),
    ]) {
      assert.equal(answer.status, 403);
      assert.equal(answer.body.ok, false);
    }
    assert.ok((await customerFees(app, pablo.id, pablo.token)).every((sale) => sale.nextNotPaidFeeInfo));
    // Nor may Ana stop Pablo's membership under her own id: it is not hers.
    const refused = await stop(app, ana.id, cpsId, ana.token);
    assert.deepEqual(refused.body, { ok: false, errorMsg: DEBT_TEXTS.periodicSaleNotFound });
  });

  test('stopping a membership ends its next fee and keeps its fees; a second stop is refused', async (t) => {
    const { app } = await createTestApp(t);
    const pablo = await login(app, DEMO_FEES.customer);
    const membership = DEMO_FEES.pablo.cancellable.membership;
    const before = periodicSale(await customerFees(app, pablo.id, pablo.token), membership);
    const cpsId = before.nextNotPaidFeeInfo!.cpsId;
    assert.deepEqual((await stop(app, pablo.id, cpsId, pablo.token)).body, { ok: true });
    const after = periodicSale(await customerFees(app, pablo.id, pablo.token), membership);
    assert.equal(after.nextNotPaidFeeInfo, null);
    assert.deepEqual(after.fees, before.fees);
    assert.deepEqual((await stop(app, pablo.id, cpsId, pablo.token)).body, {
      ok: false,
      errorMsg: DEBT_TEXTS.alreadyStopped,
    });
  });

  test('a membership within its minimum stay is not stopped, and the answer says until when', async (t) => {
    const { app } = await createTestApp(t);
    const pablo = await login(app, DEMO_FEES.customer);
    const membership = DEMO_FEES.pablo.minimumStay.membership;
    const cpsId = periodicSale(await customerFees(app, pablo.id, pablo.token), membership).nextNotPaidFeeInfo!
      .cpsId;
    const answer = await stop(app, pablo.id, cpsId, pablo.token);
    assert.equal(answer.status, 200);
    assert.equal(answer.body.ok, false);
    assert.match(answer.body.errorMsg ?? '', /permanencia hasta el \d{2}\/\d{2}\/\d{4}/);
    assert.notEqual(
      periodicSale(await customerFees(app, pablo.id, pablo.token), membership).nextNotPaidFeeInfo,
      null,
    );
  });

  test('a debt and a fee paid by card in the checkout end paid and leave the pending sales', async (t) => {
    const { app } = await createTestApp(t);
    const pablo = await login(app, DEMO_FEES.customer);
    const [otherFee, fee, booking] = await pendingSales(app, pablo.id, pablo.token);
    const model = await checkoutFromSite(
      app,
      checkoutPayload(pablo.id, {
        saleIds: [booking!.id, fee!.id],
        paymentMethodId: DEMO_CHECKOUT.methods.stripe.id,
      }),
      pablo.token,
    );
    assert.equal((await payOnStripeSandbox(app, model)).ok, true);
    assert.deepEqual(
      (await pendingSales(app, pablo.id, pablo.token)).map((sale) => sale.id),
      [otherFee!.id],
    );
    const paidFee = (await customerFees(app, pablo.id, pablo.token))
      .flatMap((sale) => sale.fees)
      .find((candidate) => candidate.saleNumber === fee!.saleNumber);
    assert.equal(paidFee?.pending, 0);
    // Paid, it cannot be paid again.
    const again = await checkout(app, checkoutPayload(pablo.id, { saleIds: [fee!.id] }), pablo.token);
    assert.deepEqual(again.body, { ok: false, errorMsg: CHECKOUT_TEXTS.saleNotPending });
  });

  test("a fee paid with the customer's money voucher ends paid and takes its price off the balance", async (t) => {
    const testApp = await createTestApp(t);
    const { app } = testApp;
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const [fee] = await pendingSales(app, ana.id, ana.token);
    assert.equal(fee?.title, DEMO_FEES.ana.family.membership);
    const db = testApp.openDb();
    const balance = () =>
      db
        .prepare(
          `SELECT v.id, v.balance_cents FROM customer_vouchers v JOIN voucher_offers o ON o.id = v.offer_id
           WHERE v.customer_id = ? AND o.kind = 'Money'`,
        )
        .get(ana.id) as { id: number; balance_cents: number };
    const before = balance();
    const answer = await checkout(
      app,
      checkoutPayload(ana.id, {
        saleIds: [fee.id],
        paymentMethodId: DEMO_CHECKOUT.methods.wallet.id,
        voucherId: before.id,
        customer: { email: DEMO_CUSTOMERS.ana.email },
      }),
      ana.token,
    );
    assert.equal(answer.body.ok, true, JSON.stringify(answer.body));
    assert.deepEqual(await pendingSales(app, ana.id, ana.token), []);
    assert.equal(balance().balance_cents, before.balance_cents - DEMO_FEES.ana.family.monthlyGrossCents);
  });

  test('a card payment of a fee paid meanwhile with a voucher goes back to the card, and the fee is paid once', async (t) => {
    const testApp = await createTestApp(t);
    const { app } = testApp;
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const [fee] = await pendingSales(app, ana.id, ana.token);
    const model = await checkoutFromSite(
      app,
      checkoutPayload(ana.id, {
        saleIds: [fee!.id],
        paymentMethodId: DEMO_CHECKOUT.methods.stripe.id,
        customer: { email: DEMO_CUSTOMERS.ana.email },
      }),
      ana.token,
    );
    const wallet = testApp
      .openDb()
      .prepare(
        `SELECT v.id FROM customer_vouchers v JOIN voucher_offers o ON o.id = v.offer_id
         WHERE v.customer_id = ? AND o.kind = 'Money'`,
      )
      .get(ana.id) as { id: number };
    const byVoucher = await checkout(
      app,
      checkoutPayload(ana.id, {
        saleIds: [fee!.id],
        paymentMethodId: DEMO_CHECKOUT.methods.wallet.id,
        voucherId: wallet.id,
        customer: { email: DEMO_CUSTOMERS.ana.email },
      }),
      ana.token,
    );
    assert.equal(byVoucher.body.ok, true, JSON.stringify(byVoucher.body));
    assert.equal((await payOnStripeSandbox(app, model)).ok, false);
    const refunds = testApp
      .openDb()
      .prepare("SELECT reason FROM payment_refunds WHERE checkout_id IS NOT NULL AND reason = 'PaidTwice'")
      .all();
    assert.equal(refunds.length, 1);
  });

  test('a fee left to pay at the club stays pending; another customer cannot put it in their cart', async (t) => {
    const { app } = await createTestApp(t);
    const pablo = await login(app, DEMO_FEES.customer);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const [fee] = await pendingSales(app, pablo.id, pablo.token);
    const atClub = await checkout(app, checkoutPayload(pablo.id, { saleIds: [fee!.id] }), pablo.token);
    assert.equal(atClub.body.ok, true, JSON.stringify(atClub.body));
    assert.ok((await pendingSales(app, pablo.id, pablo.token)).some((sale) => sale.id === fee!.id));
    const byAna = await checkout(app, checkoutPayload(ana.id, { saleIds: [fee!.id] }), ana.token);
    assert.deepEqual(byAna.body, { ok: false, errorMsg: CHECKOUT_TEXTS.saleNotFound });
  });
});
