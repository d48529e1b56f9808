import { routesOf } from '@club/shared-contracts/route-table';
import { ComingSoon } from '@club/shared-ui/coming-soon';
import { routes } from './routes';

test('supplies a built page for every route of the checkout, none showing coming soon', () => {
  expect(routes.map((route) => route.id).sort()).toEqual(
    routesOf('mf_checkout')
      .map((entry) => entry.id)
      .sort(),
  );
  const comingSoon = routes.filter((route) => route.Component === ComingSoon).map((route) => route.id);
  expect(comingSoon).toEqual([]);
});

test('the clean layout checkout is the same page as the checkout', () => {
  const page = (id: string) => routes.find((route) => route.id === id)?.Component;
  expect(page('taykus-shop-checkout')).toBe(page('checkout'));
});
