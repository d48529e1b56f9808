// Redsys's holds through the sandbox's REST endpoint: a preauthorization on a saved card, its confirmation for less,
// its cancellation, a declining card, the same order asked twice, and a preauthorization that lapsed after 7 days.
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { HOLD_LIFETIME_MS } from '../../checkout/card-payments.ts';
import { createTestApp } from '../../test-support.ts';
import { redsysHolds, sandboxRedsysRest } from './redsys-holds.ts';
import { redsysSettingsFrom } from './redsys-provider.ts';
import { createRedsysSandboxStore } from './redsys-sandbox.ts';

async function sandbox(t: TestContext) {
  let now = new Date('2026-03-01T10:00:00Z');
  const clock = () => now;
  const db = (await createTestApp(t)).openDb();
  const settings = redsysSettingsFrom({});
  const store = createRedsysSandboxStore(db, clock);
  const approving = store.saveCard({ lastDigits: '0004', expiry: '3412', behaviour: 'approve' });
  const declining = store.saveCard({ lastDigits: '8500', expiry: '3412', behaviour: 'decline' });
  const holds = redsysHolds(settings, sandboxRedsysRest(db, settings, clock), clock);
  const status = (order: string) =>
    db
      .prepare('SELECT status, confirmed_cents FROM redsys_sandbox_preauthorizations WHERE order_ref = ?')
      .get(order) as { status: string; confirmed_cents: number | null } | undefined;
  return {
    holds,
    approving,
    declining,
    status,
    clock,
    move: (ms: number) => (now = new Date(now.getTime() + ms)),
  };
}

test('a preauthorization on a saved card holds for 7 days and is confirmed for less than it held', async (t) => {
  const { holds, approving, status, clock } = await sandbox(t);
  const held = await holds.hold(approving, 3000, '0001HOLDAAAA');
  assert.deepEqual(held, {
    held: true,
    holdRef: '0001HOLDAAAA',
    heldUntil: new Date(clock().getTime() + HOLD_LIFETIME_MS),
  });
  assert.deepEqual(
    await holds.hold(approving, 3000, '0001HOLDAAAA'),
    held,
    'the same order answers the same hold',
  );
  assert.equal(await holds.capture('0001HOLDAAAA', 2000), true);
  assert.deepEqual({ ...status('0001HOLDAAAA') }, { status: 'confirmed', confirmed_cents: 2000 });
});

test('a declining card is refused, a cancelled hold is let go, a lapsed one cannot be confirmed', async (t) => {
  const { holds, approving, declining, status, move } = await sandbox(t);
  assert.deepEqual(await holds.hold(declining, 3000, '0002HOLDBBBB'), { held: false });
  await holds.hold(approving, 3000, '0003HOLDCCCC');
  await holds.release('0003HOLDCCCC');
  assert.equal(status('0003HOLDCCCC')?.status, 'cancelled');
  await holds.release('0003HOLDCCCC');

  await holds.hold(approving, 3000, '0004HOLDDDDD');
  move(HOLD_LIFETIME_MS);
  assert.equal(await holds.capture('0004HOLDDDDD', 3000), false);
  assert.equal(status('0004HOLDDDDD')?.status, 'held');
});

test('an automatic refund (transaction 3) answers 0900 for what was charged, and refuses more, or an unknown order', async (t) => {
  const { holds, approving } = await sandbox(t);
  await holds.hold(approving, 3000, '0005HOLDEEEE');
  assert.deepEqual(
    await holds.refund('0005HOLDEEEE', 1000, 'rf_1'),
    { refunded: false },
    'a hold is no charge',
  );
  await holds.capture('0005HOLDEEEE', 2000);
  assert.deepEqual(await holds.refund('0005HOLDEEEE', 1500, 'rf_2'), {
    refunded: true,
    refundRef: '0005HOLDEEEE:rf_2',
  });
  assert.deepEqual(
    await holds.refund('0005HOLDEEEE', 600, 'rf_3'),
    { refunded: false },
    'never more than charged',
  );
  assert.deepEqual(await holds.refund('0006UNKNOWN0', 100, 'rf_4'), { refunded: false });
});
