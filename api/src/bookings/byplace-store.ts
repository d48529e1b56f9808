// Joining a by-place booking place by place, moving a player between teams and saving a match's results. A place
// is a row of booking_players (one per place); joining claims a free row in one BEGIN IMMEDIATE transaction with
// nothing asynchronous inside (research B2): expired holds are cleared, the checks (already in, full, the match's
// rules, team, map place) read the rows, and the claim writes them, so two joins cannot both see the last place free, in this process
// or another on the same file. The unique indexes on (booking, position), (booking, map place) and (booking,
// customer) are the schema's guard behind it.
//
// Every write settles the booking first, in its transaction: holds that ran out free their places, offers of the
// waiting list that ran out pass on, and each free place nobody holds is offered to the next customer waiting.
import type { DatabaseSync } from 'node:sqlite';
import type { JoinRefusal, RefundInfo } from '@club/shared-contracts/booking-entities';
import { PaymentType, Team } from '@club/shared-contracts/entities';
import { allRows, getRow, inTransaction, insertRow, runSql } from '../db/database.ts';
import { bookingSaleNumber, type StoredSale } from './booking-store.ts';
import { cancelMinutesOf, cancelRefusal, refundPaidSales, type CancelRefusal } from './refunds.ts';
import {
  addToWaitingList,
  bookingsToSettle,
  closeWaitingList,
  dropLapsedOffers,
  offerFreePlaces,
  removeFromWaitingList,
  waitingSpotOf,
  type PlaceOffer,
  type WaitingSpot,
} from './waiting-list.ts';

/** A by-place booking as the join, list and info read it. */
export interface ByPlaceBookingRow {
  id: number;
  typeId: number;
  ownerId: number;
  day: string;
  start: number;
  duration: number;
  status: 'Pending' | 'Confirmed' | 'Cancelled';
  expiresAt: string | null;
  paymentType: number;
  byPlace: boolean;
  gender: 'Male' | 'Female' | 'Mixed' | 'Open';
  modifyLevel: boolean;
  minLevel: number;
  maxLevel: number;
  priceCents: number;
  netPriceCents: number;
  genericPriceCents: number;
  templateId: number | null;
  description: string;
  nSets: number;
  typeName: string;
  sport: string;
  concept: 'Booking' | 'School' | 'Match' | 'Event';
  typeByPlace: boolean;
  allowSeeParticipants: boolean;
}

/** A place of a booking: taken by a customer (held until expiresAt when unpaid) or free. */
export interface PlaceRow {
  id: number;
  position: number;
  customerId: number | null;
  team: Team;
  placeId: number | null;
  expiresAt: string | null;
  saleId: number | null;
  name: string;
  surname: string;
  logo: string;
  phone: string;
  email: string;
  parentId: number | null;
  /** What the player still owes for the place (an unpaid sale), in cents. */
  debtCents: number;
  /** The customer of the waiting list this free place is held for, while the offer lasts. */
  offeredTo: number | null;
}

/** A map and its places. */
export interface TemplateRow {
  id: number;
  image: string;
  mapConfig: string;
  places: Array<{ id: number; place: string; config: string }>;
}

/** What a join asks for. */
export interface PlaceClaim {
  bookingId: number;
  customerId: number;
  /** Matches play in two teams; other by-place bookings ignore the team. */
  withTeams: boolean;
  team: Team | undefined;
  placeId: number | undefined;
  /** Why the match's rules keep the customer out (join-rules.ts), or null; a full booking says full first. */
  ruleRefusal: JoinRefusal | null;
  origin: string;
  /** null: a free booking, the place is confirmed at once. */
  sale: { description: string; grossCents: number; netCents: number } | null;
  holdMinutes: number;
}

/** Who a place is for and what the checks of a join read: a join's claim, or a late payment's place taken back. */
type Claimant = Pick<
  PlaceClaim,
  'bookingId' | 'customerId' | 'withTeams' | 'team' | 'placeId' | 'ruleRefusal'
>;

