// The card guarantee of a shared payment with retention (document 3, 1 and 9; document 2, 9; research 0.4).
//
// A hold on a card lasts about 7 days, while a court may be booked weeks ahead. So the checkout charges only the
// owner's share and saves the card, and writes a Scheduled guarantee for the shares still unpaid (in the same
// transaction as the order). This runner, called in the background beside the holds' settle (app.ts), then:
//   - Scheduled, hold_from (the start less HOLD_WINDOW_MS) reached: places an off-session hold on the saved card for
//     the shares still unpaid → Held (with the moment it lapses), or Failed (the owner is mailed: the unpaid shares
//     are still theirs to pay); nothing left unpaid → Released without a hold.
//   - Held, the match started: captures the shares still unpaid (a teammate who paid lowers it), marks them Paid by
//     the owner's card with an order for the owner (My orders), and lets the rest go → Captured; every share paid →
//     the hold let go → Released. A hold that is no longer there (it lapsed) → Failed, mailed as above. A teammate
//     who pays while the capture runs cannot be charged twice: the transaction that marks the share Paid first
//     decides; a capture that finds it paid refunds that part of the capture, a payment that finds it captured is
//     refunded (late-payments.ts).
//   - The booking cancelled: a hold is let go, a scheduled one never placed → Released.
// Each step claims its row first (a second runner, in this process or another, leaves a claimed row alone), calls
// the provider outside any transaction, then writes the result in one transaction guarded by the claim. A provider
// that cannot be reached leaves the row as it was for the next run; a hold asked again with the guarantee's
// reference answers the same hold, so a runner that died after the provider's answer holds nothing twice.
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { OutboxRepository } from '../comms/outbox-repository.ts';
import type { CustomerRepository } from '../customers/customer-repository.ts';
import { allRows, inTransaction, runSql } from '../db/database.ts';
import { CLAIM_TIMEOUT_MS, type CardProvider } from './card-payments.ts';
import { PROVIDER_TYPES, type CardProviderName } from './checkout-catalog.ts';
import { escapeHtml } from '../http/escape-html.ts';
import { writeOrderRecord } from './order-records.ts';
import { queueRefund } from './payment-refunds.ts';
import { euros } from './receipt-mail.ts';

/** How long before the start the hold is placed: 6 days, so a 7-day hold still covers the start. */
export const HOLD_WINDOW_MS = 6 * 24 * 60 * 60 * 1000;

/** Where a guarantee stands (card_guarantees.status). */
export type GuaranteeStatus = 'Scheduled' | 'Held' | 'Captured' | 'Released' | 'Failed';

/** What the guarantee says to the owner and the club, in the club's language (the demo club is Spanish). */
export const GUARANTEE_TEXTS = {
  /** The payment method of a share the guarantee paid. */
  paymentMethod: (lastDigits: string): string => `Garantía (tarjeta ···${lastDigits})`,
  failedSubject: (clubTitle: string): string =>
    `${clubTitle}: no hemos podido retener la garantía de tu reserva`,
  failedBody: (name: string, booking: string, euros: string): string =>
    `<p>Hola ${name}:</p>\n<p>No hemos podido retener en tu tarjeta la garantía de ${euros} de tu reserva ` +
    `«${booking}». Las partes que tus compañeros no han pagado siguen siendo tuyas: puedes pagarlas en Mis ` +
    `reservas o en el club.</p>`,
} as const;

/** The guarantee a checkout writes with its order. */
export interface NewGuarantee {
  bookingId: number;
  /** The owner. */
  customerId: number;
  /** The saved card (card_tokens.id) the hold goes on; null when the provider saved none. */
  cardTokenId: number | null;
  provider: CardProviderName;
  /** The shares not paid yet. */
  amountCents: number;
  /** When the booking starts. */
  startsAt: Date;
  /** The order reference the provider will see for the hold (checkout-store's newReference). */
  reference: string;
}

