import { remoteNames } from './remote-modules';
import { routeTable, routesOf } from './route-table';

describe('route table', () => {
  it('has unique ids and paths', () => {
    expect(new Set(routeTable.map((entry) => entry.id)).size).toBe(routeTable.length);
    expect(new Set(routeTable.map((entry) => entry.path)).size).toBe(routeTable.length);
  });

  it('gives every remote routes to supply', () => {
    for (const remote of remoteNames) expect(routesOf(remote).length).toBeGreaterThan(0);
  });

  it('marks the private routes of the specification as private', () => {
    const privateIds = routeTable.filter((entry) => entry.access === 'private').map((entry) => entry.id);
    expect(privateIds).toEqual(
      expect.arrayContaining([
        'change-password',
        'debts',
        'customer-orders',
        'account',
        'booking-visual',
        'levels',
      ]),
    );
    expect(privateIds).not.toContain('checkout');
  });
});
