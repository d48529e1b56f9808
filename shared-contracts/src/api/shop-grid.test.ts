import { shopGridStatus, ShopSort } from './shop-grid';

describe('shopGridStatus', () => {
  it('filters by product type and searches name, detail or description', () => {
    expect(shopGridStatus({ productTypeId: 4, search: ' racket ', sort: ShopSort.PriceAscending })).toEqual({
      filters: [
        { field: 'ProductTypeId', op: 'equals', value: 4 },
        {
          or: [
            { field: 'Name', op: 'contains', value: 'racket' },
            { field: 'Detail', op: 'contains', value: 'racket' },
            { field: 'Description', op: 'contains', value: 'racket' },
          ],
        },
      ],
      sort: [{ field: 'GrossPrice', dir: 'asc' }],
    });
  });

  it('has no filters for all types and no search, and sorts newest first by default', () => {
    expect(shopGridStatus({ productTypeId: null, search: '  ' })).toEqual({
      filters: [],
      sort: [{ field: 'Created', dir: 'desc' }],
    });
  });

  it('maps sort code 3 to price descending', () => {
    expect(shopGridStatus({ sort: ShopSort.PriceDescending }).sort).toEqual([
      { field: 'GrossPrice', dir: 'desc' },
    ]);
  });
});
