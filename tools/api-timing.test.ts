// The benchmark's availability timing against a stand-in API: it asks for the padel court type on the club's
// tomorrow, warms up first, and reports the times and what the answer held.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import Fastify from 'fastify';
import { DEMO_BOOKING } from '../api/src/db/demo-club.ts';
import { measureAvailability } from './api-timing.ts';

const api = Fastify();
const asked: Array<{ date: string; bookingTypeId: number; customerId: null }> = [];
let origin = '';

before(async () => {
  api.get('/api/czconfigs/main-settings', () => ({ ok: true, data: { TimeZone: 'Pacific/Kiritimati' } }));
  api.post<{ Body: (typeof asked)[number] }>('/api/publicbookings/list', (request) => {
    asked.push(request.body);
    const timeTable = [{ sstart: '08:00' }, { sstart: '08:30' }];
    return { ok: true, model: { list: [{ timeTable }, { timeTable }, { timeTable: [] }], errorMsg: '' } };
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
});

after(() => api.close());

test('measures the padel list of the club’s tomorrow after 5 warm-up requests', async () => {
  const timing = await measureAvailability(origin, 10);
  assert.equal(asked.length, 15);
  const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(
    new Date(Date.now() + 86_400_000),
  );
  assert.deepEqual(asked[0], { date: tomorrow, bookingTypeId: DEMO_BOOKING.padelTypeId, customerId: null });
  assert.deepEqual([timing.courts, timing.slots], [3, 4]);
  assert.ok(timing.medianMs > 0 && timing.p95Ms >= timing.medianMs);
});
