// Test helpers of the shop: products of the demo catalogue (settings, sessions and the cart double are in
// @club/shared-ui/testing). Only tests import this module.
import type { Product } from '@club/shared-contracts/entities';

/** A product of the demo catalogue: 'Product {id}' at {id} euros with taxes, 21 % less without. */
export function product(id: number, changes: Partial<Product> = {}): Product {
  return {
    id,
    name: `Product ${id}`,
    logo: `product-${id}.svg`,
    detail: `<p>Detail of product ${id}</p>`,
    grossPrice: id,
    netPrice: Math.round((id / 1.21) * 100) / 100,
    ...changes,
  };
}

/** Products with the ids from `first`, as many as asked. */
export function products(count: number, first = 1): Product[] {
  return Array.from({ length: count }, (_, index) => product(first + index));
}
