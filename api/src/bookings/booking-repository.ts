import type { DatabaseSync } from 'node:sqlite';
import type { PaymentModeSettings } from '@club/shared-contracts/booking-entities';
import { allRows, getRow } from '../db/database.ts';
import { CLUB_ID } from '../settings/settings-repository.ts';
import { roundLevel } from './booking-rules.ts';

/** A booking type as the booking rules read it. */
export interface BookingTypeRules {
  id: number;
  name: string;
  sport: string;
  concept: 'Booking' | 'School' | 'Match' | 'Event';
  byPlace: boolean;
  allowCreateBookByPlace: boolean;
  maxParticipants: number;
  /** NULL: no limit. */
  anticipationMinutes: number | null;
  cancelText: string;
  /** For another resource type offered with a court (the ball machine): the court's type. */
  optionOfTypeId: number | null;
}

/** A court or another bookable resource. */
export interface Resource {
  id: number;
  name: string;
  type: string;
  sport: string;
  image: string;
  showNameOnline: boolean;
}

/** The hours a resource can be booked on one day, in minutes from local midnight. */
export interface OpeningHours {
  opens: number;
  closes: number;
}

/** A price row: a whole booking's price for a duration, weekdays and band of start minutes. */
export interface PriceRow {
  /** The price list whose customers get it (a special price), or null for everyone. */
  priceListId: number | null;
  duration: number;
  /** ISO weekday digits, '12345' Monday to Friday. */
  weekdays: string;
  fromMinute: number;
  toMinute: number;
  grossCents: number;
  netCents: number;
}

/** A level of a customer in a sport. */
export interface CustomerLevel {
  sport: string;
  provider: string;
  level: number;
}

interface TypeRow {
  id: number;
  name: string;
  sport: string;
  concept: BookingTypeRules['concept'];
  by_place: number;
  allow_create_book_by_place: number;
  max_participants: number;
  anticipation_minutes: number | null;
  cancel_text: string;
  option_of_type_id: number | null;
}

interface ResourceRow {
  id: number;
  name: string;
  type: string;
  sport: string;
  image: string;
  show_name_online: number;
}

const TYPE_COLUMNS = `id, name, sport, concept, by_place, allow_create_book_by_place, max_participants,
  anticipation_minutes, cancel_text, option_of_type_id`;

const toType = (row: TypeRow): BookingTypeRules => ({
  id: row.id,
  name: row.name,
  sport: row.sport,
  concept: row.concept,
  byPlace: row.by_place === 1,
  allowCreateBookByPlace: row.allow_create_book_by_place === 1,
  maxParticipants: row.max_participants,
  anticipationMinutes: row.anticipation_minutes,
  cancelText: row.cancel_text,
  optionOfTypeId: row.option_of_type_id,
});

const toResource = (row: ResourceRow): Resource => ({
  id: row.id,
  name: row.name,
  type: row.type,
  sport: row.sport,
  image: row.image,
  showNameOnline: row.show_name_online === 1,
});

const RESOURCE_COLUMNS = 'r.id, r.name, r.type, r.sport, r.image, r.show_name_online';

/** Providers in the order a level is preferred when a customer has several in one sport. */
const PROVIDER_ORDER = `CASE provider WHEN 'Taykus' THEN 0 ELSE 1 END`;

/** What the booking pages read: types, resources, hours, durations, prices, levels, the club's payment modes. */
export interface BookingCatalogRepository {
  /** The club's time zone (TimeZone of the settings). */
  timeZone(): string;
  /** An active booking type (an option type too), or undefined. */
  findType(id: number): BookingTypeRules | undefined;
  /** The first active court type (concept Booking, not an option), whose texts the filters show by default. */
  firstCourtType(): BookingTypeRules | undefined;
  /** The other resource types offered with a type's courts (multipleResources), in the club's order. */
  optionsOf(typeId: number): Array<{ id: number; name: string }>;
  /** The resources of a type, in the club's order. */
  resourcesOf(typeId: number): Resource[];
  findResource(id: number): Resource | undefined;
  /** The ids of the types that book a resource. */
  typesOfResource(resourceId: number): number[];
  /** Each resource's hours on an ISO weekday; a resource closed that day is absent. */
  openingHours(resourceIds: readonly number[], weekday: number): Map<number, OpeningHours>;
  /** The durations a type offers, shortest first. */
  durationsOf(typeId: number): number[];
  /** A type's prices for everyone and, when given, for one price list. */
  pricesOf(typeId: number, priceListId: number | null): PriceRow[];
  /** The price list of a customer (members), or null. */
  priceListOf(customerId: number): number | null;
  /** The taken time units of a type's resources on a day: resource id to unit starts. Expired holds are free. */
  takenUnits(resourceIds: readonly number[], day: string, nowIso: string): Map<number, Set<number>>;
  /** A customer's level in a sport (Taykus preferred), or null. */
  levelOf(customerId: number, sport: string): number | null;
  paymentModes(): PaymentModeSettings;
}

