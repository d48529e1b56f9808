import { emptyCart } from '@club/shared-contracts/cart';
import { storageKeys, writeStored } from '@club/shared-contracts/storage';
import { readStoredCart, removeStoredCart, storeCart } from './cart-storage';
import { balls, testLine, testSale } from './cart-test-data';

const stored = { sales: [testSale()], sItems: [testLine(balls, 2)], guid: 'g-1' };

beforeEach(() => localStorage.clear());
afterEach(() => jest.useRealTimers());

it('reads back the stored cart with its totals recomputed', () => {
  writeStored(storageKeys.cart, { ...stored, total: 0, netTotal: 0, count: 0, paid: 5 });
  expect(readStoredCart()).toEqual({ ...stored, total: 31.9, netTotal: 26.37, paid: 0, count: 3 });
});

it('is empty when nothing is stored', () => {
  expect(readStoredCart()).toEqual(emptyCart());
});

it('lives 24 days from the last change', () => {
  jest.useFakeTimers({ now: Date.parse('2031-05-01T12:00:00Z') });
  storeCart({ ...emptyCart('g-1'), ...stored });
  jest.setSystemTime(Date.parse('2031-05-25T11:59:59Z'));
  expect(readStoredCart().guid).toBe('g-1');
  jest.setSystemTime(Date.parse('2031-05-25T12:00:00Z'));
  expect(readStoredCart()).toEqual(emptyCart());
});

it.each([
  ['not an object', 'cart'],
  ['without sales', { sItems: [] }],
  ['with a sale without an id', { sales: [{ pending: 1 }], sItems: [] }],
  ['with a line of 0 units', { sales: [], sItems: [testLine(balls, 0)] }],
  ['with a line of more than 1000 units', { sales: [], sItems: [testLine(balls, 1001)] }],
  ['with a line without a product', { sales: [], sItems: [{ ...testLine(balls, 1), product: null }] }],
  [
    'with a price that is not a number',
    { sales: [], sItems: [{ ...testLine(balls, 1), totalWithDiscount: '5' }] },
  ],
])('treats a stored cart %s as empty and removes it', (_case, value) => {
  writeStored(storageKeys.cart, value);
  expect(readStoredCart()).toEqual(emptyCart());
  expect(localStorage.getItem(storageKeys.cart)).toBeNull();
});

it('removes the stored cart', () => {
  storeCart({ ...emptyCart(), ...stored });
  removeStoredCart();
  expect(localStorage.getItem(storageKeys.cart)).toBeNull();
});
