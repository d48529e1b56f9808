import { remoteNames } from './remote-modules';
import { browserDrawnRoutes, routeTable, routesOf } from './route-table';

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

  it('leaves to the browser only public routes it has, the checkouts and payment returns among them', () => {
    const publicIds = routeTable.filter((entry) => entry.access === 'public').map((entry) => entry.id);
    for (const id of browserDrawnRoutes) expect(publicIds).toContain(id);
    for (const id of ['checkout', 'checkout-booking', 'payment-ok', 'payment-ko']) {
      expect(browserDrawnRoutes.has(id)).toBe(true);
    }
  });
});
