import { getDefaultStore } from 'jotai';
import { cartAtom, cartCommands, emptyCart, type Cart } from '@club/shared-contracts/cart';
import { checkStock, postCancelUrl } from '@club/shared-contracts/api/payments';
import { ApiError, clearGlobalError, globalErrorAtom } from '@club/shared-contracts/http';
import { i18n, initI18n } from '@club/shared-contracts/i18n';
import { getSession } from '@club/shared-contracts/session';
import { clearSession, storeLogin, storeTemporaryCustomer } from '@club/shared-contracts/session-store';
import { readStored, storageKeys, writeStored } from '@club/shared-contracts/storage';
import { provideHostCart, startCartEngine, type CartEngine } from './cart-engine';
import { balls, racket, testLine, testSale, testSharedSale } from './cart-test-data';
import { cartMessages } from './texts';

jest.mock('@club/shared-contracts/api/payments', () => ({
  checkStock: jest.fn(() => Promise.resolve()),
  postCancelUrl: jest.fn(() => Promise.resolve({ ok: true })),
}));
const stockCheck = checkStock as jest.MockedFunction<typeof checkStock>;
const cancelCall = postCancelUrl as jest.MockedFunction<typeof postCancelUrl>;

const store = getDefaultStore();
const published = () => store.get(cartAtom);
const shownError = () => store.get(globalErrorAtom);

let engine: CartEngine;
let navigate: jest.Mock<void, [string]>;

function start(): CartEngine {
  navigate = jest.fn<void, [string]>();
  engine = startCartEngine({ navigate });
  return engine;
}

function seed(cart: Partial<Cart>): void {
  writeStored(storageKeys.cart, { ...emptyCart('guid-0'), ...cart });
}

beforeAll(async () => {
  await initI18n('en-US');
});

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  localStorage.clear();
  clearSession();
  clearGlobalError();
  stockCheck.mockReset().mockResolvedValue(undefined);
  cancelCall.mockReset().mockResolvedValue({ ok: true });
});

afterEach(() => {
  engine.stop();
  jest.useRealTimers();
});

describe('start', () => {
  it('publishes the stored cart once, with its totals recomputed', () => {
    seed({ sales: [testSale()], sItems: [testLine(balls, 2)], total: 999, count: 999 });
    start();
    expect(published()).toMatchObject({ guid: 'guid-0', total: 31.9, count: 3 });
    expect(published().sales).toHaveLength(1);
  });

  it('treats a corrupt stored cart as empty and removes it', () => {
    seed({ sItems: [{ ...testLine(balls, 1), units: 'many' } as never] });
    start();
    expect(published()).toEqual(emptyCart());
    expect(localStorage.getItem(storageKeys.cart)).toBeNull();
  });

  it('treats an unreadable stored cart as empty', () => {
    localStorage.setItem(storageKeys.cart, '{not json');
    start();
    expect(published()).toEqual(emptyCart());
  });

  it('registers its commands for every app', async () => {
    engine = provideHostCart({ navigate: jest.fn() });
    await cartCommands().addProduct(balls);
    expect(published().count).toBe(1);
  });
});

describe('storage', () => {
  it('stores every change for 24 days and publishes it', async () => {
    jest.useFakeTimers({ now: Date.parse('2031-01-01T00:00:00Z'), doNotFake: ['queueMicrotask'] });
    start();
    await engine.addProduct(balls, 2);
    const entry = JSON.parse(localStorage.getItem(storageKeys.cart) ?? 'null') as { expiry: number };
    expect(entry.expiry).toBe(Date.parse('2031-01-25T00:00:00Z'));
    expect(readStored<Cart>(storageKeys.cart)?.sItems[0]?.units).toBe(2);
    expect(published().sItems[0]?.units).toBe(2);
  });

  it('gives a new cart a guid and keeps it while the cart lives', async () => {
    start();
    await engine.addProduct(balls);
    const guid = published().guid;
    expect(guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await engine.addProduct(balls);
    expect(published().guid).toBe(guid);
  });

  it('follows the cart another tab changed', () => {
    start();
    seed({ sales: [testSale()] });
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.cart }));
    expect(published().count).toBe(1);
  });

  it('empties when another tab clears the whole storage', async () => {
    start();
    await engine.addProduct(balls);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(published()).toEqual(emptyCart());
  });

  it('ignores storage changes of other keys', () => {
    start();
    seed({ sales: [testSale()] });
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.language }));
    expect(published().count).toBe(0);
  });

  it('empties the cart and its storage on clear', async () => {
    start();
    await engine.addProduct(balls);
    engine.clear();
    expect(published()).toEqual(emptyCart());
    expect(localStorage.getItem(storageKeys.cart)).toBeNull();
  });
});

