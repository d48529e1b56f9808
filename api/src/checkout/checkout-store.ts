// The checkout's writes: an order paid at once (nothing to pay, at the club, with a voucher), a card checkout
// started, and a provider's report applied once (research 0.5): the report's id goes into provider_events in the
// same BEGIN IMMEDIATE transaction as its effect, so the same report twice, or a notification racing a status poll,
// applies once. An order writes its sale and items, pays or leaves pending the booking sales and fees, confirms
// their bookings and places, takes the products off the stock and queues the receipt, all in that transaction.
import { randomInt } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { DeliveryAddress, PaymentRefundReason } from '@club/shared-contracts/checkout-entities';
import { PaymentMethodType } from '@club/shared-contracts/entities';
import type { OutboxRepository } from '../comms/outbox-repository.ts';
import type { CustomerRepository } from '../customers/customer-repository.ts';
import { allRows, getRow, inTransaction, insertRow, runSql } from '../db/database.ts';
import type { CardOutcome, Settlement } from './card-payments.ts';
import { CARD_STEP_MINUTES, keepHoldsForCardStep } from './card-step-holds.ts';
import { scheduleGuarantee } from './card-guarantees.ts';
import { feeTable, type FeeLine, type ProductLine, type SaleLine } from './cart.ts';
import { providerOfType, type VoucherKind } from './checkout-catalog.ts';
import { CHECKOUT_TEXTS, ORDER_TEXTS } from './checkout-texts.ts';
import { lateRefusal, retakeLapsedPlaces, retakeLapsedSlots } from './late-payments.ts';
import { writeOrderRecord } from './order-records.ts';
import { queueRefund } from './payment-refunds.ts';
import { SESSION_UNITS, hoursVoucherUnits, paidParts, type Totals } from './pricing.ts';
import { receiptMail, type Receipt } from './receipt-mail.ts';
import { releaseStock, reserveStock, takeStock } from './stock-reservations.ts';
import { saleDocumentLinks, type SaleDocumentLinks } from '../sale-documents/sale-document-links.ts';
import { createSaleDocumentRepository } from '../sale-documents/sale-document-repository.ts';

/** The delivery data a checkout was given (the customer block without its password). */
export type Delivery = DeliveryAddress;

/** Everything a checkout priced and chose, kept as JSON so a later report writes the order exactly so. */
export interface CheckoutSnapshot {
  products: ProductLine[];
  sales: SaleLine[];
  /** The fees of periodic sales and activity sales it pays. Absent in checkouts written before fees. */
  fees?: FeeLine[];
  transport: { id: number; name: string; grossCents: number } | null;
  promo: { id: number; code: string } | null;
  totals: Totals;
  /** The method, or null when there was nothing to pay and none was chosen. */
  method: { id: number; type: PaymentMethodType; name: string } | null;
  /** The voucher paying and what it takes off, in the voucher's unit. */
  voucher: { id: number; kind: VoucherKind; name: string; amount: number } | null;
  delivery: Delivery;
  /**
   * A shared payment with retention: the shares not charged (the teammates' and free places'), guaranteed on the
   * card the checkout charges or saves (card-guarantees.ts). `sales` then holds only the owner's share. Absent in
   * checkouts written before guarantees.
   */
  guarantee?: SnapshotGuarantee | null;
}

/** The guarantee a checkout writes with its order. */
export interface SnapshotGuarantee {
  bookingId: number;
  /** The shares it guarantees (booking_sales ids); their places are the booking's once it is confirmed. */
  saleIds: number[];
  /** What those shares still owe. */
  amountCents: number;
  /** When the booking starts (ISO). */
  startsAt: string;
}

/** A checkout to write. */
export interface NewCheckout {
  customerId: number;
  cartGuid: string;
  snapshot: CheckoutSnapshot;
  siteOrigin: string;
  saveCard: boolean;
  /** The saved card a card checkout charges, or null. */
  savedCardId: number | null;
  /** A card setup: it only saves a card, charges nothing and writes no order (recorded Saved once the card is kept). */
  setup: boolean;
}

