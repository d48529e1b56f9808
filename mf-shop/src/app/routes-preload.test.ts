import { fakeApi } from '@club/shared-contracts/api/test-fetch';
import { provideClubSettings, settle, startAnonymous } from '@club/shared-ui/testing';
import { prefetchProductDetail } from '../features/product/product-loading';
import { prefetchShopList } from '../features/shop-list/shop-list-loading';
import { product, products } from '../lib/testing';

/** The images the page asked for ahead of its code, by file name. */
const preloadedImages = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) =>
    link.getAttribute('href')?.split('/').pop(),
  );

beforeEach(() => {
  startAnonymous();
  provideClubSettings();
});
afterEach(() => document.head.replaceChildren());

test("the shop list's prefetch asks for the first row's images as soon as the list arrives", async () => {
  fakeApi({
    '/api/shop/list': { ok: true, data: products(6), popular: [], productTypes: [], totalCount: 6 },
  });
  prefetchShopList(new URLSearchParams());
  expect(preloadedImages()).toEqual([]);
  await settle();
  expect(preloadedImages()).toEqual(['product-1.svg', 'product-2.svg', 'product-3.svg', 'product-4.svg']);
});

test("the product's prefetch asks for its image with the product, and for nothing when there is no product", async () => {
  fakeApi({ '/api/shop/get/17': { ok: true, data: product(17), popular: [product(18)] } });
  prefetchProductDetail('17');
  await settle();
  expect(preloadedImages()).toEqual(['product-17.svg']);

  document.head.replaceChildren();
  prefetchProductDetail('not-a-product');
  await settle();
  expect(preloadedImages()).toEqual([]);
});
