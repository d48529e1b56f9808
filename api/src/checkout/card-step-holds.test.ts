import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { DEMO_CHECKOUT, DEMO_CUSTOMERS } from '../db/demo-club.ts';
import { login, createTestApp, type LoginModel, type TestApp } from '../test-support.ts';
import { CARD_STEP_MINUTES, LONGEST_HOLD_MINUTES } from './card-step-holds.ts';
import { checkoutPayload, heldCourt } from './checkout-test-support.ts';

const MINUTE = 60_000;
const SITE = 'http://localhost:4100';

// A card checkout of the held booking by Stripe, as the page starts it (the site's origin for the return pages).
async function cardCheckout(app: FastifyInstance, bruno: LoginModel, saleIds: number[]): Promise<void> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/shop/checkout-customer',
    headers: { authorization: `Bearer ${bruno.token}`, origin: SITE },
    payload: checkoutPayload(bruno.id, {
      saleIds,
      paymentMethodId: DEMO_CHECKOUT.methods.stripe.id,
      customer: { email: DEMO_CUSTOMERS.bruno.email },
    }),
  });
  assert.equal(answer.json<{ ok: boolean }>().ok, true, answer.body);
}

// The end of the booking's hold and of its slot's units (the connection closes with the app).
function holdEnds(testApp: TestApp, bookingId: number): { booking: string; units: string[] } {
  const db = testApp.openDb();
  const booking = db.prepare('SELECT expires_at FROM bookings WHERE id = ?').get(bookingId) as {
    expires_at: string;
  };
  const units = db
    .prepare('SELECT DISTINCT expires_at FROM booking_slot_units WHERE booking_id = ?')
    .all(bookingId) as Array<{ expires_at: string }>;
  return { booking: booking.expires_at, units: units.map((unit) => unit.expires_at) };
}

test('a card step started late in a hold keeps the slot for the card step, never past an hour after the booking', async (t) => {
  const start = new Date();
  let clock = start;
  const testApp = await createTestApp(t, { now: () => clock });
  const { app } = testApp;
  const bruno = await login(app, DEMO_CUSTOMERS.bruno);
  const held = await heldCourt(app, bruno);
  const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE).toISOString();

  // Ten minutes into the 15-minute hold the customer reaches the card step: the hold lasts 15 minutes from there.
  clock = new Date(start.getTime() + 10 * MINUTE);
  await cardCheckout(app, bruno, held.saleIds);
  const kept = at(10 + CARD_STEP_MINUTES);
  assert.deepEqual(holdEnds(testApp, held.bookingId), { booking: kept, units: [kept] });

  // Starting again and again, each time before the hold runs out, cannot hold the slot past an hour after booking.
  for (const minutes of [24, 38, 52]) {
    clock = new Date(start.getTime() + minutes * MINUTE);
    await cardCheckout(app, bruno, held.saleIds);
  }
  const capped = at(LONGEST_HOLD_MINUTES);
  assert.deepEqual(holdEnds(testApp, held.bookingId), { booking: capped, units: [capped] });
});