/** A checkout as the providers read it. */
export interface CheckoutRecord {
  id: number;
  /** What the provider sees as the order (CardCharge.reference). */
  reference: string;
  customerId: number;
  amountCents: number;
  /** ISO 4217. */
  currency: string;
  siteOrigin: string;
  /** A Payment charges the amount; a Setup only saves a card (amount 0). */
  kind: 'Payment' | 'Setup';
  /**
   * Started until the provider reports; a payment then Paid (its order written) or Failed; a setup Saved (the card
   * kept) or Failed; a payment that came when what it paid was gone, Refunded (its order records the refund).
   */
  status: 'Started' | 'Paid' | 'Failed' | 'Saved' | 'Refunded';
  /** Why a Refunded checkout was given back, else null. */
  refundReason: PaymentRefundReason | null;
  /** The card the checkout charged or saved (its id, the tokenId the page sends back), or null. */
  savedCardId: number | null;
  /** The order's number once paid, or null. */
  saleNumber: string | null;
}

/** A refusal raised inside a checkout's transaction: it rolls back, and the customer reads its text. */
export class CheckoutRefusal extends Error {}

/** Thrown by settle for a checkout id that does not exist (a provider's report cannot name one). */
export class UnknownCheckout extends Error {}

/** The checkout's writes and the providers' lookups. */
export interface CheckoutStore {
  /**
   * Writes a checkout that is done now, inside the caller's transaction: its voucher debited (a CheckoutRefusal when
   * the balance no longer covers it), the order written, status Paid. Answers the order's number.
   */
  completeNow(checkout: NewCheckout, now: Date): { checkoutId: number; saleNumber: string };
  /**
   * Writes a Started card checkout, inside the caller's transaction; a Started checkout of the same cart before it is
   * given up (Failed: one checkout per cart at a time). The cart's holds are kept for the card step
   * (card-step-holds.ts) and its products reserved as long (stock-reservations.ts).
   */
  startCard(checkout: NewCheckout, now: Date): CheckoutRecord;
  /**
   * Gives up the Started checkouts of a cart (Failed, their products' reservations let go), inside the caller's
   * transaction: a new checkout of the cart is on its way, and must not find the cart's own units reserved.
   */
  giveUpCart(customerId: number, cartGuid: string, now: Date): void;
  /**
   * Applies a provider's report once: paid writes the order (see the top of the file) when what it pays is still to
   * be had, or else an order with its refund (late-payments.ts, Refunded); not paid marks the checkout Failed and
   * changes nothing else. A setup is Saved once its card is kept. A card the provider saved is kept either way.
   * 'duplicate' when the report's id was applied before or the checkout already ended so (a paid checkout is never
   * paid twice). Throws UnknownCheckout for an unknown checkout id.
   */
  settle(outcome: CardOutcome): Settlement;
  find(id: number): CheckoutRecord | undefined;
  /** A checkout by the reference its provider knows it by. */
  findByReference(reference: string): CheckoutRecord | undefined;
  /** Marks a Started checkout Failed (its provider could not start the charge). */
  fail(id: number, now: Date): void;
}

/** What the store needs beside the database. */
export interface CheckoutStoreOptions {
  outbox: OutboxRepository;
  customers: CustomerRepository;
  clubTitle(): string;
  now(): Date;
  /**
   * Takes back, inside the caller's transaction, a place paid after its hold lapsed and the place was freed, when
   * the booking still has one the customer may take (ByPlaceStore.retakeLapsedPlace); false when not.
   */
  retakeLapsedPlace(saleId: number, now: Date): boolean;
}

/** The currency every checkout is charged in: the demo club's (document 3, 9: EUR by default). */
export const CHECKOUT_CURRENCY = 'EUR';