/** The outcome of a join. */
export type ClaimResult =
  | { kind: 'refused'; reason: 'alreadyIn' | 'full' | 'teamFull' | 'placeTaken' }
  | { kind: 'ruled-out'; refusal: JoinRefusal }
  | { kind: 'taken'; playerId: number; sale: StoredSale | null; expiresAt: Date | null };

/** The outcome of a player leaving: what they had paid comes back as refunds (absent when nothing was paid). */
export type LeaveResult =
  | { kind: 'notIn' }
  | { kind: 'alreadyLeft' }
  | { kind: 'refused'; refusal: Exclude<CancelRefusal, null> }
  | { kind: 'left'; refunds: RefundInfo[] | undefined };

/** The outcome of asking to wait for a place. */
export type WaitResult =
  | { kind: 'refused'; reason: 'alreadyIn' | 'placeFree' }
  | { kind: 'ruled-out'; refusal: JoinRefusal }
  | { kind: 'waiting'; spot: WaitingSpot };

/** What the store needs of the club: when a booking starts, and who to tell of a place offered. */
export interface ByPlaceStoreOptions {
  /** The instant a booking starts (its club-local day and minute in the club's time zone). */
  startOf(day: string, minute: number): Date;
  /** Runs inside the transaction that offers the place, so the message and the offer commit together. */
  onOffer(offer: PlaceOffer): void;
}

const BOOKING_SQL = `SELECT b.id, b.booking_type_id, b.customer_id, b.day, b.start_minute, b.duration, b.status,
    b.expires_at, b.payment_type, b.by_place, b.gender, b.modify_level, b.min_level, b.max_level, b.price_cents,
    b.net_price_cents, b.generic_price_cents, b.booking_template_id, b.description, b.n_sets, t.name AS type_name,
    t.sport, t.concept, t.by_place AS type_by_place, t.allow_see_participants
  FROM bookings b JOIN booking_types t ON t.id = b.booking_type_id`;

interface BookingSqlRow {
  id: number;
  booking_type_id: number;
  customer_id: number;
  day: string;
  start_minute: number;
  duration: number;
  status: ByPlaceBookingRow['status'];
  expires_at: string | null;
  payment_type: number;
  by_place: number;
  gender: ByPlaceBookingRow['gender'];
  modify_level: number;
  min_level: number;
  max_level: number;
  price_cents: number;
  net_price_cents: number;
  generic_price_cents: number;
  booking_template_id: number | null;
  description: string;
  n_sets: number;
  type_name: string;
  sport: string;
  concept: ByPlaceBookingRow['concept'];
  type_by_place: number;
  allow_see_participants: number;
}

const toBooking = (row: BookingSqlRow): ByPlaceBookingRow => ({
  id: row.id,
  typeId: row.booking_type_id,
  ownerId: row.customer_id,
  day: row.day,
  start: row.start_minute,
  duration: row.duration,
  status: row.status,
  expiresAt: row.expires_at,
  paymentType: row.payment_type,
  byPlace: row.by_place === 1,
  gender: row.gender,
  modifyLevel: row.modify_level === 1,
  minLevel: row.min_level,
  maxLevel: row.max_level,
  priceCents: row.price_cents,
  netPriceCents: row.net_price_cents,
  genericPriceCents: row.generic_price_cents,
  templateId: row.booking_template_id,
  description: row.description,
  nSets: row.n_sets,
  typeName: row.type_name,
  sport: row.sport,
  concept: row.concept,
  typeByPlace: row.type_by_place === 1,
  allowSeeParticipants: row.allow_see_participants === 1,
});

/** Whether a place is taken at `nowIso`: a customer whose hold, if any, has not run out. */
export const isTaken = (place: PlaceRow, nowIso: string): boolean =>
  place.customerId !== null && (place.expiresAt === null || place.expiresAt > nowIso);

/** Whether a customer (null: anyone) may take a place: free, and not held for someone else of the waiting list. */
export const isOpenTo = (place: PlaceRow, customerId: number | null, nowIso: string): boolean =>
  !isTaken(place, nowIso) && (place.offeredTo === null || place.offeredTo === customerId);

/** Whether customers join the booking place by place (and may leave it so): a by-place booking, or a match. */
export const joinsByPlace = (booking: ByPlaceBookingRow): boolean =>
  booking.typeByPlace || booking.byPlace || booking.concept === 'Match';

