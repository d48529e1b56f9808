// The payment sandboxes' routes on an app of their own, with a settle that applies each provider event once (as the
// checkout's does) and records what it was asked: route tests that need no checkout.
import type { DatabaseSync } from 'node:sqlite';
import type { TestContext } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import type { CardOutcome, Settlement } from '../../checkout/card-payments.ts';
import { openDatabase } from '../../db/database.ts';
import { runMigrations } from '../../db/migrations.ts';
import { installErrorHandling } from '../../http/errors.ts';
import { AJV_OPTIONS, installInputRules } from '../../http/input-rules.ts';
import { redsysSettingsFrom, type RedsysSettings } from '../redsys/redsys-provider.ts';
import { registerRedsysRoutes } from '../redsys/redsys-routes.ts';
import { stripeAccountFrom, type StripeAccount } from './stripe-provider.ts';
import { registerStripeRoutes } from './stripe-routes.ts';

/** The sandboxes' app, its database, and every outcome settle was asked to apply. */
export interface PaymentSandboxApp {
  app: FastifyInstance;
  db: DatabaseSync;
  stripe: StripeAccount;
  redsys: RedsysSettings;
  outcomes: Array<CardOutcome & { settlement: Settlement }>;
}

/** Builds the sandboxes' app on a fresh database; closed when the test ends. */
export async function paymentSandboxApp(
  t: TestContext,
  options: { processingPolls?: number; notificationCopies?: number; now?: Date } = {},
): Promise<PaymentSandboxApp> {
  const db = openDatabase(':memory:');
  runMigrations(db);
  const now = () => options.now ?? new Date('2026-11-25T12:00:00Z');
  const outcomes: PaymentSandboxApp['outcomes'] = [];
  const settle = (outcome: CardOutcome): Settlement => {
    const settlement = outcomes.some((known) => known.eventId === outcome.eventId) ? 'duplicate' : 'applied';
    outcomes.push({ ...outcome, settlement });
    return settlement;
  };
  const stripe = stripeAccountFrom({}, db, now, { processingPolls: options.processingPolls ?? 0 });
  const redsys = redsysSettingsFrom({});
  const app = Fastify({ ajv: AJV_OPTIONS });
  installErrorHandling(app);
  installInputRules(app);
  await registerStripeRoutes(app, {
    account: stripe,
    settle,
    savedCardId: () => null,
    refundedOf: () => null,
  });
  await registerRedsysRoutes(app, {
    settings: redsys,
    settle,
    db,
    now,
    ...(options.notificationCopies ? { notificationCopies: options.notificationCopies } : {}),
  });
  await app.ready();
  t.after(async () => {
    await app.close();
    db.close();
  });
  return { app, db, stripe, redsys, outcomes };
}
