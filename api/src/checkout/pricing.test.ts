import assert from 'node:assert/strict';
import { test } from 'node:test';
import { amountsOf, discountOf, hoursVoucherUnits, totalsOf } from './pricing.ts';

test('a gross price gives its net at 21 % by default; a net price gets 21 % added on top', () => {
  assert.deepEqual(amountsOf(12100, true), { grossCents: 12100, netCents: 10000 });
  assert.deepEqual(amountsOf(10000, false), { grossCents: 12100, netCents: 10000 });
  assert.deepEqual(amountsOf(1100, true, 10), { grossCents: 1100, netCents: 1000 });
});

test('totals add the transport and take the coupon off the lines only', () => {
  const lines = [amountsOf(3900, true), amountsOf(1190, true)];
  const percent = totalsOf(lines, 495, { type: 'Percent', amount: 10 }, true);
  assert.equal(percent.lines.grossCents, 5090);
  assert.equal(percent.transport.grossCents, 495);
  assert.equal(percent.discount.grossCents, 509);
  assert.equal(percent.total.grossCents, 5090 + 495 - 509);
  assert.equal(percent.discount.netCents, Math.round((percent.lines.netCents * 10) / 100));

  const money = totalsOf(lines, 495, { type: 'Money', amount: 500 }, true);
  assert.equal(money.discount.grossCents, 500);
  assert.equal(money.total.grossCents, 5090 + 495 - 500);
  assert.equal(money.discount.netCents, Math.round((500 * money.lines.netCents) / money.lines.grossCents));
});

test('a money coupon is gross when prices include taxes and net when they do not', () => {
  const lines = { grossCents: 12100, netCents: 10000 };
  assert.deepEqual(discountOf(lines, { type: 'Money', amount: 1210 }, true), {
    grossCents: 1210,
    netCents: 1000,
  });
  assert.deepEqual(discountOf(lines, { type: 'Money', amount: 1000 }, false), {
    grossCents: 1210,
    netCents: 1000,
  });
});

test('a discount never takes the total below 0, nor more than the lines cost', () => {
  const lines = [amountsOf(1000, true)];
  const money = totalsOf(lines, 495, { type: 'Money', amount: 5000 }, true);
  assert.equal(money.discount.grossCents, 1000);
  assert.equal(money.total.grossCents, 495, 'the transport is still paid');
  const full = totalsOf(lines, null, { type: 'Percent', amount: 100 }, true);
  assert.deepEqual(full.total, { grossCents: 0, netCents: 0 });
  assert.deepEqual(totalsOf([], null, { type: 'Percent', amount: 10 }, true).discount, {
    grossCents: 0,
    netCents: 0,
  });
});

test('an hours voucher takes a booking’s duration in hundredths of an hour, rounded up', () => {
  assert.equal(hoursVoucherUnits(60), 100);
  assert.equal(hoursVoucherUnits(90), 150);
  assert.equal(hoursVoucherUnits(45), 75);
  assert.equal(hoursVoucherUnits(50), 84);
});
