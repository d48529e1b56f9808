// The by-place area of the demo data: the place map of the padel hall (courts 1 to 4 with four places each and a
// bench of four), and the by-place bookings of DEMO_BYPLACE: open matches of 2 to 8 players, school sessions, the
// americano on the map, a free event and two past matches, one with results. Places are rows of booking_players,
// taken ones with their customer and team, free ones empty.
import type { DatabaseSync } from 'node:sqlite';
import type { PlaceConfig, PlaceShape, TemplateMapConfig } from '@club/shared-contracts/booking-entities';
import { insertBlock } from '../bookings/booking-store.ts';
import { addDays, clubMoment } from '../bookings/club-time.ts';
import { unitsOf } from '../bookings/time-table.ts';
import { CLUB_ID } from '../settings/settings-repository.ts';
import { getRow, insertRow, runSql } from './database.ts';
import {
  DEMO_BOOKING,
  DEMO_BYPLACE,
  DEMO_CUSTOMERS,
  DEMO_PLAYERS,
  netCents,
  type DemoByPlaceBooking,
  type SeedContext,
} from './demo-club.ts';

const COURT = { x: 30, y: 40, width: 200, height: 400, gap: 45 } as const;
const SEAT = 60;

/** A place's shape before the place has an id. */
type Shape = PlaceShape extends infer S ? (S extends PlaceShape ? Omit<S, 'placeId'> : never) : never;

/** The places of the map with their shapes: 4 per court (rows 1 and 2, columns 1 and 2), then the bench. */
export function byPlaceMapLayout(): Array<{
  config: Omit<PlaceConfig, 'id'>;
  shape: Shape;
}> {
  const places: Array<{ config: Omit<PlaceConfig, 'id'>; shape: Shape }> = [];
  for (let court = 0; court < 4; court++) {
    const left = COURT.x + court * (COURT.width + COURT.gap);
    for (const [row, top] of [
      [1, COURT.y + 60],
      [2, COURT.y + COURT.height - 60 - SEAT],
    ] as const) {
      for (const [col, x] of [
        [1, left + 30],
        [2, left + COURT.width - 30 - SEAT],
      ] as const) {
        const label = `P${court + 1}-${(row - 1) * 2 + col}`;
        places.push({
          config: {
            place: label,
            row,
            col,
            label,
            section: `Pista ${court + 1}`,
            translation: '',
            rotation: 0,
          },
          shape: { kind: 'rect', x, y: top, width: SEAT, height: SEAT },
        });
      }
    }
  }
  for (let seat = 0; seat < 4; seat++) {
    const cx = 200 + seat * 200;
    const cy = 540;
    const label = `B${seat + 1}`;
    places.push({
      config: {
        place: label,
        row: 3,
        col: seat + 1,
        label,
        section: 'Banquillo',
        translation: '',
        rotation: 0,
      },
      shape: { kind: 'path', d: `M${cx - 30} ${cy}a30 30 0 1 0 60 0a30 30 0 1 0 -60 0Z` },
    });
  }
  return places;
}

