// Test helpers of the shop: the club's settings with changes, products, an anonymous start and a cart double. Only
// tests import this module.
import { provideCart, type CartCommands, type CartResult } from '@club/shared-contracts/cart';
import type { Product, Settings } from '@club/shared-contracts/entities';
import { refreshSession } from '@club/shared-contracts/session';
import { provideSettings } from '@club/shared-contracts/settings';
import { clubSettings } from '@club/shared-ui/testing';

/** Provides the club's settings (the host does it at start); PriceWithTaxes can be turned off. */
export function provideClubSettings(changes: Partial<Settings> = {}): void {
  provideSettings({ ...clubSettings, ...changes });
}

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

/** Starts a test anonymous: storage is emptied after each test, but the session read from it is kept until told. */
export function startAnonymous(): void {
  localStorage.clear();
  refreshSession();
}

/** A cart double: every command is a mock; adding a product answers the given result (ok by default). */
export function fakeCart(result: CartResult | Promise<CartResult> = { ok: true }): jest.Mocked<CartCommands> {
  const ok = (): Promise<CartResult> => Promise.resolve({ ok: true });
  const commands: jest.Mocked<CartCommands> = {
    addSale: jest.fn<Promise<CartResult>, Parameters<CartCommands['addSale']>>(ok),
    addProduct: jest.fn<Promise<CartResult>, Parameters<CartCommands['addProduct']>>(() =>
      Promise.resolve(result),
    ),
    changeUnits: jest.fn<Promise<CartResult>, Parameters<CartCommands['changeUnits']>>(ok),
    removeSale: jest.fn<Promise<CartResult>, Parameters<CartCommands['removeSale']>>(ok),
    clear: jest.fn(),
  };
  provideCart(commands);
  return commands;
}
