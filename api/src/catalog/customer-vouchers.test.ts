import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PaymentMethodType, type Voucher } from '@club/shared-contracts/entities';
import { DEMO_CHECKOUT, DEMO_CUSTOMERS, DEMO_MY_BOOKINGS } from '../db/demo-club.ts';
import { call, createTestApp, login } from '../test-support.ts';

const url = (customerId: number | string) => `/api/publicvouchers/customer-vouchers/${customerId}`;

test('a customer’s active vouchers come with their movements, newest first, recharges included', async (t) => {
  const { app } = await createTestApp(t);
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  const answer = await call(app, 'GET', url(ana.id), undefined, ana.token);
  assert.equal(answer.status, 200);
  const [wallet, ...others] = answer.body.model as Voucher[];
  assert.equal(others.length, 0);
  assert.ok(wallet);
  assert.deepEqual(Object.keys(wallet).sort(), ['balance', 'description', 'id', 'movements', 'type']);
  assert.equal(wallet.description, 'Monedero 100 €');
  assert.equal(wallet.type, PaymentMethodType.MoneyVoucher);
  // 100 € loaded, 24 + 13.50 + 6 spent, 50 € recharged with her last order, then a court booking paid with it.
  const booking = DEMO_MY_BOOKINGS.byVoucher.priceCents / 100;
  assert.equal(wallet.balance, 106.5 - booking);
  assert.deepEqual(
    wallet.movements.map((movement) => movement.amount),
    [-booking, 50, -6, -13.5, -24, 100],
  );
  for (const movement of wallet.movements) {
    assert.deepEqual(Object.keys(movement).sort(), ['amount', 'created', 'current', 'previousAmount']);
    assert.equal(
      Math.round((movement.previousAmount + movement.amount) * 100),
      Math.round(movement.current * 100),
    );
  }
  assert.equal(wallet.movements[0]?.current, wallet.balance);
  const dates = wallet.movements.map((movement) => Date.parse(movement.created));
  assert.deepEqual(
    dates,
    [...dates].sort((a, b) => b - a),
  );
});

test('sessions and hours vouchers say so by their type, balance and movements counted in sessions or hours', async (t) => {
  const { app, openDb } = await createTestApp(t);
  const elena = await login(app, DEMO_CHECKOUT.customer);
  const { sessions, hours } = DEMO_CHECKOUT.vouchers;
  // A 90-minute booking paid with the hours voucher today: 150 hundredths of an hour.
  const db = openDb();
  db.prepare('UPDATE customer_vouchers SET balance_cents = 850 WHERE id = ?').run(hours.id);
  db.prepare(
    `INSERT INTO voucher_movements (customer_voucher_id, amount_cents, previous_cents, current_cents, created)
     VALUES (?, -150, 1000, 850, ?)`,
  ).run(hours.id, new Date().toISOString());
  const answer = await call(app, 'GET', url(elena.id), undefined, elena.token);
  assert.equal(answer.status, 200);
  assert.deepEqual(
    (answer.body.model as Voucher[]).map((voucher) => ({
      type: voucher.type,
      description: voucher.description,
      balance: voucher.balance,
      movements: voucher.movements.map((movement) => [
        movement.amount,
        movement.previousAmount,
        movement.current,
      ]),
    })),
    [
      {
        type: PaymentMethodType.HoursVoucher,
        description: hours.offer,
        balance: 8.5,
        movements: [
          [-1.5, 10, 8.5],
          [10, 0, 10],
        ],
      },
      {
        type: PaymentMethodType.SessionsVoucher,
        description: sessions.offer,
        balance: 10,
        movements: [[10, 0, 10]],
      },
    ],
  );
});

test('a voucher with no credit left is not active', async (t) => {
  const { app, openDb } = await createTestApp(t);
  const bruno = await login(app, DEMO_CUSTOMERS.bruno);
  const db = openDb();
  const voucherId = Number(
    db
      .prepare(
        "INSERT INTO customer_vouchers (customer_id, offer_id, balance_cents, created) VALUES (?, 1, 0, '2026-01-01T10:00:00.000Z')",
      )
      .run(bruno.id).lastInsertRowid,
  );
  db.prepare(
    `INSERT INTO voucher_movements (customer_voucher_id, amount_cents, previous_cents, current_cents, created)
     VALUES (?, 3000, 0, 3000, '2026-01-01T10:00:00.000Z'), (?, -3000, 3000, 0, '2026-01-02T10:00:00.000Z')`,
  ).run(voucherId, voucherId);
  const answer = await call(app, 'GET', url(bruno.id), undefined, bruno.token);
  assert.deepEqual(answer.body, { ok: true, model: [] });
});

test('vouchers need a token, and only the customer or its parent may read them', async (t) => {
  const { app, openDb } = await createTestApp(t);
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  const bruno = await login(app, DEMO_CUSTOMERS.bruno);
  assert.equal((await call(app, 'GET', url(ana.id))).status, 401);
  const foreign = await call(app, 'GET', url(ana.id), undefined, bruno.token);
  assert.equal(foreign.status, 403);
  assert.equal(foreign.body.model, undefined);
  const lucas = openDb()
    .prepare('SELECT id FROM customers WHERE name = ?')
    .get(DEMO_CUSTOMERS.lucas.name) as {
    id: number;
  };
  const childs = await call(app, 'GET', url(lucas.id), undefined, ana.token);
  assert.equal(childs.status, 200);
  assert.deepEqual(
    (childs.body.model as Voucher[]).map((voucher) => [voucher.description, voucher.balance]),
    [['Bono regalo 30 €', 30]],
  );
});

test('a malformed or out-of-range customer id answers 400', async (t) => {
  const { app } = await createTestApp(t);
  const ana = await login(app, DEMO_CUSTOMERS.ana);
  for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
    const answer = await call(app, 'GET', url(id), undefined, ana.token);
    assert.equal(answer.status, 400, id);
    assert.equal(answer.body.ok, false);
  }
});