/** Writes a Scheduled guarantee (a booking has one: a second is ignored), inside the caller's transaction. */
export function scheduleGuarantee(db: DatabaseSync, guarantee: NewGuarantee, now: Date): void {
  const nowIso = now.toISOString();
  runSql(
    db,
    `INSERT INTO card_guarantees (booking_id, customer_id, card_token_id, provider, amount_cents, status, starts_at,
       hold_from, reference, created, updated)
     VALUES (?, ?, ?, ?, ?, 'Scheduled', ?, ?, ?, ?, ?) ON CONFLICT (booking_id) DO NOTHING`,
    guarantee.bookingId,
    guarantee.customerId,
    guarantee.cardTokenId,
    guarantee.provider,
    guarantee.amountCents,
    guarantee.startsAt.toISOString(),
    new Date(guarantee.startsAt.getTime() - HOLD_WINDOW_MS).toISOString(),
    guarantee.reference,
    nowIso,
    nowIso,
  );
}

/** A guarantee as My bookings shows it to the owner. */
export interface GuaranteeView {
  bookingId: number;
  status: GuaranteeStatus;
  amountCents: number;
  /** The card's last four digits, or '' when the card is gone. */
  cardLastDigits: string;
  holdFrom: string;
  heldUntil: string | null;
  capturedCents: number;
  releasedCents: number;
}

/** The guarantees of the bookings a customer owns, by booking id. */
export function guaranteesOf(db: DatabaseSync, customerId: number): Map<number, GuaranteeView> {
  const rows = allRows<{
    booking_id: number;
    status: GuaranteeStatus;
    amount_cents: number;
    last_digits: string | null;
    hold_from: string;
    held_until: string | null;
    captured_cents: number;
    released_cents: number;
  }>(
    db,
    `SELECT g.booking_id, g.status, g.amount_cents, c.last_digits, g.hold_from, g.held_until, g.captured_cents,
       g.released_cents
     FROM card_guarantees g LEFT JOIN card_tokens c ON c.id = g.card_token_id
     WHERE g.customer_id = ?`,
    customerId,
  );
  return new Map(
    rows.map((row) => [
      row.booking_id,
      {
        bookingId: row.booking_id,
        status: row.status,
        amountCents: row.amount_cents,
        cardLastDigits: row.last_digits ?? '',
        holdFrom: row.hold_from,
        heldUntil: row.held_until,
        capturedCents: row.captured_cents,
        releasedCents: row.released_cents,
      },
    ]),
  );
}

/** What the runner needs beside the database. */
export interface GuaranteeRunnerDeps {
  /** The card providers by payment method type (AppContext.cardProviders). */
  providers: ReadonlyMap<number, CardProvider>;
  outbox: OutboxRepository;
  customers: CustomerRepository;
  clubTitle(): string;
  now(): Date;
}

/** What one run did, step by step (the ids of the guarantees each step moved). */
export interface GuaranteeRun {
  held: number[];
  captured: number[];
  released: number[];
  failed: number[];
}

interface UnpaidShare {
  id: number;
  owed: number;
  description: string;
  logo: string;
}

interface GuaranteeRow {
  id: number;
  booking_id: number;
  customer_id: number;
  provider: CardProviderName;
  amount_cents: number;
  status: GuaranteeStatus;
  reference: string;
  hold_ref: string | null;
  provider_token: string | null;
  last_digits: string | null;
  description: string;
}

const GUARANTEE_SQL = `SELECT g.id, g.booking_id, g.customer_id, g.provider, g.amount_cents, g.status, g.reference,
    g.hold_ref, c.provider_token, c.last_digits, b.description
  FROM card_guarantees g JOIN bookings b ON b.id = g.booking_id
  LEFT JOIN card_tokens c ON c.id = g.card_token_id`;

/** The runner of the guarantees' steps (see the top of the file). */
export interface GuaranteeRunner {
  /** Runs every step that is due at the clock's now; a guarantee another runner holds is left alone. */
  settleDue(): Promise<GuaranteeRun>;
}

