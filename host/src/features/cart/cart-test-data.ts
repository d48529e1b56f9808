// Test data of the cart feature's tests: sales, product lines and products as the API and the shop send them.
import type { CartProduct, Sale, SaleItem } from '@club/shared-contracts/cart';
import { PaymentType } from '@club/shared-contracts/entities';

/** A pending sale of 20 (net 16.53). */
export function testSale(overrides: Partial<Sale> = {}): Sale {
  return {
    id: 1,
    saleNumber: 'V-0001',
    title: 'Court booking',
    pending: 20,
    netPending: 16.53,
    paid: 0,
    total: 20,
    netTotal: 16.53,
    grossTotalWithDiscount: 20,
    netTotalWithDiscount: 16.53,
    paymentType: PaymentType.Full,
    withRetention: false,
    ...overrides,
  };
}

/** A shared payment with retention (a match paid by share with a card guarantee). */
export function testSharedSale(overrides: Partial<Sale> = {}): Sale {
  return testSale({
    id: 50,
    groupId: 'match-7',
    paymentType: PaymentType.Shared,
    withRetention: true,
    ...overrides,
  });
}

/** A product without stock control, 5.95 (net 4.92). */
export const balls: CartProduct = {
  id: 1,
  name: 'Balls',
  logo: 'balls.svg',
  grossPrice: 5.95,
  netPrice: 4.92,
};

/** A product with stock control, 149 (net 123.14). */
export const racket: CartProduct = {
  id: 2,
  name: 'Racket',
  logo: 'racket.svg',
  grossPrice: 149,
  netPrice: 123.14,
  hasStock: true,
};

/** A product line as the engine makes it. */
export function testLine(product: CartProduct, units: number): SaleItem {
  return {
    productId: product.id,
    units,
    subTotal: product.grossPrice * units,
    netSubTotal: product.netPrice * units,
    totalWithDiscount: product.grossPrice * units,
    netTotalWithDiscount: product.netPrice * units,
    product: {
      grossPrice: product.grossPrice,
      netPrice: product.netPrice,
      hasStock: product.hasStock ?? false,
      name: product.name,
      logo: product.logo,
      transportRequired: false,
    },
    temp: false,
    stockParentId: null,
    stockParentName: null,
    stockDetail: null,
    taxPercent: 21,
  };
}
