// The host's cart engine (document 3, 4 Cart): it implements the cart commands of the contract, keeps the cart in
// browser storage, publishes every change to all apps, and follows the cart of the other tabs of the browser.
import {
  cartTotals,
  cartUnits,
  emptyCart,
  nextUnits,
  provideCart,
  publishCart,
  saleGroup,
  sharedPaymentConflict,
  type Cart,
  type CartCommands,
  type CartResult,
  type Sale,
  type SaleItem,
  type SharedPaymentConflict,
} from '@club/shared-contracts/cart';
import { postCancelUrl } from '@club/shared-contracts/api/payments';
import { paths } from '@club/shared-contracts/paths';
import { storeCartToken } from '@club/shared-contracts/session-store';
import { storageKeys } from '@club/shared-contracts/storage';
import { readStoredCart, removeStoredCart, storeCart } from './cart-storage';
import { cancelUrlsOf, newCartGuid, productLine, withSale, withUnits } from './cart-rules';
import { reject, rejectFailedCall } from './cart-rejections';
import { checkLineStock } from './stock-check';
import { cartMessage, cartMessages, type CartMessage } from './texts';

/** What the engine needs from the page. */
export interface CartEngineOptions {
  /** Moves to a path of the site (the host's router): adding a sale goes to the checkout. */
  navigate: (path: string) => void;
}

/** The running engine: the cart commands, and a way to stop following the other tabs. */
export interface CartEngine extends CartCommands {
  /** Stops listening to the other tabs (the host's engine lives as long as the page; tests stop theirs). */
  stop(): void;
}

const ok: CartResult = { ok: true };

const conflictMessages: Record<SharedPaymentConflict, CartMessage> = {
  'adding-shared-payment': cartMessages.addingSharedPayment,
  'cart-has-shared-payment': cartMessages.cartHasSharedPayment,
};

function refuseSharedPayment(conflict: SharedPaymentConflict): CartResult {
  return reject('shared-payment-mix', cartMessage(conflictMessages[conflict]));
}

/** Starts the engine on the stored cart and publishes it once. */
export function startCartEngine({ navigate }: CartEngineOptions): CartEngine {
  let cart: Cart = readStoredCart();
  publishCart(cart);

  function commit(sales: Sale[], sItems: SaleItem[]): void {
    cart = { ...cart, sales, sItems, guid: cart.guid || newCartGuid(), ...cartTotals(sales, sItems) };
    storeCart(cart);
    publishCart(cart);
  }

  // Puts a line into the cart as it is now: a stock check may have taken a while, and another tab may have
  // changed the cart meanwhile.
  function commitLine(line: SaleItem): void {
    const present = cart.sItems.some((item) => item.productId === line.productId);
    commit(
      cart.sales,
      present
        ? cart.sItems.map((item) => (item.productId === line.productId ? line : item))
        : [...cart.sItems, line],
    );
  }

  function onStorage(event: StorageEvent): void {
    // A null key means another tab cleared the whole storage.
    if (event.key !== null && event.key !== storageKeys.cart) return;
    cart = readStoredCart();
    publishCart(cart);
  }
  window.addEventListener('storage', onStorage);

  // Commands run one at a time: a second click on + while the first one's stock check is under way must start from
  // the units the first one set, not from the same old units.
  let queue: Promise<unknown> = Promise.resolve();
  function serial(command: () => Promise<CartResult>): Promise<CartResult> {
    const run = queue.then(command);
    queue = run.catch(() => undefined);
    return run;
  }

  return {
    addSale: (input) =>
      serial(() => {
        const incoming = Array.isArray(input) ? input : [input];
        if (incoming.length === 0) return Promise.resolve(ok);
        let sales = cart.sales;
        for (const sale of incoming) {
          if (sales.some((other) => other.id === sale.id)) continue;
          const conflict = sharedPaymentConflict({ sales, sItems: cart.sItems }, sale);
          if (conflict) return Promise.resolve(refuseSharedPayment(conflict));
          sales = withSale(sales, sale);
        }
        commit(sales, cart.sItems);
        const cartToken = incoming.find((sale) => sale.ctk)?.ctk;
        if (cartToken) storeCartToken(cartToken);
        navigate(paths.checkout());
        return Promise.resolve(ok);
      }),

    addProduct: (product, units = 1) =>
      serial(async () => {
        if (!Number.isFinite(units) || units < 1) return ok;
        const conflict = sharedPaymentConflict(cart, null);
        if (conflict) return refuseSharedPayment(conflict);
        const current = cart.sItems.find((item) => item.productId === product.id);
        const wanted = Math.min((current?.units ?? 0) + Math.floor(units), cartUnits.max);
        if (current?.units === wanted) return ok;
        const line = current ? withUnits(current, wanted) : productLine(product, wanted);
        const checked = await checkLineStock(line);
        if (!checked.ok) return checked;
        commitLine(line);
        return ok;
      }),

    changeUnits: (productId, modification, units) =>
      serial(async () => {
        const current = cart.sItems.find((item) => item.productId === productId);
        if (!current) return ok;
        // A non-numeric exact value is ignored (document 3, 5), never read as 0, which would remove the line.
        if (modification === 'Exact' && (units === undefined || !Number.isFinite(units))) return ok;
        const next = nextUnits(current.units, modification, units);
        if (next === current.units) return ok;
        if (next === 0) {
          commit(
            cart.sales,
            cart.sItems.filter((item) => item.productId !== productId),
          );
          return ok;
        }
        const line = withUnits(current, next);
        if (next > current.units) {
          const checked = await checkLineStock(line);
          if (!checked.ok) return checked;
        }
        commitLine(line);
        return ok;
      }),

    removeSale: (saleId, cancel = false) =>
      serial(async () => {
        const group = saleGroup(cart.sales, saleId);
        if (group.length === 0) return ok;
        if (cancel) {
          // The sales stay in the cart when a cancellation fails: a booking still held on the server must remain
          // payable or cancellable from here.
          for (const url of cancelUrlsOf(group)) {
            try {
              await postCancelUrl(url);
            } catch (error) {
              return rejectFailedCall(error, 'cancel');
            }
          }
        }
        const leaving = new Set(group.map((sale) => sale.id));
        commit(
          cart.sales.filter((sale) => !leaving.has(sale.id)),
          cart.sItems,
        );
        return ok;
      }),

    clear() {
      cart = emptyCart();
      removeStoredCart();
      publishCart(cart);
    },

    stop() {
      window.removeEventListener('storage', onStorage);
    },
  };
}

/** Host only, at start: runs the cart engine and provides its commands to every app; answers the engine. */
export function provideHostCart(options: CartEngineOptions): CartEngine {
  const engine = startCartEngine(options);
  provideCart(engine);
  return engine;
}
