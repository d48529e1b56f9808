// The cart contract (document 3, 3 and 4 Cart). The host owns the cart engine and its storage; every other app
// reads the published view and asks for changes through the commands, whose rejections come back as results.
import { atom, getDefaultStore } from 'jotai';
import { useBrowserAtom } from '@club/shared-contracts/browser-state';
import {
  PaymentType,
  type Cart,
  type Product,
  type Sale,
  type SaleItem,
  type UnitModification,
} from '@club/shared-contracts/entities';

// The cart's entities are wire shapes (pending sales and booking sales come from the API), so they live in
// entities.ts; they are re-exported here for the apps that only deal with the cart.
export type { Cart, Sale, SaleItem } from '@club/shared-contracts/entities';

/** Units a cart line may hold (document 1, 9). */
export const cartUnits = { min: 1, max: 1000 } as const;
/** How long the stored cart lives, in days. */
export const cartLifetimeDays = 24;
/** The cart lifetime in milliseconds. */
export const cartLifetimeMs = cartLifetimeDays * 24 * 60 * 60 * 1000;
/** The tax percent of a product added to the cart when it has none. */
export const defaultTaxPercent = 21;

/**
 * Why the cart refused a change: a shared payment with retention mixed with other sales, the server's stock check
 * or cancellation refused, or no usable answer came ('crash').
 */
export type CartRejection = 'shared-payment-mix' | 'stock' | 'cancel' | 'crash';

/**
 * The outcome of a cart command; a rejection carries the message the host already showed (translated, or the
 * server's; empty when a 401 opened the login instead).
 */
export type CartResult = { ok: true } | { ok: false; reason: CartRejection; message: string };

/** What adding a product needs; stock is checked when hasStock is true. */
export type CartProduct = Pick<Product, 'id' | 'name' | 'logo' | 'grossPrice' | 'netPrice'> & {
  hasStock?: boolean;
  transportRequired?: boolean;
  taxPercent?: number;
};

/** The cart commands the host implements. */
export interface CartCommands {
  /**
   * Adds sales (a booking, pending sales, fees) all or none, then goes to the checkout; a sale with a groupId joins
   * its group; duplicates are ignored; a sale's cart token (ctk) logs an anonymous visitor in for 5 minutes.
   */
  addSale(sale: Sale | Sale[]): Promise<CartResult>;
  /** Adds units of a product (1 by default, at most 1000 on the line); stock is checked first when it has stock. */
  addProduct(product: CartProduct, units?: number): Promise<CartResult>;
  /** Changes a product line's units (growth checks stock); at 0 the line is removed; a non-numeric exact is ignored. */
  changeUnits(productId: number, modification: UnitModification, units?: number): Promise<CartResult>;
  /** Removes a sale with its whole group; with cancel, the sales' cancel URLs are posted first. */
  removeSale(saleId: number, cancel?: boolean): Promise<CartResult>;
  /** Empties the cart (after payment, on logout). */
  clear(): void;
}

/** An empty cart. */
export function emptyCart(guid = ''): Cart {
  return { sales: [], sItems: [], total: 0, netTotal: 0, paid: 0, count: 0, guid };
}

const store = getDefaultStore();
const cartBaseAtom = atom<Cart>(emptyCart());

/** The cart as read-only state (the host publishes every change). */
export const cartAtom = atom((get) => get(cartBaseAtom));

const serverCart = emptyCart();

/** The cart in a component (empty on the server and while hydrating: the cart is kept in the browser's storage). */
export function useCart(): Cart {
  return useBrowserAtom(cartAtom, serverCart);
}

/** Host only: publishes the cart after every change (and once at start from storage). */
export function publishCart(cart: Cart): void {
  store.set(cartBaseAtom, cart);
}

let commands: CartCommands | null = null;

/** Host only: registers the cart engine at start. */
export function provideCart(implementation: CartCommands): void {
  commands = implementation;
}

/** The cart commands; throws when the host has not started (a programming error, not a user error). */
export function cartCommands(): CartCommands {
  if (!commands) throw new Error('Cart commands are not provided: the host registers them at start');
  return commands;
}

// ---------------------------------------------------------------------------------------------------------------
// Pure rules of the cart engine

const toCents = (amount: number) => Math.round(amount * 100) / 100;

/** The totals of a cart: total = items' totalWithDiscount + sales' pending; count = item units + number of sales. */
export function cartTotals(
  sales: readonly Sale[],
  items: readonly SaleItem[],
): Pick<Cart, 'total' | 'netTotal' | 'paid' | 'count'> {
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    total: toCents(sum(items.map((item) => item.totalWithDiscount)) + sum(sales.map((sale) => sale.pending))),
    netTotal: toCents(
      sum(items.map((item) => item.netTotalWithDiscount)) + sum(sales.map((sale) => sale.netPending)),
    ),
    paid: toCents(sum(sales.map((sale) => sale.paid))),
    count: sum(items.map((item) => item.units)) + sales.length,
  };
}

/** The units after a change: increment (up to 1000), decrement (at 1 or less it becomes 0), or exact (0 to 1000). */
export function nextUnits(current: number, modification: UnitModification, units = 0): number {
  if (modification === 'Increment') return Math.min(current + 1, cartUnits.max);
  if (modification === 'Decrement') return current <= 1 ? 0 : current - 1;
  return Math.min(Math.max(Math.floor(units), 0), cartUnits.max);
}

/** Reads a typed unit value: a number 1 to 1000 (clamped), or null for non-numeric input, which is ignored. */
export function parseUnits(input: string): number | null {
  if (!/^\s*\d+\s*$/.test(input)) return null;
  return Math.min(Math.max(Number.parseInt(input, 10), cartUnits.min), cartUnits.max);
}

/** True for a shared payment with retention, which cannot share the cart with anything else. */
export function isSharedWithRetention(sale: Sale): boolean {
  return sale.paymentType === PaymentType.Shared && sale.withRetention;
}

function sameGroup(a: Sale, b: Sale): boolean {
  return a.id === b.id || (a.groupId !== null && a.groupId !== undefined && a.groupId === b.groupId);
}

/**
 * How an addition would mix a shared payment with retention with other sales (document 3, 8 has a message for
 * each): the cart holds one and the addition is something else, or the addition is one and the cart is not empty.
 */
export type SharedPaymentConflict = 'cart-has-shared-payment' | 'adding-shared-payment';

/** The conflict adding a sale (or, with null, a product) would cause, or null when the addition may join the cart. */
export function sharedPaymentConflict(
  cart: Pick<Cart, 'sales' | 'sItems'>,
  incoming: Sale | null,
): SharedPaymentConflict | null {
  const somethingElse =
    cart.sItems.length > 0 || cart.sales.some((sale) => !incoming || !sameGroup(sale, incoming));
  if (!somethingElse) return null;
  if (cart.sales.some(isSharedWithRetention)) return 'cart-has-shared-payment';
  if (incoming !== null && isSharedWithRetention(incoming)) return 'adding-shared-payment';
  return null;
}

/** The sales removed together with a sale: its whole group (document 3, 4 Cart). */
export function saleGroup(sales: readonly Sale[], saleId: number): Sale[] {
  const sale = sales.find((candidate) => candidate.id === saleId);
  return sale ? sales.filter((candidate) => sameGroup(candidate, sale)) : [];
}