/** The map's background: the hall's floor plan with courts 1 to 4 and the bench (uploads/byplace-map.svg). */
export function byPlaceMapSvg(): string {
  const { width, height } = DEMO_BYPLACE.template;
  const courts = [0, 1, 2, 3]
    .map((court) => {
      const x = COURT.x + court * (COURT.width + COURT.gap);
      const mid = COURT.y + COURT.height / 2;
      return [
        `<rect x="${x}" y="${COURT.y}" width="${COURT.width}" height="${COURT.height}" fill="#2f7d4f" stroke="#fff" stroke-width="4"/>`,
        `<line x1="${x}" y1="${mid}" x2="${x + COURT.width}" y2="${mid}" stroke="#fff" stroke-width="6"/>`,
        `<line x1="${x + COURT.width / 2}" y1="${COURT.y + 90}" x2="${x + COURT.width / 2}" y2="${COURT.y + COURT.height - 90}" stroke="#fff" stroke-width="2"/>`,
        `<text x="${x + COURT.width / 2}" y="${COURT.y + COURT.height / 2 - 12}" fill="#fff" font-family="sans-serif" font-size="22" text-anchor="middle">Pista ${court + 1}</text>`,
      ].join('');
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#e9ecef"/>${courts}<rect x="120" y="495" width="760" height="90" rx="12" fill="#c8a97e"/><text x="500" y="610" font-family="sans-serif" font-size="18" text-anchor="middle" fill="#555">Banquillo</text></svg>\n`;
}

const dayOf = (today: string, booking: DemoByPlaceBooking): string => addDays(today, booking.dayOffset);

/** The by-place area. */
export function seedByPlace(db: DatabaseSync, { now }: SeedContext): void {
  const nowIso = now.toISOString();
  const timeZone =
    getRow<{ time_zone: string }>(db, 'SELECT time_zone FROM club WHERE id = ?', CLUB_ID)?.time_zone ??
    'Europe/Madrid';
  const today = clubMoment(now, timeZone).day;
  const idOf = (sql: string, ...params: string[]) => getRow<{ id: number }>(db, sql, ...params)?.id;

  // The map: its places get ids in layout order.
  const { template } = DEMO_BYPLACE;
  let templateId: number | undefined;
  if (!getRow(db, 'SELECT 1 FROM booking_templates WHERE id = ?', template.id)) {
    const layout = byPlaceMapLayout();
    runSql(
      db,
      'INSERT INTO booking_templates (id, name, image, map_config) VALUES (?, ?, ?, ?)',
      template.id,
      template.name,
      template.image,
      '{}',
    );
    templateId = template.id;
    const shapes: PlaceShape[] = [];
    layout.forEach((place, position) => {
      const id = insertRow(
        db,
        'INSERT INTO booking_template_places (template_id, position, place, config) VALUES (?, ?, ?, ?)',
        template.id,
        position,
        place.config.place,
        '{}',
      );
      const config: PlaceConfig = { id, ...place.config };
      runSql(db, 'UPDATE booking_template_places SET config = ? WHERE id = ?', JSON.stringify(config), id);
      shapes.push({ placeId: id, ...place.shape });
    });
    const mapConfig: TemplateMapConfig = { width: template.width, height: template.height, shapes };
    runSql(
      db,
      'UPDATE booking_templates SET map_config = ? WHERE id = ?',
      JSON.stringify(mapConfig),
      template.id,
    );
  }

  // The customers by key, and the organiser of the club's own sessions (not active: never found nor logged in).
  const customers = new Map<string, number>();
  const byEmail = (email: string) =>
    idOf('SELECT id FROM customers WHERE email = ? AND deleted IS NULL', email);
  for (const [key, email] of [
    ['ana', DEMO_CUSTOMERS.ana.email],
    ['bruno', DEMO_CUSTOMERS.bruno.email],
    ['carlos', DEMO_PLAYERS.carlos.email],
    ['carla', DEMO_PLAYERS.carla.email],
    ['marta', DEMO_PLAYERS.marta.email],
  ] as const) {
    const id = byEmail(email);
    if (id !== undefined) customers.set(key, id);
  }
  const organiser = insertRow(
    db,
    `INSERT INTO customers (name, surname, status, ok_rss, accept_conditions, created)
     VALUES (?, ?, 'Temporary', 0, 0, ?)`,
    DEMO_BYPLACE.organiser.name,
    DEMO_BYPLACE.organiser.surname,
    nowIso,
  );

  const typeIds = new Map<string, number>();
  for (const key of ['match', 'padelSchool', 'americano'] as const) {
    const id = idOf(
      'SELECT id FROM booking_types WHERE name = ? ORDER BY id LIMIT 1',
      DEMO_BOOKING.typeNames[key],
    );
    if (id !== undefined) typeIds.set(key, id);
  }

  const addUnit = db.prepare(
    'INSERT OR IGNORE INTO booking_slot_units (resource_id, day, unit_start, booking_id) VALUES (?, ?, ?, ?)',
  );
  for (const booking of Object.values(DEMO_BYPLACE.bookings) as DemoByPlaceBooking[]) {
    const typeId = typeIds.get(booking.type);
    if (typeId === undefined || getRow(db, 'SELECT 1 FROM bookings WHERE id = ?', booking.id)) continue;
    const players = booking.players.filter((player) => customers.has(player.who));
    const ownerId =
      booking.type === 'match' ? (customers.get(players[0]?.who ?? '') ?? organiser) : organiser;
    const day = dayOf(today, booking);
    const [hours = 0, minutes = 0] = booking.start.split(':').map(Number);
    const start = hours * 60 + minutes;
    const price = booking.free
      ? 0
      : (getRow<{ gross_cents: number }>(
          db,
          `SELECT gross_cents FROM booking_prices WHERE booking_type_id = ? AND price_list_id IS NULL AND duration = ?
         ORDER BY gross_cents LIMIT 1`,
          typeId,
          booking.duration,
        )?.gross_cents ?? 600 * booking.places);
    runSql(
      db,
      `INSERT INTO bookings (id, booking_type_id, customer_id, day, start_minute, duration, status, payment_type,
         by_place, gender, modify_level, min_level, max_level, price_cents, net_price_cents, generic_price_cents,
         origin, created, booking_template_id, description, n_sets)
       VALUES (?, ?, ?, ?, ?, ?, 'Confirmed', 3, ?, ?, ?, ?, ?, ?, ?, ?, 'Web', ?, ?, ?, ?)`,
      booking.id,
      typeId,
      ownerId,
      day,
      start,
      booking.duration,
      booking.type === 'match' ? 1 : 0,
      booking.gender,
      booking.competitive ? 1 : 0,
      booking.levels[0],
      booking.levels[1],
      price,
      netCents(price),
      price,
      nowIso,
      booking.onMap && templateId !== undefined ? templateId : null,
      booking.description,
      booking.nSets,
    );
    insertBlock(db, booking.id, {
      resourceId: booking.courtId,
      day,
      start,
      duration: booking.duration,
      priceCents: price,
    });
    // A court a customer booked meanwhile keeps its booking: the demo's session then shares it.
    for (const unit of unitsOf(start, booking.duration)) addUnit.run(booking.courtId, day, unit, booking.id);
    for (let position = 0; position < booking.places; position++) {
      const player = players[position];
      runSql(
        db,
        'INSERT INTO booking_players (booking_id, position, customer_id, team) VALUES (?, ?, ?, ?)',
        booking.id,
        position,
        player ? (customers.get(player.who) ?? null) : null,
        player ? player.team : -1,
      );
    }
    if (booking.results) {
      runSql(
        db,
        'INSERT INTO booking_results (booking_id, team1, team2, saved_by, saved) VALUES (?, ?, ?, ?, ?)',
        booking.id,
        JSON.stringify(booking.results.team1),
        JSON.stringify(booking.results.team2),
        ownerId,
        nowIso,
      );
    }
  }
}
