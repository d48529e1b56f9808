import type { RemoteRoutesModule } from '@club/shared-contracts/remote-modules';
import { lazyPage } from '@club/shared-ui/lazy-page';

// Each page loads with its first visit, or sooner when the host preloads the page at the address.
const ShopPage = lazyPage(() => import('../features/shop-list/shop-page').then((module) => module.ShopPage));
const ProductPage = lazyPage(() =>
  import('../features/product/product-page').then((module) => module.ProductPage),
);

/** The shop pages, by the route-table ids the host mounts them under. */
export const routes: RemoteRoutesModule['routes'] = [
  { id: 'shop', Component: () => <ShopPage variant="full" />, preload: ShopPage.preload },
  { id: 'taykus-shop', Component: () => <ShopPage variant="clean" />, preload: ShopPage.preload },
  { id: 'shop-product', Component: ProductPage, preload: ProductPage.preload },
];