/** Whether a booking is off: cancelled, or an unpaid hold that ran out. */
export const isOff = (booking: ByPlaceBookingRow, nowIso: string): boolean =>
  booking.status === 'Cancelled' ||
  (booking.status === 'Pending' && booking.expiresAt !== null && booking.expiresAt <= nowIso);

/** How many places a team holds: half of the booking's. */
export const teamSize = (places: number): number => Math.floor(places / 2);

// SQLITE_CONSTRAINT_UNIQUE: another join took the place or the customer is already in.
const UNIQUE_CONSTRAINT = 2067;

/** Reads and writes of by-place bookings. */
export interface ByPlaceStore {
  find(bookingId: number): ByPlaceBookingRow | undefined;
  /** The booking and customer of a player row (a place), or undefined. */
  findPlayer(playerId: number): { bookingId: number; customerId: number | null } | undefined;
  /** By-place bookings (matches, school sessions, events) from `fromDay` to `toDay`, not cancelled, soonest first. */
  listBetween(fromDay: string, toDay: string, typeId: number | null, nowIso: string): ByPlaceBookingRow[];
  /** A booking's places in order, with their customers and what each still owes. */
  placesOf(bookingId: number, nowIso: string): PlaceRow[];
  resourcesOf(bookingId: number): Array<{ id: number; name: string }>;
  resultsOf(bookingId: number): { team1: number[]; team2: number[] } | undefined;
  template(templateId: number): TemplateRow | undefined;
  /** Takes a place for a customer, or says why not. */
  claim(claim: PlaceClaim, now: Date): ClaimResult;
  /**
   * A card payment for a place that came after its hold lapsed, once the place was freed and its sale cancelled as
   * lapsed (a place the customer left is not taken back):
   * inside the caller's transaction, takes a place of the booking back for the sale's customer as a join would (the
   * same checks; `rulesOf` says what the match's rules say of a customer) and makes the sale Pending again for the
   * order to pay. False, with no place taken, when the booking is gone, off or started, full, its free places held
   * for the waiting list, the customer already in, or the match's rules keep them out.
   */
  retakeLapsedPlace(
    saleId: number,
    rulesOf: (customerId: number) => (booking: ByPlaceBookingRow) => JoinRefusal | null,
    now: Date,
  ): boolean;
  /**
   * A player (not the owner) leaves a booking joined by place: their place frees, their sale is cancelled, the
   * waiting list is offered the place.
   */
  leave(bookingId: number, customerId: number, now: Date): LeaveResult;
  /** Settles a booking: expired holds and offers let go, free places offered to the waiting list. */
  settle(bookingId: number, now: Date): void;
  /** Settles every booking with something to settle (the server does it every minute); answers how many. */
  settleAll(now: Date): number;
  /**
   * Puts a customer on a full booking's waiting list (already on it: where they stand); the match's rules refuse
   * as a join does (ruleRefusal, see PlaceClaim).
   */
  wait(bookingId: number, customerId: number, ruleRefusal: JoinRefusal | null, now: Date): WaitResult;
  /** Takes a customer off a booking's waiting list; a place held for them goes to the next one. */
  stopWaiting(bookingId: number, customerId: number, now: Date): void;
  /** Where a customer stands on a booking's waiting list, or undefined. */
  waitingSpot(bookingId: number, customerId: number, nowIso: string): WaitingSpot | undefined;
  /** Moves a player to a team when it has room; false when it is full. */
  moveTeam(bookingId: number, playerId: number, team: Team, nowIso: string): boolean;
  /** Stores a match's results once; false when they were already saved. */
  saveResults(
    bookingId: number,
    team1: number[],
    team2: number[],
    customerId: number,
    nowIso: string,
  ): boolean;
}

