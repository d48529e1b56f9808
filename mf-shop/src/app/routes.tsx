import { lazy } from 'react';
import type { RemoteRoutesModule } from '@club/shared-contracts/remote-modules';

// Each page loads with its first visit.
const ShopPage = lazy(() =>
  import('../features/shop-list/shop-page').then((module) => ({ default: module.ShopPage })),
);
const ProductPage = lazy(() =>
  import('../features/product/product-page').then((module) => ({ default: module.ProductPage })),
);

/** The shop pages, by the route-table ids the host mounts them under. */
export const routes: RemoteRoutesModule['routes'] = [
  { id: 'shop', Component: () => <ShopPage variant="full" /> },
  { id: 'taykus-shop', Component: () => <ShopPage variant="clean" /> },
  { id: 'shop-product', Component: ProductPage },
];