/** Creates the runner. */
export function createGuaranteeRunner(db: DatabaseSync, deps: GuaranteeRunnerDeps): GuaranteeRunner {
  const providerOf = (row: GuaranteeRow): CardProvider | undefined =>
    deps.providers.get(PROVIDER_TYPES[row.provider]);

  // The shares of the booking still to pay (the owner's share was paid at checkout): what a capture takes.
  const unpaidShares = (bookingId: number): UnpaidShare[] =>
    allRows<UnpaidShare>(
      db,
      `SELECT s.id, s.gross_cents - s.paid_cents AS owed, s.description, t.image AS logo
       FROM booking_sales s JOIN bookings b ON b.id = s.booking_id JOIN booking_types t ON t.id = b.booking_type_id
       WHERE s.booking_id = ? AND s.status = 'Pending' AND s.gross_cents > s.paid_cents ORDER BY s.id`,
      bookingId,
    );
  const sumOf = (shares: ReadonlyArray<{ owed: number }>): number =>
    shares.reduce((sum, share) => sum + share.owed, 0);

  /** Takes a row for this run: false when another runner has it, or it moved on since it was read. */
  const claim = (row: GuaranteeRow, token: string, now: Date): boolean =>
    runSql(
      db,
      `UPDATE card_guarantees SET claim = ?, claimed_at = ?
       WHERE id = ? AND status = ? AND (claim IS NULL OR claimed_at <= ?)`,
      token,
      now.toISOString(),
      row.id,
      row.status,
      new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString(),
    ) === 1;

  /** Gives a row back untouched (the provider could not be reached: the next run tries again). */
  const unclaim = (row: GuaranteeRow, token: string): void => {
    runSql(db, 'UPDATE card_guarantees SET claim = NULL WHERE id = ? AND claim = ?', row.id, token);
  };

  /** Writes a row's new state if this run still holds it; false when it does not (nothing written). */
  const finish = (
    row: GuaranteeRow,
    token: string,
    now: Date,
    changes: Partial<{
      status: GuaranteeStatus;
      amount_cents: number;
      hold_ref: string;
      held_until: string;
      captured_cents: number;
      released_cents: number;
    }>,
  ): boolean => {
    const columns = Object.keys(changes);
    return (
      runSql(
        db,
        `UPDATE card_guarantees SET ${columns.map((column) => `${column} = ?`).join(', ')}, claim = NULL,
           updated = ? WHERE id = ? AND claim = ?`,
        ...Object.values(changes),
        now.toISOString(),
        row.id,
        token,
      ) === 1
    );
  };

  const mailFailure = (row: GuaranteeRow, amountCents: number): void => {
    const owner = deps.customers.findById(row.customer_id);
    if (!owner?.email) return;
    deps.outbox.queue({
      customerId: owner.id,
      email: owner.email,
      subject: GUARANTEE_TEXTS.failedSubject(deps.clubTitle()),
      body: GUARANTEE_TEXTS.failedBody(
        escapeHtml(owner.name),
        escapeHtml(row.description),
        euros(amountCents),
      ),
    });
  };

  const fail = (row: GuaranteeRow, token: string, now: Date, amountCents: number): boolean =>
    inTransaction(db, () => {
      if (!finish(row, token, now, { status: 'Failed', amount_cents: amountCents })) return false;
      mailFailure(row, amountCents);
      return true;
    });

  const place = async (row: GuaranteeRow, token: string, now: Date, run: GuaranteeRun): Promise<void> => {
    const amount = sumOf(unpaidShares(row.booking_id));
    if (amount === 0) {
      if (finish(row, token, now, { status: 'Released', amount_cents: 0 })) run.released.push(row.id);
      return;
    }
    const provider = providerOf(row);
    if (row.provider_token === null || !provider?.hold) {
      if (fail(row, token, now, amount)) run.failed.push(row.id);
      return;
    }
    const answer = await provider.hold(row.provider_token, amount, row.reference);
    if (!answer.held) {
      if (fail(row, token, now, amount)) run.failed.push(row.id);
      return;
    }
    const held = finish(row, token, now, {
      status: 'Held',
      amount_cents: amount,
      hold_ref: answer.holdRef,
      held_until: answer.heldUntil.toISOString(),
    });
    if (held) run.held.push(row.id);
  };

  const capture = async (row: GuaranteeRow, token: string, now: Date, run: GuaranteeRun): Promise<void> => {
    const provider = providerOf(row);
    if (row.hold_ref === null || !provider?.capture || !provider.release) {
      unclaim(row, token);
      return;
    }
    const shares = unpaidShares(row.booking_id);
    // Never more than was held: a share that grew after the hold (it cannot today) would stay the owner's debt.
    const owed = Math.min(sumOf(shares), row.amount_cents);
    if (owed === 0) {
      await provider.release(row.hold_ref);
      const released = finish(row, token, now, { status: 'Released', released_cents: row.amount_cents });
      if (released) run.released.push(row.id);
      return;
    }
    if (!(await provider.capture(row.hold_ref, owed))) {
      if (fail(row, token, now, owed)) run.failed.push(row.id);
      return;
    }
    const method = GUARANTEE_TEXTS.paymentMethod(row.last_digits ?? '');
    const captured = inTransaction(db, () => {
      if (
        !finish(row, token, now, {
          status: 'Captured',
          captured_cents: owed,
          released_cents: row.amount_cents - owed,
        })
      ) {
        return false;
      }
      // The shares read before the capture: one a teammate paid in between is theirs (their transaction came
      // first), and that part of the capture goes back to the owner's card.
      let left = owed;
      const paid: UnpaidShare[] = [];
      for (const share of shares) {
        if (left < share.owed) break;
        left -= share.owed;
        const took = runSql(
          db,
          `UPDATE booking_sales SET status = 'Paid', paid_cents = gross_cents, payment_method = ?
           WHERE id = ? AND status = 'Pending'`,
          method,
          share.id,
        );
        if (took === 1) paid.push(share);
      }
      const order =
        paid.length === 0
          ? null
          : writeOrderRecord(db, {
              customerId: row.customer_id,
              paymentMethod: method,
              lines: paid.map((share) => ({
                category: 'Service' as const,
                productId: null,
                name: share.description,
                logo: share.logo,
                priceCents: share.owed,
                units: 1,
              })),
              shippingCents: 0,
              discountCents: 0,
              pendingCents: 0,
              created: now.toISOString(),
            });
      queueRefund(
        db,
        {
          saleId: order?.saleId ?? null,
          paid: { guaranteeId: row.id },
          provider: row.provider,
          paymentRef: row.hold_ref ?? '',
          amountCents: owed - sumOf(paid),
          reason: 'PaidTwice',
        },
        now,
      );
      return true;
    });
    if (captured) run.captured.push(row.id);
  };

  const release = async (row: GuaranteeRow, token: string, now: Date, run: GuaranteeRun): Promise<void> => {
    if (row.status === 'Held') {
      const provider = providerOf(row);
      if (row.hold_ref === null || !provider?.release) {
        unclaim(row, token);
        return;
      }
      await provider.release(row.hold_ref);
    }
    const released = finish(row, token, now, {
      status: 'Released',
      released_cents: row.status === 'Held' ? row.amount_cents : 0,
    });
    if (released) run.released.push(row.id);
  };

  /**
   * Runs one step on each row it can claim. A provider that throws leaves its row for the next run and the others
   * go on; the errors are thrown together at the end of the run.
   */
  const each = async (
    rows: GuaranteeRow[],
    now: Date,
    run: GuaranteeRun & { errors: unknown[] },
    step: (row: GuaranteeRow, token: string, now: Date, run: GuaranteeRun) => Promise<void>,
  ): Promise<void> => {
    for (const row of rows) {
      const token = randomBytes(12).toString('hex');
      if (!claim(row, token, now)) continue;
      try {
        await step(row, token, now, run);
      } catch (error) {
        unclaim(row, token);
        run.errors.push(error);
      }
    }
  };

  return {
    async settleDue() {
      const now = deps.now();
      const nowIso = now.toISOString();
      const run: GuaranteeRun & { errors: unknown[] } = {
        held: [],
        captured: [],
        released: [],
        failed: [],
        errors: [],
      };
      const cancelled = allRows<GuaranteeRow>(
        db,
        `${GUARANTEE_SQL} WHERE g.status IN ('Scheduled', 'Held') AND b.status = 'Cancelled' ORDER BY g.id`,
      );
      await each(cancelled, now, run, release);
      const due = allRows<GuaranteeRow>(
        db,
        `${GUARANTEE_SQL} WHERE g.status = 'Scheduled' AND g.hold_from <= ? AND b.status <> 'Cancelled' ORDER BY g.id`,
        nowIso,
      );
      await each(due, now, run, place);
      const started = allRows<GuaranteeRow>(
        db,
        `${GUARANTEE_SQL} WHERE g.status = 'Held' AND g.starts_at <= ? AND b.status <> 'Cancelled' ORDER BY g.id`,
        nowIso,
      );
      await each(started, now, run, capture);
      const { errors, ...done } = run;
      if (errors.length > 0)
        throw new AggregateError(errors, 'some guarantees could not reach their provider');
      return done;
    },
  };
}