/** Creates the booking catalogue repository. */
export function createBookingCatalogRepository(db: DatabaseSync): BookingCatalogRepository {
  return {
    timeZone() {
      return (
        getRow<{ time_zone: string }>(db, 'SELECT time_zone FROM club WHERE id = ?', CLUB_ID)?.time_zone ??
        'UTC'
      );
    },
    findType(id) {
      const row = getRow<TypeRow>(
        db,
        `SELECT ${TYPE_COLUMNS} FROM booking_types WHERE id = ? AND active = 1`,
        id,
      );
      return row && toType(row);
    },
    firstCourtType() {
      const row = getRow<TypeRow>(
        db,
        `SELECT ${TYPE_COLUMNS} FROM booking_types
         WHERE active = 1 AND concept = 'Booking' AND option_of_type_id IS NULL ORDER BY position, id LIMIT 1`,
      );
      return row && toType(row);
    },
    optionsOf(typeId) {
      return allRows<{ id: number; name: string }>(
        db,
        'SELECT id, name FROM booking_types WHERE option_of_type_id = ? AND active = 1 ORDER BY position, id',
        typeId,
      );
    },
    resourcesOf(typeId) {
      return allRows<ResourceRow>(
        db,
        `SELECT ${RESOURCE_COLUMNS} FROM resources r
         JOIN booking_type_resources t ON t.resource_id = r.id AND t.booking_type_id = ?
         ORDER BY r.position, r.id`,
        typeId,
      ).map(toResource);
    },
    findResource(id) {
      const row = getRow<ResourceRow>(db, `SELECT ${RESOURCE_COLUMNS} FROM resources r WHERE r.id = ?`, id);
      return row && toResource(row);
    },
    typesOfResource(resourceId) {
      return allRows<{ booking_type_id: number }>(
        db,
        'SELECT booking_type_id FROM booking_type_resources WHERE resource_id = ?',
        resourceId,
      ).map((row) => row.booking_type_id);
    },
    openingHours(resourceIds, weekday) {
      const hours = new Map<number, OpeningHours>();
      if (resourceIds.length === 0) return hours;
      for (const row of allRows<{ resource_id: number; opens: number; closes: number }>(
        db,
        `SELECT resource_id, opens, closes FROM resource_opening_hours
         WHERE weekday = ? AND resource_id IN (${resourceIds.map(() => '?').join(', ')})`,
        weekday,
        ...resourceIds,
      )) {
        hours.set(row.resource_id, { opens: row.opens, closes: row.closes });
      }
      return hours;
    },
    durationsOf(typeId) {
      return allRows<{ duration: number }>(
        db,
        'SELECT duration FROM booking_type_durations WHERE booking_type_id = ? ORDER BY duration',
        typeId,
      ).map((row) => row.duration);
    },
    pricesOf(typeId, priceListId) {
      return allRows<{
        price_list_id: number | null;
        duration: number;
        weekdays: string;
        from_minute: number;
        to_minute: number;
        gross_cents: number;
        net_cents: number;
      }>(
        db,
        `SELECT price_list_id, duration, weekdays, from_minute, to_minute, gross_cents, net_cents
         FROM booking_prices
         WHERE booking_type_id = ? AND (price_list_id IS NULL OR price_list_id = ?)
         ORDER BY id`,
        typeId,
        priceListId,
      ).map((row) => ({
        priceListId: row.price_list_id,
        duration: row.duration,
        weekdays: row.weekdays,
        fromMinute: row.from_minute,
        toMinute: row.to_minute,
        grossCents: row.gross_cents,
        netCents: row.net_cents,
      }));
    },
    priceListOf(customerId) {
      return (
        getRow<{ price_list_id: number }>(
          db,
          `SELECT l.price_list_id FROM customer_price_lists l JOIN customers c ON c.id = l.customer_id
           WHERE l.customer_id = ? AND c.deleted IS NULL`,
          customerId,
        )?.price_list_id ?? null
      );
    },
    takenUnits(resourceIds, day, nowIso) {
      const taken = new Map<number, Set<number>>();
      if (resourceIds.length === 0) return taken;
      // One query for the whole day of every resource: the time table is then built in memory.
      for (const row of allRows<{ resource_id: number; unit_start: number }>(
        db,
        `SELECT resource_id, unit_start FROM booking_slot_units
         WHERE day = ? AND resource_id IN (${resourceIds.map(() => '?').join(', ')})
           AND (expires_at IS NULL OR expires_at > ?)`,
        day,
        ...resourceIds,
        nowIso,
      )) {
        let units = taken.get(row.resource_id);
        if (!units) taken.set(row.resource_id, (units = new Set()));
        units.add(row.unit_start);
      }
      return taken;
    },
    levelOf(customerId, sport) {
      const row = getRow<{ level: number }>(
        db,
        `SELECT level FROM customer_levels WHERE customer_id = ? AND sport = ? ORDER BY ${PROVIDER_ORDER} LIMIT 1`,
        customerId,
        sport,
      );
      return row ? roundLevel(row.level) : null;
    },
    paymentModes() {
      const row = getRow<{
        pending_payment_allowed: number;
        shared_payment_allowed: number;
        shared_payment_with_retention: number;
        full_payment_allowed_with_special_prices: number;
      }>(
        db,
        `SELECT pending_payment_allowed, shared_payment_allowed, shared_payment_with_retention,
                full_payment_allowed_with_special_prices
         FROM club WHERE id = ?`,
        CLUB_ID,
      );
      return {
        pendingPaymentAllowed: row?.pending_payment_allowed === 1,
        sharedPaymentAllowed: row?.shared_payment_allowed === 1,
        sharedPaymentWithRetention: row?.shared_payment_with_retention === 1,
        fullPaymentAllowedWithSpecialPrices: row?.full_payment_allowed_with_special_prices === 1,
      };
    },
  };
}
