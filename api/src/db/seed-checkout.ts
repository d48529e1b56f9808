// The checkout area of the demo data (document 3, 2 to 5): the payment methods and transports the club offers, its
// coupon codes, and Elena, a customer who holds a sessions voucher and an hours voucher. The voucher offers of those
// two are not sold in the shop (the club gives them at the front desk), so the shop's vouchers stay as they were.
import type { DatabaseSync } from 'node:sqlite';
import { getRow, insertRow, runSql } from './database.ts';
import { DEMO_CHECKOUT, daysBefore, type DemoCoupon, type SeedContext } from './demo-club.ts';

/** Seeds the checkout's set-up and Elena with her vouchers (left out when her e-mail is already taken). */
export function seedCheckout(db: DatabaseSync, { now, passwordHash }: SeedContext): void {
  Object.values(DEMO_CHECKOUT.methods).forEach((method, position) =>
    runSql(
      db,
      `INSERT INTO payment_methods (id, position, type, name, description, allow_tokenization, shared_deadline_minutes)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      method.id,
      position,
      method.type,
      method.name,
      method.description,
      method.allowTokenization ? 1 : 0,
      method.sharedDeadlineMinutes,
    ),
  );
  Object.values(DEMO_CHECKOUT.transports).forEach((transport, position) =>
    runSql(
      db,
      'INSERT INTO shop_transports (id, position, name, delivery_time, price_cents) VALUES (?, ?, ?, ?, ?)',
      transport.id,
      position,
      transport.name,
      transport.deliveryTime,
      transport.priceCents,
    ),
  );
  for (const coupon of Object.values(DEMO_CHECKOUT.coupons) as DemoCoupon[]) {
    // An expired coupon ran for 90 days until it ended.
    const endedDaysAgo = coupon.expiredDaysAgo;
    runSql(
      db,
      `INSERT INTO promo_codes (code, discount_type, amount, valid_from, valid_until) VALUES (?, ?, ?, ?, ?)`,
      coupon.code,
      coupon.type,
      coupon.amount,
      endedDaysAgo === undefined ? null : daysBefore(now, endedDaysAgo + 90),
      endedDaysAgo === undefined ? null : daysBefore(now, endedDaysAgo),
    );
  }

  const elena = DEMO_CHECKOUT.customer;
  if (getRow(db, 'SELECT 1 FROM customers WHERE email = ?', elena.email)) return;
  const elenaId = insertRow(
    db,
    `INSERT INTO customers (name, surname, email, phone, address_line1, postal_code, city, town, country, status,
       password_hash, ok_rss, accept_conditions, created)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'Active', ?, 0, 1, ?)`,
    elena.name,
    elena.surname,
    elena.email,
    elena.phone,
    elena.addressLine1,
    elena.postalCode,
    elena.city,
    elena.town,
    elena.country,
    passwordHash,
    daysBefore(now, 50),
  );
  Object.values(DEMO_CHECKOUT.vouchers).forEach((voucher, index) => {
    const position =
      getRow<{ next: number }>(db, 'SELECT COALESCE(MAX(position) + 1, 0) AS next FROM voucher_offers')
        ?.next ?? 0;
    const offerId = insertRow(
      db,
      `INSERT INTO voucher_offers (position, name, logo, gross_cents, net_cents, credit_cents, on_sale, kind)
       VALUES (?, ?, '', ?, ?, ?, 0, ?)`,
      position,
      voucher.offer,
      voucher.grossCents,
      voucher.grossCents,
      voucher.balance,
      voucher.kind,
    );
    const created = daysBefore(now, 20 - index);
    runSql(
      db,
      'INSERT INTO customer_vouchers (id, customer_id, offer_id, balance_cents, created) VALUES (?, ?, ?, ?, ?)',
      voucher.id,
      elenaId,
      offerId,
      voucher.balance,
      created,
    );
    insertRow(
      db,
      `INSERT INTO voucher_movements (customer_voucher_id, amount_cents, previous_cents, current_cents, created)
       VALUES (?, ?, 0, ?, ?)`,
      voucher.id,
      voucher.balance,
      voucher.balance,
      created,
    );
  });
}
