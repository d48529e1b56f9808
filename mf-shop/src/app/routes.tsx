import type { RemoteRouteObject, RemoteRoutesModule } from '@club/shared-contracts/remote-modules';
import { lazyPage } from '@club/shared-ui/lazy-page';
import { prefetchShopList } from '../features/shop-list/shop-list-loading';
import { prefetchProductDetail } from '../features/product/product-loading';

// Each page loads with its first visit, or sooner when the host preloads the page at the address: its code and its
// data together.
const ShopPage = lazyPage(() => import('../features/shop-list/shop-page').then((module) => module.ShopPage));
const ProductPage = lazyPage(() =>
  import('../features/product/product-page').then((module) => module.ProductPage),
);

const preloadShop: RemoteRouteObject['preload'] = ({ search }) => {
  prefetchShopList(search);
  return ShopPage.preload();
};

/** The shop pages, by the route-table ids the host mounts them under. */
export const routes: RemoteRoutesModule['routes'] = [
  { id: 'shop', Component: () => <ShopPage variant="full" />, preload: preloadShop },
  { id: 'taykus-shop', Component: () => <ShopPage variant="clean" />, preload: preloadShop },
  {
    id: 'shop-product',
    Component: ProductPage,
    preload: ({ params }) => {
      prefetchProductDetail(params.id);
      return ProductPage.preload();
    },
  },
];
