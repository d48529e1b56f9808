// The demo club's data, seeded by area like the migrations: each area runs once, in its own transaction, on a
// database that lacks it, so a database made by an earlier version gains the areas added since. Areas only add
// rows; they never change or remove what a customer made. A new area goes at the end of DEMO_SEEDS and never
// changes once released (a later fix is a new area).
import type { DatabaseSync } from 'node:sqlite';
import { hashPassword } from '../customers/password.ts';
import { allRows, getRow, inTransaction, runSql } from './database.ts';
import { DEMO_PASSWORD, type SeedContext } from './demo-club.ts';
import { seedAccountDemo } from './seed-account.ts';
import { seedActivities } from './seed-activities.ts';
import { seedAppOrigins } from './seed-app-origins.ts';
import { seedBookings } from './seed-bookings.ts';
import { seedByPlace } from './seed-byplace.ts';
import { DEMO_CATALOG_PRODUCTS, seedDemoCatalog } from './seed-catalog.ts';
import { seedCheckout } from './seed-checkout.ts';
import { seedClub } from './seed-club.ts';
import { seedContent } from './seed-content.ts';
import { seedCustomerBookings } from './seed-customer-bookings.ts';
import { seedFees } from './seed-fees.ts';
import { seedHome } from './seed-home.ts';
import { seedLevelsTrainings } from './seed-levels-trainings.ts';
import { DEMO_ORDERS, seedDemoOrders } from './seed-orders.ts';
import { seedShopOffers } from './seed-shop-offers.ts';
import { seedSiteOrigins } from './seed-site-origins.ts';

/** An area of the demo data. */
interface DemoSeed {
  name: string;
  seed: (db: DatabaseSync, context: SeedContext) => void;
  /**
   * Whether a database seeded before areas were recorded (the first four areas, seeded all at once by earlier
   * versions) already holds this area.
   */
  heldBeforeRecords?: (db: DatabaseSync) => boolean;
}

const holds = (db: DatabaseSync, sql: string, ...params: number[]): boolean =>
  getRow(db, sql, ...params) !== undefined;

/** Every area in the order it is seeded; names are recorded in `demo_seeds`. */
export const DEMO_SEEDS: readonly DemoSeed[] = [
  { name: 'club', seed: seedClub, heldBeforeRecords: (db) => holds(db, 'SELECT 1 FROM club') },
  {
    name: 'orders',
    seed: seedDemoOrders,
    heldBeforeRecords: (db) => holds(db, 'SELECT 1 FROM sales WHERE id = ?', DEMO_ORDERS.anaRacket.id),
  },
  {
    name: 'catalog',
    seed: seedDemoCatalog,
    heldBeforeRecords: (db) => holds(db, 'SELECT 1 FROM products WHERE id = ?', DEMO_CATALOG_PRODUCTS[0]!.id),
  },
  {
    name: 'account',
    seed: seedAccountDemo,
    heldBeforeRecords: (db) => holds(db, 'SELECT 1 FROM custom_fields'),
  },
  { name: 'shop-offers', seed: seedShopOffers },
  { name: 'bookings', seed: seedBookings },
  { name: 'byplace', seed: seedByPlace },
  { name: 'customer-bookings', seed: seedCustomerBookings },
  { name: 'levels-trainings', seed: seedLevelsTrainings },
  { name: 'checkout', seed: seedCheckout },
  { name: 'app-origins', seed: seedAppOrigins },
  { name: 'fees', seed: seedFees },
  { name: 'activities', seed: seedActivities },
  { name: 'content', seed: seedContent },
  { name: 'home', seed: seedHome },
  { name: 'site-origins', seed: seedSiteOrigins },
];

/** Seeds the areas of the demo club this database lacks; answers the names seeded now. `now` dates the data. */
export async function seedDemoClub(
  db: DatabaseSync,
  now: Date = new Date(),
  seeds: readonly DemoSeed[] = DEMO_SEEDS,
): Promise<string[]> {
  const record = (name: string) =>
    runSql(db, 'INSERT INTO demo_seeds (name, applied) VALUES (?, ?)', name, new Date().toISOString());
  const recorded = () =>
    new Set(allRows<{ name: string }>(db, 'SELECT name FROM demo_seeds').map((row) => row.name));

  if (recorded().size === 0) {
    inTransaction(db, () => {
      for (const area of seeds) if (area.heldBeforeRecords?.(db)) record(area.name);
    });
  }
  const done = recorded();
  const missing = seeds.filter((area) => !done.has(area.name));
  if (missing.length === 0) return [];

  const context: SeedContext = { now, passwordHash: await hashPassword(DEMO_PASSWORD) };
  for (const area of missing) {
    inTransaction(db, () => {
      area.seed(db, context);
      record(area.name);
    });
  }
  return missing.map((area) => area.name);
}
