import { cancelUrlsOf, newCartGuid, productLine, withSale, withUnits } from './cart-rules';
import { balls, testSale } from './cart-test-data';

describe('product lines', () => {
  it('prices a new line from the product, with 21 % tax unless the product says otherwise', () => {
    expect(productLine(balls, 3)).toMatchObject({
      productId: 1,
      units: 3,
      subTotal: 17.85,
      netSubTotal: 14.76,
      totalWithDiscount: 17.85,
      netTotalWithDiscount: 14.76,
      taxPercent: 21,
      product: { name: 'Balls', logo: 'balls.svg', hasStock: false, transportRequired: false },
    });
    expect(productLine({ ...balls, taxPercent: 10 }, 1).taxPercent).toBe(10);
  });

  it('recomputes the totals when the units change, to the cent', () => {
    const line = withUnits(productLine({ ...balls, grossPrice: 0.1, netPrice: 0.07 }, 1), 3);
    expect(line).toMatchObject({ units: 3, subTotal: 0.3, totalWithDiscount: 0.3, netSubTotal: 0.21 });
  });
});

describe('where a sale goes', () => {
  const ids = (sales: { id: number }[]) => sales.map((sale) => sale.id);

  it('joins its group, after the group', () => {
    const sales = [testSale({ id: 1, groupId: 'a' }), testSale({ id: 2, groupId: 'a' }), testSale({ id: 3 })];
    expect(ids(withSale(sales, testSale({ id: 4, groupId: 'a' })))).toEqual([1, 2, 4, 3]);
  });

  it('goes last without a group or with a new one', () => {
    const sales = [testSale({ id: 1, groupId: 'a' }), testSale({ id: 2 })];
    expect(ids(withSale(sales, testSale({ id: 3 })))).toEqual([1, 2, 3]);
    expect(ids(withSale(sales, testSale({ id: 4, groupId: 'b' })))).toEqual([1, 2, 4]);
  });
});

describe('cancel URLs', () => {
  it('lists every cancel URL of the leaving sales once', () => {
    const sales = [
      testSale({ id: 1, cancelUrl: 'bookings/cancel/1' }),
      testSale({ id: 2, cancelUrls: ['bookings/cancel/2', 'bookings/cancel/1'], cancelUrl: '' }),
      testSale({ id: 3 }),
    ];
    expect(cancelUrlsOf(sales)).toEqual(['bookings/cancel/1', 'bookings/cancel/2']);
  });
});

describe('cart guid', () => {
  it('is a new version 4 UUID each time', () => {
    const first = newCartGuid();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newCartGuid()).not.toBe(first);
  });
});