const REFERENCE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** A provider reference: 4 digits, then 8 letters or digits (Redsys's DS_MERCHANT_ORDER rule). */
export function newReference(): string {
  let reference = String(randomInt(0, 10_000)).padStart(4, '0');
  for (let index = 0; index < 8; index += 1)
    reference += REFERENCE_LETTERS[randomInt(0, REFERENCE_LETTERS.length)];
  return reference;
}

interface CheckoutRow {
  id: number;
  reference: string;
  customer_id: number;
  kind: CheckoutRecord['kind'];
  amount_cents: number;
  site_origin: string;
  status: CheckoutRecord['status'];
  refund_reason: PaymentRefundReason | null;
  saved_card_id: number | null;
  sale_number: string | null;
  lines: string;
  save_card: number;
}

const CHECKOUT_SQL = `SELECT c.id, c.reference, c.customer_id, c.kind, c.amount_cents, c.site_origin, c.status,
    (SELECT r.reason FROM payment_refunds r WHERE r.checkout_id = c.id AND r.reason <> 'Cancelled' ORDER BY r.id
      LIMIT 1) AS refund_reason,
    c.saved_card_id, s.number AS sale_number, c.lines, c.save_card
  FROM checkouts c LEFT JOIN sales s ON s.id = c.sale_id`;

const toRecord = (row: CheckoutRow): CheckoutRecord => ({
  id: row.id,
  reference: row.reference,
  customerId: row.customer_id,
  kind: row.kind,
  amountCents: row.amount_cents,
  currency: CHECKOUT_CURRENCY,
  siteOrigin: row.site_origin,
  status: row.status,
  refundReason: row.status === 'Refunded' ? row.refund_reason : null,
  savedCardId: row.saved_card_id,
  saleNumber: row.sale_number,
});

/** The payment method an order names: the voucher's name for a voucher, else the method's. */
const paymentMethodOf = (snapshot: CheckoutSnapshot): string =>
  snapshot.voucher?.name ?? snapshot.method?.name ?? ORDER_TEXTS.nothingToPay;

/** What a booking sale takes off the voucher paying it, in the voucher's unit (a cancel gives that back). */
export function voucherPartOf(kind: VoucherKind, sale: Pick<SaleLine, 'grossCents' | 'duration'>): number {
  if (kind === 'Sessions') return SESSION_UNITS;
  if (kind === 'Hours') return hoursVoucherUnits(sale.duration);
  return sale.grossCents;
}

/** Erases the delivery data a customer's checkouts kept (account removal), inside the caller's transaction. */
export function eraseCheckoutDelivery(db: DatabaseSync, customerId: number): void {
  const erased: Delivery = {
    name: '',
    surname: '',
    addressLine1: '',
    city: '',
    town: '',
    country: '',
    postalCode: '',
    email: '',
    phone: '',
  };
  runSql(
    db,
    "UPDATE checkouts SET lines = json_set(lines, '$.delivery', json(?)) WHERE customer_id = ?",
    JSON.stringify(erased),
    customerId,
  );
}

/** Creates the checkout store. */
export function createCheckoutStore(db: DatabaseSync, options: CheckoutStoreOptions): CheckoutStore {
  const documents = createSaleDocumentRepository(db);
  const insertCheckout = (
    checkout: NewCheckout,
    status: CheckoutRecord['status'],
    nowIso: string,
  ): number => {
    const { snapshot } = checkout;
    return insertRow(
      db,
      `INSERT INTO checkouts (reference, customer_id, cart_guid, payment_method_id, customer_voucher_id, promo_code_id,
         transport_id, lines, kind, amount_cents, status, save_card, saved_card_id, site_origin, created)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      newReference(),
      checkout.customerId,
      checkout.cartGuid,
      snapshot.method?.id ?? null,
      snapshot.voucher?.id ?? null,
      snapshot.promo?.id ?? null,
      snapshot.transport?.id ?? null,
      JSON.stringify(snapshot),
      checkout.setup ? 'Setup' : 'Payment',
      checkout.setup ? 0 : snapshot.totals.total.grossCents,
      status,
      checkout.saveCard ? 1 : 0,
      checkout.savedCardId,
      checkout.siteOrigin,
      nowIso,
    );
  };

  // Takes the voucher's part off in one guarded update: a balance that no longer covers it changes no row.
  const debitVoucher = (customerId: number, snapshot: CheckoutSnapshot, nowIso: string): void => {
    const { voucher } = snapshot;
    if (!voucher) return;
    const before = getRow<{ balance_cents: number }>(
      db,
      'SELECT balance_cents FROM customer_vouchers WHERE id = ? AND customer_id = ?',
      voucher.id,
      customerId,
    );
    const debited = runSql(
      db,
      `UPDATE customer_vouchers SET balance_cents = balance_cents - ?
       WHERE id = ? AND customer_id = ? AND balance_cents >= ?`,
      voucher.amount,
      voucher.id,
      customerId,
      voucher.amount,
    );
    if (!before || debited === 0) throw new CheckoutRefusal(CHECKOUT_TEXTS.voucherBalance);
    insertRow(
      db,
      `INSERT INTO voucher_movements (customer_voucher_id, amount_cents, previous_cents, current_cents, created)
       VALUES (?, ?, ?, ?, ?)`,
      voucher.id,
      -voucher.amount,
      before.balance_cents,
      before.balance_cents - voucher.amount,
      nowIso,
    );
  };

  // Writes an order's sale and items as the checkout priced them; answers its id and number.
  const insertSale = (customerId: number, snapshot: CheckoutSnapshot, nowIso: string, pendingCents: number) =>
    writeOrderRecord(db, {
      customerId,
      paymentMethod: paymentMethodOf(snapshot),
      lines: [
        ...snapshot.products.map((product) => ({
          category: 'Article' as const,
          productId: product.productId,
          name: product.name,
          logo: product.logo,
          priceCents: product.unitGrossCents,
          units: product.units,
        })),
        ...snapshot.sales.map((sale) => ({
          category: 'Service' as const,
          productId: null,
          name: sale.description,
          logo: sale.logo,
          priceCents: sale.grossCents,
          units: 1,
        })),
        ...(snapshot.fees ?? []).map((fee) => ({
          category: fee.kind === 'Activity' ? ('Service' as const) : ('PeriodicSale' as const),
          productId: null,
          name: fee.concept,
          logo: '',
          priceCents: fee.grossCents,
          units: 1,
        })),
      ],
      shippingCents: snapshot.totals.transport.grossCents,
      discountCents: snapshot.totals.discount.grossCents,
      pendingCents,
      created: nowIso,
    });

  // Writes the order of a checkout and applies it (see the top of the file), with its guarantee on the card it
  // charged or saved; answers the order's number.
  const writeOrder = (
    checkoutId: number,
    customerId: number,
    snapshot: CheckoutSnapshot,
    nowIso: string,
    cardId: number | null,
  ) => {
    const payAtClub =
      snapshot.method?.type === PaymentMethodType.Pending && snapshot.totals.total.grossCents > 0;
    const method = paymentMethodOf(snapshot);
    const total = snapshot.totals.total.grossCents;
    const { saleId, number } = insertSale(customerId, snapshot, nowIso, payAtClub ? total : 0);
    takeStock(db, checkoutId, snapshot.products);
    // What each booking sale was paid: its price less its part of the coupon, so a cancel gives back what was paid.
    const paid = paidParts(
      [...snapshot.products, ...snapshot.sales, ...(snapshot.fees ?? [])].map((line) => line.grossCents),
      snapshot.totals.discount.grossCents,
    ).slice(snapshot.products.length);
    const byCard = snapshot.method !== null && providerOfType(snapshot.method.type) !== null;
    snapshot.sales.forEach((sale, index) => {
      const paidCents = paid[index] ?? sale.grossCents;
      if (!payAtClub) {
        runSql(
          db,
          `UPDATE booking_sales SET status = 'Paid', paid_cents = ?, payment_method = ?, customer_voucher_id = ?,
             voucher_amount = ?, paid_checkout_id = ?
           WHERE id = ? AND status = 'Pending'`,
          paidCents,
          method,
          snapshot.voucher?.id ?? null,
          snapshot.voucher ? voucherPartOf(snapshot.voucher.kind, { ...sale, grossCents: paidCents }) : null,
          byCard ? checkoutId : null,
          sale.saleId,
        );
      }
      // Paid or left to pay at the club, the booking and the place are the customer's now: no hold runs out.
      runSql(db, 'UPDATE booking_players SET expires_at = NULL WHERE sale_id = ?', sale.saleId);
    });
    // A fee (or an activity sale) is settled whole, its part of a coupon included.
    for (const fee of payAtClub ? [] : (snapshot.fees ?? [])) {
      runSql(
        db,
        `UPDATE ${feeTable(fee)} SET status = 'Paid', paid_cents = gross_cents, payment_method = ?, paid_checkout_id = ?
         WHERE id = ? AND status = 'Pending'`,
        method,
        byCard ? checkoutId : null,
        fee.feeId,
      );
    }
    const { guarantee } = snapshot;
    if (guarantee) {
      // The guaranteed shares stay Pending, their places the booking's: the guarantee pays what is left unpaid.
      for (const saleId of guarantee.saleIds) {
        runSql(db, 'UPDATE booking_players SET expires_at = NULL WHERE sale_id = ?', saleId);
      }
      const provider = snapshot.method ? providerOfType(snapshot.method.type) : null;
      if (provider) {
        scheduleGuarantee(
          db,
          {
            bookingId: guarantee.bookingId,
            customerId,
            cardTokenId: cardId,
            provider,
            amountCents: guarantee.amountCents,
            startsAt: new Date(guarantee.startsAt),
            reference: newReference(),
          },
          new Date(nowIso),
        );
      }
    }
    const bookingIds = [
      ...snapshot.sales.map((sale) => sale.bookingId),
      ...(guarantee ? [guarantee.bookingId] : []),
    ];
    for (const bookingId of new Set(bookingIds)) {
      runSql(
        db,
        "UPDATE bookings SET status = 'Confirmed', expires_at = NULL WHERE id = ? AND status = 'Pending'",
        bookingId,
      );
      runSql(db, 'UPDATE booking_slot_units SET expires_at = NULL WHERE booking_id = ?', bookingId);
    }
    runSql(
      db,
      "UPDATE checkouts SET status = 'Paid', sale_id = ?, finished = ? WHERE id = ?",
      saleId,
      nowIso,
      checkoutId,
    );
    queueReceipt(customerId, number, snapshot, {
      pendingCents: payAtClub ? total : 0,
      refund: null,
      documents: documentLinksOf(saleId, checkoutId),
    });
    return number;
  };

  // The links of an order's ticket and invoice, on the site its checkout came from.
  const documentLinksOf = (saleId: number, checkoutId: number): SaleDocumentLinks | null => {
    const tokens = documents.tokensOf(saleId);
    const site = getRow<{ site_origin: string }>(
      db,
      'SELECT site_origin FROM checkouts WHERE id = ?',
      checkoutId,
    );
    return tokens ? saleDocumentLinks(tokens, site?.site_origin ?? '') : null;
  };

  // The order's receipt in the customer's outbox: paid, left to pay at the club, or returned to the card and why.
  const queueReceipt = (
    customerId: number,
    number: string,
    snapshot: CheckoutSnapshot,
    state: Pick<Receipt, 'pendingCents' | 'refund' | 'documents'>,
  ): void => {
    const customer = options.customers.findById(customerId);
    if (!customer?.email) return;
    options.outbox.queue(
      receiptMail(options.clubTitle(), {
        customerId,
        email: customer.email,
        name: customer.name,
        number,
        lines: [
          ...snapshot.products.map((line) => ({
            name: line.name,
            units: line.units,
            totalCents: line.grossCents,
          })),
          ...snapshot.sales.map((line) => ({
            name: line.description,
            units: 1,
            totalCents: line.grossCents,
          })),
          ...(snapshot.fees ?? []).map((line) => ({
            name: line.concept,
            units: 1,
            totalCents: line.grossCents,
          })),
        ],
        shippingCents: snapshot.totals.transport.grossCents,
        discountCents: snapshot.totals.discount.grossCents,
        totalCents: snapshot.totals.total.grossCents,
        paymentMethod: paymentMethodOf(snapshot),
        ...state,
      }),
    );
  };

  // A card the provider saved, kept once per provider token; answers its id.
  const keepCard = (
    customerId: number,
    provider: CardOutcome['provider'],
    card: { token: string; lastDigits: string },
    nowIso: string,
  ): number => {
    const known = getRow<{ id: number }>(
      db,
      'SELECT id FROM card_tokens WHERE provider = ? AND provider_token = ?',
      provider,
      card.token,
    );
    if (known) return known.id;
    return insertRow(
      db,
      `INSERT INTO card_tokens (customer_id, last_digits, created, provider, provider_token) VALUES (?, ?, ?, ?, ?)`,
      customerId,
      card.lastDigits.slice(-4),
      nowIso,
      provider,
      card.token,
    );
  };

  const findRow = (id: number): CheckoutRow | undefined =>
    getRow<CheckoutRow>(db, `${CHECKOUT_SQL} WHERE c.id = ?`, id);

  // A card payment that came when what it paid was gone: its order is written as it was priced, with the refund of
  // what the card paid (the runner gives it back through the provider); nothing else changes.
  const writeRefundedOrder = (
    row: CheckoutRow,
    snapshot: CheckoutSnapshot,
    outcome: CardOutcome,
    reason: PaymentRefundReason,
    nowIso: string,
  ): void => {
    const { saleId, number } = insertSale(row.customer_id, snapshot, nowIso, 0);
    queueRefund(
      db,
      {
        saleId,
        paid: { checkoutId: row.id },
        provider: outcome.provider,
        paymentRef: outcome.paymentRef ?? row.reference,
        amountCents: row.amount_cents,
        reason,
      },
      new Date(nowIso),
    );
    releaseStock(db, row.id);
    queueReceipt(row.customer_id, number, snapshot, {
      pendingCents: 0,
      refund: { reason, cents: row.amount_cents },
      documents: null,
    });
    runSql(
      db,
      "UPDATE checkouts SET status = 'Refunded', sale_id = ?, finished = ? WHERE id = ?",
      saleId,
      nowIso,
      row.id,
    );
  };

  const giveUpCart = (customerId: number, cartGuid: string, nowIso: string): void => {
    for (const started of allRows<{ id: number }>(
      db,
      "SELECT id FROM checkouts WHERE cart_guid = ? AND customer_id = ? AND status = 'Started'",
      cartGuid,
      customerId,
    )) {
      releaseStock(db, started.id);
    }
    runSql(
      db,
      "UPDATE checkouts SET status = 'Failed', finished = ? WHERE cart_guid = ? AND customer_id = ? AND status = 'Started'",
      nowIso,
      cartGuid,
      customerId,
    );
  };

  return {
    completeNow(checkout, now) {
      const nowIso = now.toISOString();
      debitVoucher(checkout.customerId, checkout.snapshot, nowIso);
      const checkoutId = insertCheckout(checkout, 'Started', nowIso);
      const saleNumber = writeOrder(
        checkoutId,
        checkout.customerId,
        checkout.snapshot,
        nowIso,
        checkout.savedCardId,
      );
      return { checkoutId, saleNumber };
    },

    startCard(checkout, now) {
      const nowIso = now.toISOString();
      giveUpCart(checkout.customerId, checkout.cartGuid, nowIso);
      const id = insertCheckout(checkout, 'Started', nowIso);
      keepHoldsForCardStep(db, checkout.snapshot, now);
      reserveStock(db, id, checkout.snapshot.products, new Date(now.getTime() + CARD_STEP_MINUTES * 60_000));
      const row = findRow(id);
      if (!row) throw new Error(`checkout ${id} missing after insert`);
      return toRecord(row);
    },

    giveUpCart(customerId, cartGuid, now) {
      giveUpCart(customerId, cartGuid, now.toISOString());
    },

    settle(outcome) {
      const nowIso = options.now().toISOString();
      return inTransaction(db, (): Settlement => {
        const row = findRow(outcome.checkoutId);
        if (!row) throw new UnknownCheckout(`unknown checkout ${outcome.checkoutId}`);
        const recorded = runSql(
          db,
          'INSERT INTO provider_events (provider, event_id, checkout_id, created) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
          outcome.provider,
          outcome.eventId,
          outcome.checkoutId,
          nowIso,
        );
        if (recorded === 0) return 'duplicate';
        let cardId = row.saved_card_id;
        if (outcome.savedCard) {
          cardId = keepCard(row.customer_id, outcome.provider, outcome.savedCard, nowIso);
          runSql(db, 'UPDATE checkouts SET saved_card_id = ? WHERE id = ?', cardId, row.id);
        }
        // A setup charges nothing: it ends Saved with the card it kept, or Failed without one.
        if (row.kind === 'Setup') {
          if (row.status === 'Saved' || (row.status !== 'Started' && !outcome.savedCard)) return 'duplicate';
          const status = outcome.savedCard ? 'Saved' : 'Failed';
          runSql(db, 'UPDATE checkouts SET status = ?, finished = ? WHERE id = ?', status, nowIso, row.id);
          return 'applied';
        }
        // A failed attempt may be followed by a paid one (another card on the same intent): Failed changed nothing,
        // so a later Paid still writes the order. A paid or refunded checkout is never paid again.
        if (outcome.paid) {
          if (row.status === 'Paid' || row.status === 'Refunded') return 'duplicate';
          if (outcome.paymentRef)
            runSql(db, 'UPDATE checkouts SET payment_ref = ? WHERE id = ?', outcome.paymentRef, row.id);
          const snapshot = JSON.parse(row.lines) as CheckoutSnapshot;
          const refused =
            lateRefusal(db, row.id, snapshot, nowIso) ??
            (retakeLapsedPlaces(db, snapshot, (saleId) => options.retakeLapsedPlace(saleId, new Date(nowIso)))
              ? null
              : 'SlotTaken');
          if (refused !== null) {
            writeRefundedOrder(row, snapshot, outcome, refused, nowIso);
            return 'applied';
          }
          retakeLapsedSlots(db, snapshot, nowIso);
          writeOrder(row.id, row.customer_id, snapshot, nowIso, cardId);
          return 'applied';
        }
        if (row.status !== 'Started') return 'duplicate';
        releaseStock(db, row.id);
        runSql(db, "UPDATE checkouts SET status = 'Failed', finished = ? WHERE id = ?", nowIso, row.id);
        return 'applied';
      });
    },

    find(id) {
      const row = findRow(id);
      return row && toRecord(row);
    },

    findByReference(reference) {
      const row = getRow<CheckoutRow>(db, `${CHECKOUT_SQL} WHERE c.reference = ?`, reference);
      return row && toRecord(row);
    },

    fail(id, now) {
      releaseStock(db, id);
      runSql(
        db,
        "UPDATE checkouts SET status = 'Failed', finished = ? WHERE id = ? AND status = 'Started'",
        now.toISOString(),
        id,
      );
    },
  };
}
