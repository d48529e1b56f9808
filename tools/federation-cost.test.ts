// The benchmark's table of the cost of federation: both builds' figures, their ratio, and the LCP target per page.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  federationCostByPartTable,
  federationCostTable,
  withinLcpTarget,
  type FederationCost,
} from './federation-cost.ts';

const home: FederationCost = {
  path: '/',
  federated: { jsBytes: 172_800, requests: 36, lcp: 2_860 },
  single: { jsBytes: 144_000, requests: 24, lcp: 2_600 },
};
const shop: FederationCost = {
  path: '/shop',
  federated: { jsBytes: 179_200, requests: 60, lcp: 3_300 },
  single: { jsBytes: 160_000, requests: 48, lcp: 2_750 },
};

test('each page shows both builds and the federated to single ratio of bytes, requests and LCP', () => {
  const [, , row] = federationCostTable([home], 3);
  assert.equal(
    row,
    '| / | 168.8 KB / 140.6 KB | 1.20x | 36 / 24 | 1.50x | 2.86 s / 2.60 s | 1.10x (within) |',
  );
});

test('an LCP more than 10 % slower than the single bundle is marked over the target, and the count says so', () => {
  assert.equal(withinLcpTarget(home), true);
  assert.equal(withinLcpTarget(shop), false);
  const table = federationCostTable([home, shop], 3);
  assert.match(table[3]!, /\| 3\.30 s \/ 2\.75 s \| 1\.20x \(OVER\) \|$/);
  assert.match(table.at(-1)!, /at most 10 % slower .*ratio at most 1\.10x\); met on 1 of 2 pages\./);
  assert.match(table.at(-1)!, /median of 3 Lighthouse mobile runs/);
});

test("the parts' table shows each page's LCP on both builds and the federated site's extra time, per part taken away", () => {
  const table = federationCostByPartTable(
    [home],
    [
      { path: '/', part: 'round trips of 0 ms', federated: 900, single: 600 },
      { path: '/', part: 'throughput x100', federated: 2_050, single: 1_780 },
    ],
  );
  assert.equal(table[0], '| page | mobile preset | round trips of 0 ms | throughput x100 |');
  assert.equal(
    table[2],
    '| / | 2.86 s / 2.60 s (+260 ms) | 0.90 s / 0.60 s (+300 ms) | 2.05 s / 1.78 s (+270 ms) |',
  );
});