describe('adding sales', () => {
  it('adds a sale and goes to the checkout', async () => {
    start();
    await expect(engine.addSale(testSale())).resolves.toEqual({ ok: true });
    expect(published()).toMatchObject({ count: 1, total: 20 });
    expect(navigate).toHaveBeenCalledWith('/checkout');
  });

  it('ignores a sale already in the cart', async () => {
    start();
    await engine.addSale(testSale());
    await engine.addSale([testSale(), testSale({ id: 2 })]);
    expect(published().sales.map((sale) => sale.id)).toEqual([1, 2]);
  });

  it('puts a sale with a groupId with its group', async () => {
    start();
    await engine.addSale([testSale({ id: 1, groupId: 'g' }), testSale({ id: 2 })]);
    await engine.addSale(testSale({ id: 3, groupId: 'g' }));
    expect(published().sales.map((sale) => sale.id)).toEqual([1, 3, 2]);
  });

  it('refuses a shared payment with retention into a cart that is not empty, showing why', async () => {
    start();
    await engine.addProduct(balls);
    const result = await engine.addSale(testSharedSale());
    expect(result).toEqual({
      ok: false,
      reason: 'shared-payment-mix',
      message: cartMessages.addingSharedPayment,
    });
    expect(shownError()).toBe(cartMessages.addingSharedPayment);
    expect(published().sales).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('refuses anything else while the cart holds a shared payment with retention', async () => {
    start();
    await engine.addSale(testSharedSale());
    const product = await engine.addProduct(balls);
    expect(product).toMatchObject({ ok: false, message: cartMessages.cartHasSharedPayment });
    const sale = await engine.addSale(testSale({ id: 9 }));
    expect(sale).toMatchObject({ ok: false, reason: 'shared-payment-mix' });
    expect(shownError()).toBe(cartMessages.cartHasSharedPayment);
    expect(published().count).toBe(1);
  });

  it('lets the rest of a shared payment group join it', async () => {
    start();
    await engine.addSale(testSharedSale());
    await expect(engine.addSale(testSharedSale({ id: 51 }))).resolves.toEqual({ ok: true });
    expect(published().count).toBe(2);
  });

  it('adds several sales all or none', async () => {
    start();
    await engine.addSale(testSale());
    await engine.addSale([testSale({ id: 2 }), testSharedSale()]);
    expect(published().sales.map((sale) => sale.id)).toEqual([1]);
  });

  it('shows the refusal in the current language', async () => {
    await i18n.changeLanguage('es-ES');
    start();
    await engine.addSale(testSale());
    const result = await engine.addSale(testSharedSale());
    if (result.ok) throw new Error('expected the shared payment to be refused');
    expect(result.message).toMatch(/^El pago compartido no se puede combinar/);
    expect(shownError()).toMatch(/^El pago compartido/);
  });

  it("logs the newly registered visitor in with the sale's cart token", async () => {
    storeTemporaryCustomer({ id: 42, name: 'Marta', surname: 'Ruiz' });
    start();
    await engine.addSale(testSale({ ctk: 'cart-token' }));
    expect(getSession()).toMatchObject({ isLoggedIn: true, token: 'cart-token', customer: { id: 42 } });
  });
});

describe('removing sales', () => {
  it('removes a sale with its whole group', async () => {
    start();
    await engine.addSale([
      testSale({ id: 1, groupId: 'g' }),
      testSale({ id: 2, groupId: 'g' }),
      testSale({ id: 3 }),
    ]);
    await engine.removeSale(2);
    expect(published().sales.map((sale) => sale.id)).toEqual([3]);
    expect(published()).toMatchObject({ count: 1, total: 20 });
    expect(cancelCall).not.toHaveBeenCalled();
  });

  it("posts each sale's cancel URLs before removing the group when cancel is asked", async () => {
    start();
    await engine.addSale([
      testSale({ id: 1, groupId: 'g', cancelUrl: 'publicbookings/cancel/1' }),
      testSale({ id: 2, groupId: 'g', cancelUrls: ['publicbookings/cancel/2', 'publicbookings/cancel/1'] }),
    ]);
    cancelCall.mockImplementation(() => {
      // Still in the cart while the server cancels.
      expect(published().sales).toHaveLength(2);
      return Promise.resolve({ ok: true });
    });
    await expect(engine.removeSale(1, true)).resolves.toEqual({ ok: true });
    expect(cancelCall.mock.calls.map(([url]) => url)).toEqual([
      'publicbookings/cancel/1',
      'publicbookings/cancel/2',
    ]);
    expect(published().sales).toHaveLength(0);
  });

  it('keeps the sales when the server refuses the cancellation, and shows its text', async () => {
    start();
    await engine.addSale(testSale({ cancelUrl: 'publicbookings/cancel/1' }));
    cancelCall.mockRejectedValue(new ApiError('rejected', { status: 200, errorMsg: 'Already paid' }));
    await expect(engine.removeSale(1, true)).resolves.toEqual({
      ok: false,
      reason: 'cancel',
      message: 'Already paid',
    });
    expect(shownError()).toBe('Already paid');
    expect(published().sales).toHaveLength(1);
  });

  it('does nothing for a sale that is not in the cart', async () => {
    start();
    await expect(engine.removeSale(99, true)).resolves.toEqual({ ok: true });
    expect(localStorage.getItem(storageKeys.cart)).toBeNull();
  });
});

describe('units', () => {
  it('adds a product line and counts its units', async () => {
    start();
    await engine.addProduct(balls, 3);
    expect(published().sItems[0]).toMatchObject({
      productId: 1,
      units: 3,
      totalWithDiscount: 17.85,
      taxPercent: 21,
    });
    expect(published()).toMatchObject({ count: 3, total: 17.85, netTotal: 14.76 });
  });

  it('adds units to the line a product already has', async () => {
    start();
    await engine.addProduct(balls);
    await engine.addProduct(balls, 2);
    expect(published().sItems).toHaveLength(1);
    expect(published().sItems[0]?.units).toBe(3);
  });

  it('increments, decrements and sets exact units, recomputing the totals', async () => {
    start();
    await engine.addSale(testSale());
    await engine.addProduct(balls);
    await engine.changeUnits(balls.id, 'Increment');
    expect(published()).toMatchObject({ count: 3, total: 31.9 });
    await engine.changeUnits(balls.id, 'Exact', 10);
    expect(published()).toMatchObject({ count: 11, total: 79.5 });
    await engine.changeUnits(balls.id, 'Decrement');
    expect(published().sItems[0]?.units).toBe(9);
  });

  it('removes the line when a decrement reaches 0', async () => {
    start();
    await engine.addProduct(balls);
    await engine.changeUnits(balls.id, 'Decrement');
    expect(published().sItems).toHaveLength(0);
    expect(published().count).toBe(0);
  });

  it('keeps units within 1000', async () => {
    start();
    await engine.addProduct(balls, 999);
    await engine.changeUnits(balls.id, 'Increment');
    await engine.changeUnits(balls.id, 'Increment');
    expect(published().sItems[0]?.units).toBe(1000);
    await engine.changeUnits(balls.id, 'Exact', 5000);
    expect(published().sItems[0]?.units).toBe(1000);
    await engine.addProduct(balls, 5);
    expect(published().sItems[0]?.units).toBe(1000);
  });

  it('ignores a non-numeric exact value instead of removing the line', async () => {
    start();
    await engine.addProduct(balls, 4);
    await engine.changeUnits(balls.id, 'Exact', Number.NaN);
    await engine.changeUnits(balls.id, 'Exact');
    expect(published().sItems[0]?.units).toBe(4);
  });

  it('runs quick changes one after the other', async () => {
    start();
    await engine.addProduct(racket);
    let answer: () => void = () => undefined;
    const slowAnswer = new Promise<void>((resolve) => (answer = resolve));
    stockCheck.mockImplementationOnce(() => slowAnswer);
    // The second click comes while the first one's stock check has not answered.
    const first = engine.changeUnits(racket.id, 'Increment');
    const second = engine.changeUnits(racket.id, 'Increment');
    answer();
    await Promise.all([first, second]);
    expect(published().sItems[0]?.units).toBe(3);
    expect(stockCheck.mock.calls.map(([body]) => body.saleItemsDto[0]?.units)).toEqual([1, 2, 3]);
  });
});

describe('stock', () => {
  it('checks the units the line would hold before adding a product with stock', async () => {
    storeLogin({
      token: 't',
      expiry: '2099-01-01T00:00:00Z',
      id: 7,
      logo: '',
      name: 'A',
      surname: 'B',
      children: [],
    });
    start();
    await engine.addProduct(racket);
    await engine.addProduct(racket, 2);
    expect(stockCheck).toHaveBeenLastCalledWith({
      customerId: 7,
      saleItemsDto: [
        {
          productId: 2,
          units: 3,
          temp: false,
          stockParentId: null,
          stockParentName: null,
          stockDetail: null,
        },
      ],
    });
  });

  it('asks nothing for a product without stock control, nor for fewer units', async () => {
    start();
    await engine.addProduct(balls);
    await engine.changeUnits(balls.id, 'Increment');
    await engine.addProduct(racket, 2);
    stockCheck.mockClear();
    await engine.changeUnits(racket.id, 'Decrement');
    await engine.changeUnits(racket.id, 'Exact', 1);
    expect(stockCheck).not.toHaveBeenCalled();
  });

  it("does not add the item when the server refuses, and shows the server's text", async () => {
    start();
    stockCheck.mockRejectedValue(new ApiError('rejected', { status: 200, errorMsg: 'Only 2 left' }));
    await expect(engine.addProduct(racket, 3)).resolves.toEqual({
      ok: false,
      reason: 'stock',
      message: 'Only 2 left',
    });
    expect(shownError()).toBe('Only 2 left');
    expect(published().sItems).toHaveLength(0);
  });

  it('keeps the units when an increment is refused', async () => {
    start();
    await engine.addProduct(racket, 2);
    stockCheck.mockRejectedValue(new ApiError('http', { status: 404, errorMsg: 'Unknown product 2' }));
    await expect(engine.changeUnits(racket.id, 'Increment')).resolves.toMatchObject({ reason: 'stock' });
    await engine.changeUnits(racket.id, 'Exact', 5);
    expect(published().sItems[0]?.units).toBe(2);
  });

  it('shows the technical-problems text when the answer has no ok flag', async () => {
    start();
    stockCheck.mockRejectedValue(new ApiError('crash', { status: 200, answer: {} }));
    await expect(engine.addProduct(racket)).resolves.toEqual({
      ok: false,
      reason: 'crash',
      message: 'Oops! Technical problems. Please try again.',
    });
    expect(shownError()).toBe('Oops! Technical problems. Please try again.');
    expect(published().sItems).toHaveLength(0);
  });
});