/** Creates the by-place store. */
export function createByPlaceStore(db: DatabaseSync, options: ByPlaceStoreOptions): ByPlaceStore {
  const placesOf = (bookingId: number, nowIso: string): PlaceRow[] =>
    allRows<{
      id: number;
      position: number;
      customer_id: number | null;
      team: Team;
      place_id: number | null;
      expires_at: string | null;
      sale_id: number | null;
      name: string | null;
      surname: string | null;
      logo: string | null;
      phone: string | null;
      email: string | null;
      parent_id: number | null;
      debt_cents: number | null;
      offered_to: number | null;
    }>(
      db,
      `SELECT p.id, p.position, p.customer_id, p.team, p.place_id, p.expires_at, p.sale_id, c.name, c.surname, c.logo,
         c.phone, c.email, c.parent_id,
         (SELECT SUM(s.gross_cents - s.paid_cents) FROM booking_sales s
          WHERE s.booking_id = p.booking_id AND s.customer_id = p.customer_id AND s.status = 'Pending'
            AND (p.expires_at IS NULL OR p.expires_at > ?)) AS debt_cents,
         (SELECT w.customer_id FROM booking_waiting_list w
          WHERE w.offered_place = p.id AND w.offer_expires_at > ?) AS offered_to
       FROM booking_players p LEFT JOIN customers c ON c.id = p.customer_id
       WHERE p.booking_id = ? ORDER BY p.position`,
      nowIso,
      nowIso,
      bookingId,
    ).map((row) => ({
      id: row.id,
      position: row.position,
      customerId: row.customer_id,
      team: row.team,
      placeId: row.place_id,
      expiresAt: row.expires_at,
      saleId: row.sale_id,
      name: row.name ?? '',
      surname: row.surname ?? '',
      logo: row.logo ?? '',
      phone: row.phone ?? '',
      email: row.email ?? '',
      parentId: row.parent_id,
      debtCents: Math.max(0, row.debt_cents ?? 0),
      offeredTo: row.offered_to,
    }));

  /** Frees the places whose hold ran out and cancels their unpaid sales, as lapsed. */
  const releaseExpired = (bookingId: number, nowIso: string): void => {
    runSql(
      db,
      `UPDATE booking_sales SET status = 'Cancelled', cancel_reason = 'Lapsed'
       WHERE status = 'Pending' AND id IN (
         SELECT sale_id FROM booking_players
         WHERE booking_id = ? AND expires_at IS NOT NULL AND expires_at <= ? AND sale_id IS NOT NULL)`,
      bookingId,
      nowIso,
    );
    runSql(
      db,
      `UPDATE booking_players SET customer_id = NULL, team = -1, place_id = NULL, expires_at = NULL, sale_id = NULL,
         origin = NULL
       WHERE booking_id = ? AND expires_at IS NOT NULL AND expires_at <= ?`,
      bookingId,
      nowIso,
    );
  };

  const find = (bookingId: number): ByPlaceBookingRow | undefined => {
    const row = getRow<BookingSqlRow>(db, `${BOOKING_SQL} WHERE b.id = ?`, bookingId);
    return row && toBooking(row);
  };

  /** Settles a booking inside the caller's transaction (see the top of the file). */
  const settleIn = (bookingId: number, now: Date): void => {
    const nowIso = now.toISOString();
    releaseExpired(bookingId, nowIso);
    dropLapsedOffers(db, bookingId, nowIso);
    const booking = find(bookingId);
    if (!booking || isOff(booking, nowIso) || options.startOf(booking.day, booking.start) <= now) {
      closeWaitingList(db, bookingId);
      return;
    }
    const free = placesOf(bookingId, nowIso)
      .filter((place) => place.customerId === null)
      .map((place) => place.id);
    for (const offer of offerFreePlaces(db, bookingId, free, now)) options.onOffer(offer);
  };

  /**
   * The place a customer may take now, and its team, or why not: the booking settled first, then the checks of a
   * join (already in, full, the match's rules, team, map place) on its rows. Inside the caller's transaction.
   */
  const openPlaceFor = (
    claimant: Claimant,
    now: Date,
  ): Exclude<ClaimResult, { kind: 'taken' }> | { kind: 'open'; playerId: number; team: Team } => {
    const nowIso = now.toISOString();
    settleIn(claimant.bookingId, now);
    const places = placesOf(claimant.bookingId, nowIso);
    const taken = places.filter((place) => isTaken(place, nowIso));
    if (taken.some((place) => place.customerId === claimant.customerId)) {
      return { kind: 'refused', reason: 'alreadyIn' };
    }
    // A place held for the customer by the waiting list comes first; places held for others are not free.
    const free = places
      .filter((place) => isOpenTo(place, claimant.customerId, nowIso))
      .sort(
        (a, b) => Number(b.offeredTo === claimant.customerId) - Number(a.offeredTo === claimant.customerId),
      );
    const [row] = free;
    if (!row) return { kind: 'refused', reason: 'full' };
    if (claimant.ruleRefusal) return { kind: 'ruled-out', refusal: claimant.ruleRefusal };
    let team: Team = Team.NotSet;
    if (claimant.withTeams) {
      const size = teamSize(places.length);
      const hasRoom = (candidate: Team) => taken.filter((place) => place.team === candidate).length < size;
      if (claimant.team === Team.Team1 || claimant.team === Team.Team2) {
        if (!hasRoom(claimant.team)) return { kind: 'refused', reason: 'teamFull' };
        team = claimant.team;
      } else {
        team = hasRoom(Team.Team1) ? Team.Team1 : hasRoom(Team.Team2) ? Team.Team2 : Team.NotSet;
      }
    }
    if (claimant.placeId !== undefined && taken.some((place) => place.placeId === claimant.placeId)) {
      return { kind: 'refused', reason: 'placeTaken' };
    }
    return { kind: 'open', playerId: row.id, team };
  };

  /** Seats the customer on the open place (held until expiresAt, or theirs for good) and off the waiting list. */
  const seat = (
    claimant: Claimant,
    open: { playerId: number; team: Team },
    row: { expiresAt: string | null; saleId: number | null; origin: string | null },
  ): void => {
    runSql(
      db,
      `UPDATE booking_players SET customer_id = ?, team = ?, place_id = ?, expires_at = ?, sale_id = ?, origin = ?
       WHERE id = ?`,
      claimant.customerId,
      open.team,
      claimant.placeId ?? null,
      row.expiresAt,
      row.saleId,
      row.origin,
      open.playerId,
    );
    removeFromWaitingList(db, claimant.bookingId, claimant.customerId);
  };

  return {
    find,

    findPlayer(playerId) {
      const row = getRow<{ booking_id: number; customer_id: number | null }>(
        db,
        'SELECT booking_id, customer_id FROM booking_players WHERE id = ?',
        playerId,
      );
      return row && { bookingId: row.booking_id, customerId: row.customer_id };
    },

    listBetween(fromDay, toDay, typeId, nowIso) {
      return allRows<BookingSqlRow>(
        db,
        `${BOOKING_SQL}
         WHERE t.by_place = 1 AND t.concept IN ('Match', 'School', 'Event') AND b.day BETWEEN ? AND ?
           AND (? IS NULL OR b.booking_type_id = ?)
           AND b.status <> 'Cancelled' AND NOT (b.status = 'Pending' AND b.expires_at <= ?)
         ORDER BY b.day, b.start_minute, b.id`,
        fromDay,
        toDay,
        typeId,
        typeId,
        nowIso,
      ).map(toBooking);
    },

    placesOf,

    resourcesOf(bookingId) {
      return allRows<{ id: number; name: string }>(
        db,
        `SELECT r.id, r.name FROM booking_blocks k JOIN resources r ON r.id = k.resource_id
         WHERE k.booking_id = ? ORDER BY k.id`,
        bookingId,
      );
    },

    resultsOf(bookingId) {
      const row = getRow<{ team1: string; team2: string }>(
        db,
        'SELECT team1, team2 FROM booking_results WHERE booking_id = ?',
        bookingId,
      );
      return row && { team1: JSON.parse(row.team1) as number[], team2: JSON.parse(row.team2) as number[] };
    },

    template(templateId) {
      const row = getRow<{ id: number; image: string; map_config: string }>(
        db,
        'SELECT id, image, map_config FROM booking_templates WHERE id = ?',
        templateId,
      );
      if (!row) return undefined;
      const places = allRows<{ id: number; place: string; config: string }>(
        db,
        'SELECT id, place, config FROM booking_template_places WHERE template_id = ? ORDER BY position, id',
        templateId,
      );
      return { id: row.id, image: row.image, mapConfig: row.map_config, places };
    },

    claim(claim, now) {
      const nowIso = now.toISOString();
      const expiresAt = claim.sale ? new Date(now.getTime() + claim.holdMinutes * 60_000) : null;
      try {
        return inTransaction(db, (): ClaimResult => {
          const open = openPlaceFor(claim, now);
          if (open.kind !== 'open') return open;
          let sale: StoredSale | null = null;
          if (claim.sale) {
            const count =
              getRow<{ n: number }>(
                db,
                'SELECT COUNT(*) AS n FROM booking_sales WHERE booking_id = ?',
                claim.bookingId,
              )?.n ?? 0;
            const number = bookingSaleNumber(claim.bookingId, count + 1);
            const id = insertRow(
              db,
              `INSERT INTO booking_sales (booking_id, customer_id, number, description, payment_type, with_retention,
                 gross_cents, net_cents, status, created)
               VALUES (?, ?, ?, ?, ?, 0, ?, ?, 'Pending', ?)`,
              claim.bookingId,
              claim.customerId,
              number,
              claim.sale.description,
              PaymentType.ByPlace,
              claim.sale.grossCents,
              Math.min(claim.sale.netCents, claim.sale.grossCents),
              nowIso,
            );
            sale = {
              id,
              number,
              customerId: claim.customerId,
              description: claim.sale.description,
              paymentType: PaymentType.ByPlace,
              withRetention: false,
              grossCents: claim.sale.grossCents,
              netCents: Math.min(claim.sale.netCents, claim.sale.grossCents),
            };
          }
          seat(claim, open, {
            expiresAt: expiresAt?.toISOString() ?? null,
            saleId: sale?.id ?? null,
            origin: claim.origin,
          });
          return { kind: 'taken', playerId: open.playerId, sale, expiresAt };
        });
      } catch (error) {
        if ((error as { errcode?: unknown } | null)?.errcode === UNIQUE_CONSTRAINT) {
          return { kind: 'refused', reason: claim.placeId === undefined ? 'alreadyIn' : 'placeTaken' };
        }
        throw error;
      }
    },

    retakeLapsedPlace(saleId, rulesOf, now) {
      const sale = getRow<{ booking_id: number; customer_id: number }>(
        db,
        `SELECT s.booking_id, s.customer_id FROM booking_sales s
         WHERE s.id = ? AND s.status = 'Cancelled' AND s.cancel_reason = 'Lapsed' AND s.payment_type = ?
           AND s.customer_id IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM booking_players p WHERE p.sale_id = s.id)`,
        saleId,
        PaymentType.ByPlace,
      );
      const booking = sale && find(sale.booking_id);
      if (!sale || !booking || !joinsByPlace(booking)) return false;
      if (isOff(booking, now.toISOString()) || options.startOf(booking.day, booking.start) <= now)
        return false;
      const claimant = {
        bookingId: booking.id,
        customerId: sale.customer_id,
        withTeams: booking.concept === 'Match',
        team: undefined,
        placeId: undefined,
        ruleRefusal: rulesOf(sale.customer_id)(booking),
      };
      const open = openPlaceFor(claimant, now);
      if (open.kind !== 'open') return false;
      runSql(db, "UPDATE booking_sales SET status = 'Pending', cancel_reason = NULL WHERE id = ?", saleId);
      // The join's map place and origin went with the freed row: the place taken back has neither.
      seat(claimant, open, { expiresAt: null, saleId, origin: null });
      return true;
    },

    leave(bookingId, customerId, now) {
      return inTransaction(db, (): LeaveResult => {
        const nowIso = now.toISOString();
        const booking = find(bookingId);
        const place = placesOf(bookingId, nowIso).find(
          (candidate) => candidate.customerId === customerId && isTaken(candidate, nowIso),
        );
        if (!booking || !joinsByPlace(booking)) return { kind: 'notIn' };
        if (!place) {
          // A customer whose place sale was cancelled has left already: a second leave changes nothing, but a place
          // whose hold lapsed is let go for good now, so a card payment still running does not take it back.
          const left = runSql(
            db,
            "UPDATE booking_sales SET cancel_reason = 'Left' WHERE booking_id = ? AND customer_id = ? AND status = 'Cancelled'",
            bookingId,
            customerId,
          );
          return { kind: left > 0 ? 'alreadyLeft' : 'notIn' };
        }
        const start = options.startOf(booking.day, booking.start);
        // An unpaid place (a hold) may always be let go before the start; a confirmed one within the type's window.
        const refusal =
          place.expiresAt === null
            ? cancelRefusal(start, cancelMinutesOf(db, bookingId), now)
            : cancelRefusal(start, null, now);
        if (refusal) return { kind: 'refused', refusal };
        // An unpaid place has nothing to give back: the refunds stay absent.
        const refunds = refundPaidSales(db, bookingId, customerId, nowIso);
        runSql(
          db,
          "UPDATE booking_sales SET status = 'Cancelled', cancel_reason = 'Left' WHERE booking_id = ? AND customer_id = ?",
          bookingId,
          customerId,
        );
        runSql(
          db,
          `UPDATE booking_players SET customer_id = NULL, team = -1, place_id = NULL, expires_at = NULL,
             sale_id = NULL, origin = NULL
           WHERE id = ?`,
          place.id,
        );
        settleIn(bookingId, now);
        return { kind: 'left', refunds };
      });
    },

    settle(bookingId, now) {
      inTransaction(db, () => settleIn(bookingId, now));
    },

    settleAll(now) {
      const bookings = bookingsToSettle(db, now.toISOString());
      for (const bookingId of bookings) inTransaction(db, () => settleIn(bookingId, now));
      return bookings.length;
    },

    wait(bookingId, customerId, ruleRefusal, now) {
      return inTransaction(db, (): WaitResult => {
        settleIn(bookingId, now);
        const nowIso = now.toISOString();
        const places = placesOf(bookingId, nowIso);
        if (places.some((place) => place.customerId === customerId && isTaken(place, nowIso))) {
          return { kind: 'refused', reason: 'alreadyIn' };
        }
        if (ruleRefusal) return { kind: 'ruled-out', refusal: ruleRefusal };
        const spot = waitingSpotOf(db, bookingId, customerId, nowIso);
        if (spot) return { kind: 'waiting', spot };
        if (places.some((place) => isOpenTo(place, customerId, nowIso))) {
          return { kind: 'refused', reason: 'placeFree' };
        }
        addToWaitingList(db, bookingId, customerId, nowIso);
        const added = waitingSpotOf(db, bookingId, customerId, nowIso);
        if (!added) throw new Error(`waiting list entry of customer ${customerId} missing`);
        return { kind: 'waiting', spot: added };
      });
    },

    stopWaiting(bookingId, customerId, now) {
      inTransaction(db, () => {
        removeFromWaitingList(db, bookingId, customerId);
        settleIn(bookingId, now);
      });
    },

    waitingSpot(bookingId, customerId, nowIso) {
      return waitingSpotOf(db, bookingId, customerId, nowIso);
    },

    moveTeam(bookingId, playerId, team, nowIso) {
      return inTransaction(db, () => {
        const places = placesOf(bookingId, nowIso);
        if (team !== Team.NotSet) {
          const others = places.filter(
            (place) => place.id !== playerId && isTaken(place, nowIso) && place.team === team,
          );
          if (others.length >= teamSize(places.length)) return false;
        }
        runSql(db, 'UPDATE booking_players SET team = ? WHERE id = ?', team, playerId);
        return true;
      });
    },

    saveResults(bookingId, team1, team2, customerId, nowIso) {
      return inTransaction(db, () => {
        if (getRow(db, 'SELECT 1 FROM booking_results WHERE booking_id = ?', bookingId)) return false;
        runSql(
          db,
          'INSERT INTO booking_results (booking_id, team1, team2, saved_by, saved) VALUES (?, ?, ?, ?, ?)',
          bookingId,
          JSON.stringify(team1),
          JSON.stringify(team2),
          customerId,
          nowIso,
        );
        return true;
      });
    },
  };
}
