// The stored cart (key czCart, 24 days from the last change). What comes back from storage is checked before use:
// another version of the site, another tab or a hand edit may have left anything there, and a corrupt cart is
// treated as empty rather than breaking every page.
import {
  cartLifetimeMs,
  cartTotals,
  cartUnits,
  emptyCart,
  type Cart,
  type Sale,
  type SaleItem,
} from '@club/shared-contracts/cart';
import { readStored, removeStored, storageKeys, writeStored } from '@club/shared-contracts/storage';

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function isSale(value: unknown): value is Sale {
  return (
    isObject(value) &&
    isAmount(value.id) &&
    isAmount(value.pending) &&
    isAmount(value.netPending) &&
    isAmount(value.paid)
  );
}

function isSaleItem(value: unknown): value is SaleItem {
  if (!isObject(value) || !isObject(value.product)) return false;
  const { productId, units, product } = value;
  return (
    isAmount(productId) &&
    Number.isInteger(units) &&
    (units as number) >= cartUnits.min &&
    (units as number) <= cartUnits.max &&
    isAmount(value.totalWithDiscount) &&
    isAmount(value.netTotalWithDiscount) &&
    isAmount(product.grossPrice) &&
    isAmount(product.netPrice) &&
    typeof product.name === 'string'
  );
}

/** The stored cart with its totals recomputed; an empty cart when none is stored, it expired or it is corrupt. */
export function readStoredCart(): Cart {
  const stored = readStored<unknown>(storageKeys.cart);
  if (stored === null) return emptyCart();
  if (
    !isObject(stored) ||
    !Array.isArray(stored.sales) ||
    !Array.isArray(stored.sItems) ||
    !stored.sales.every(isSale) ||
    !stored.sItems.every(isSaleItem)
  ) {
    removeStored(storageKeys.cart);
    return emptyCart();
  }
  const { sales, sItems } = stored;
  const guid = typeof stored.guid === 'string' ? stored.guid : '';
  return { sales, sItems, guid, ...cartTotals(sales, sItems) };
}

/** Stores the cart for 24 days from now. */
export function storeCart(cart: Cart): void {
  writeStored(storageKeys.cart, cart, Date.now() + cartLifetimeMs);
}

/** Removes the stored cart. */
export function removeStoredCart(): void {
  removeStored(storageKeys.cart);
}
