import { getDefaultStore } from 'jotai';
import {
  cartAtom,
  cartCommands,
  cartLifetimeMs,
  cartTotals,
  emptyCart,
  isSharedWithRetention,
  nextUnits,
  parseUnits,
  provideCart,
  publishCart,
  saleGroup,
  sharedPaymentConflict,
  type CartCommands,
} from './cart';
import { PaymentType, type Sale, type SaleItem } from './entities';

function sale(overrides: Partial<Sale> = {}): Sale {
  return {
    id: 1,
    saleNumber: 'S-1',
    pending: 10,
    netPending: 8.26,
    paid: 0,
    total: 10,
    netTotal: 8.26,
    grossTotalWithDiscount: 10,
    netTotalWithDiscount: 8.26,
    paymentType: PaymentType.Full,
    withRetention: false,
    ...overrides,
  };
}

function item(overrides: Partial<SaleItem> = {}): SaleItem {
  return {
    productId: 1,
    units: 1,
    subTotal: 5,
    netSubTotal: 4.13,
    totalWithDiscount: 5,
    netTotalWithDiscount: 4.13,
    taxPercent: 21,
    product: {
      grossPrice: 5,
      netPrice: 4.13,
      hasStock: false,
      name: 'Balls',
      logo: '',
      transportRequired: false,
    },
    ...overrides,
  };
}

describe('cartTotals', () => {
  it("sums the items' totalWithDiscount and the sales' pending", () => {
    const totals = cartTotals(
      [sale({ pending: 10.1 }), sale({ id: 2, pending: 0.2 })],
      [item({ totalWithDiscount: 5 }), item({ productId: 2, totalWithDiscount: 2.5 })],
    );
    expect(totals.total).toBe(17.8);
  });

  it('counts item units plus the number of sales', () => {
    expect(
      cartTotals([sale(), sale({ id: 2 })], [item({ units: 3 }), item({ productId: 2, units: 2 })]).count,
    ).toBe(7);
  });

  it('sums net amounts and paid amounts too', () => {
    const totals = cartTotals([sale({ netPending: 8, paid: 2 })], [item({ netTotalWithDiscount: 4 })]);
    expect(totals).toMatchObject({ netTotal: 12, paid: 2 });
  });

  it('is zero for an empty cart', () => {
    expect(cartTotals([], [])).toEqual({ total: 0, netTotal: 0, paid: 0, count: 0 });
  });
});

describe('unit changes', () => {
  it('increments up to 1000', () => {
    expect(nextUnits(2, 'Increment')).toBe(3);
    expect(nextUnits(1000, 'Increment')).toBe(1000);
  });

  it('decrements, reaching 0 (removal) at 1 or less', () => {
    expect(nextUnits(3, 'Decrement')).toBe(2);
    expect(nextUnits(1, 'Decrement')).toBe(0);
    expect(nextUnits(0, 'Decrement')).toBe(0);
  });

  it('sets exact units within 0 to 1000', () => {
    expect(nextUnits(3, 'Exact', 7)).toBe(7);
    expect(nextUnits(3, 'Exact', 5000)).toBe(1000);
    expect(nextUnits(3, 'Exact', -2)).toBe(0);
  });

  it('reads typed units between 1 and 1000 and ignores non-numeric input', () => {
    expect(parseUnits('12')).toBe(12);
    expect(parseUnits('0')).toBe(1);
    expect(parseUnits('1001')).toBe(1000);
    expect(parseUnits('abc')).toBeNull();
    expect(parseUnits('1.5')).toBeNull();
    expect(parseUnits('')).toBeNull();
  });
});

describe('shared payment mixing', () => {
  const shared = sale({ id: 10, groupId: 'g', paymentType: PaymentType.Shared, withRetention: true });

  it('recognises a shared payment with retention', () => {
    expect(isSharedWithRetention(shared)).toBe(true);
    expect(isSharedWithRetention(sale({ paymentType: PaymentType.Shared }))).toBe(false);
  });

  it('refuses anything else while the cart holds one', () => {
    const cart = { sales: [shared], sItems: [] };
    expect(sharedPaymentConflict(cart, null)).toBe('cart-has-shared-payment');
    expect(sharedPaymentConflict(cart, sale({ id: 2 }))).toBe('cart-has-shared-payment');
  });

  it('names the cart as the cause when both hold one of different groups', () => {
    const other = sale({ id: 20, groupId: 'h', paymentType: PaymentType.Shared, withRetention: true });
    expect(sharedPaymentConflict({ sales: [shared], sItems: [] }, other)).toBe('cart-has-shared-payment');
  });

  it('refuses one into a cart that is not empty', () => {
    expect(sharedPaymentConflict({ sales: [], sItems: [item()] }, shared)).toBe('adding-shared-payment');
    expect(sharedPaymentConflict({ sales: [sale()], sItems: [] }, shared)).toBe('adding-shared-payment');
  });

  it('lets a sale of the same group join, and anything into an empty cart', () => {
    const sameGroup = sale({ id: 11, groupId: 'g', paymentType: PaymentType.Shared, withRetention: true });
    expect(sharedPaymentConflict({ sales: [shared], sItems: [] }, sameGroup)).toBeNull();
    expect(sharedPaymentConflict({ sales: [], sItems: [] }, shared)).toBeNull();
  });

  it('lets ordinary sales and products mix', () => {
    expect(sharedPaymentConflict({ sales: [sale()], sItems: [item()] }, sale({ id: 2 }))).toBeNull();
    expect(sharedPaymentConflict({ sales: [sale()], sItems: [] }, null)).toBeNull();
  });
});

describe('saleGroup', () => {
  it('removes a sale together with its group', () => {
    const sales = [
      sale({ id: 1, groupId: 'a' }),
      sale({ id: 2, groupId: 'a' }),
      sale({ id: 3, groupId: 'b' }),
      sale({ id: 4 }),
    ];
    expect(saleGroup(sales, 2).map((found) => found.id)).toEqual([1, 2]);
    expect(saleGroup(sales, 4).map((found) => found.id)).toEqual([4]);
    expect(saleGroup(sales, 99)).toEqual([]);
  });
});

describe('cart contract', () => {
  it('publishes the host cart to every reader', () => {
    expect(getDefaultStore().get(cartAtom)).toEqual(emptyCart());
    const cart = { ...emptyCart('guid-1'), sales: [sale()], ...cartTotals([sale()], []) };
    publishCart(cart);
    expect(getDefaultStore().get(cartAtom)).toBe(cart);
  });

  it('hands out the commands the host provided', () => {
    expect(() => cartCommands()).toThrow(/not provided/);
    const commands: CartCommands = {
      addSale: jest.fn(() => Promise.resolve({ ok: true as const })),
      addProduct: jest.fn(() => Promise.resolve({ ok: true as const })),
      changeUnits: jest.fn(() => Promise.resolve({ ok: true as const })),
      removeSale: jest.fn(() => Promise.resolve({ ok: true as const })),
      clear: jest.fn(),
    };
    provideCart(commands);
    expect(cartCommands()).toBe(commands);
  });

  it('lives 24 days', () => {
    expect(cartLifetimeMs).toBe(24 * 86_400_000);
  });
});
