import { useMemo } from 'react';
import { getProduct } from '@club/shared-contracts/api/shop';
import type { Product } from '@club/shared-contracts/entities';
import { isApiError, prefetch } from '@club/shared-contracts/http';
import { getSession, useSession } from '@club/shared-contracts/session';
import { preloadUploadImage } from '@club/shared-ui/upload-image';
import { useLoad, type Load } from '@club/shared-ui/use-load';
import { positiveWhole } from '@club/shared-contracts/positive-whole';

/** A product with the popular products the detail answer brings. */
export interface ProductDetail {
  product: Product;
  popular: Product[];
}

/** A product id as the route names it: a positive whole number, or null for anything else. */
export function productIdOf(param: string | undefined): number | null {
  return positiveWhole(param);
}

// The API answers 404 for an unknown product and 400 for an id out of its range: both are an address that names no
// product. A 404 may come without an errorMsg (a 'crash' by the client's rules), so the status decides.
const isNoSuchProduct = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 400);

/**
 * A product and the popular products (GET /api/shop/get/{id}, with the customer in use for their price when
 * logged in); null when the id names no product, which the page shows as not found.
 */
function loadProductDetail(id: number | null, customerId: number | null): Promise<ProductDetail | null> {
  if (id === null) return Promise.resolve(null);
  return getProduct(id, customerId).then(
    (answer): ProductDetail => ({ product: answer.data, popular: answer.popular }),
    (error: unknown) => {
      if (isNoSuchProduct(error)) return null;
      throw error;
    },
  );
}

/**
 * Starts loading the product the page at this route parameter will show, ahead of the page's code, and with it the
 * product's image: the page's largest paint, which then waits for the page's code only.
 */
export function prefetchProductDetail(idParam: string | undefined): void {
  prefetch(() =>
    loadProductDetail(productIdOf(idParam), getSession().customer?.currentId ?? null).then((detail) =>
      preloadUploadImage(detail?.product.logo),
    ),
  );
}

/** A product with the popular products, as the page follows it. */
export function useProductDetail(id: number | null): Load<ProductDetail | null> {
  const customerId = useSession().customer?.currentId ?? null;
  const request = useMemo(() => () => loadProductDetail(id, customerId), [id, customerId]);
  return useLoad('product', request);
}
