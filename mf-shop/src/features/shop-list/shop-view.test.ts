import { ShopSort } from '@club/shared-contracts/api/shop';
import { appliedSearch, changeShopView, readShopView } from './shop-view';

const view = (query: string) => readShopView(new URLSearchParams(query));

describe('readShopView', () => {
  it('reads page, sort, type and search from the query', () => {
    expect(view('?page=2&sort=3&type=4&search=pala')).toEqual({
      page: 2,
      sort: ShopSort.PriceDescending,
      productTypeId: 4,
      search: 'pala',
    });
  });

  it('takes the defaults for missing or malformed values: page 1, new, all types, no search', () => {
    const defaults = { page: 1, sort: ShopSort.New, productTypeId: null, search: '' };
    expect(view('')).toEqual(defaults);
    expect(view('?page=0&sort=4&type=-2')).toEqual(defaults);
    expect(view('?page=two&sort=1.5&type=3x')).toEqual(defaults);
    expect(view('?page=99999999999999999999')).toEqual(defaults);
  });
});

describe('appliedSearch', () => {
  it('applies an empty search or one longer than 3 characters, trimmed', () => {
    expect(appliedSearch({ search: '' })).toBe('');
    expect(appliedSearch({ search: ' pala ' })).toBe('pala');
    expect(appliedSearch({ search: 'pal' })).toBe('');
    expect(appliedSearch({ search: ' pal  ' })).toBe('');
  });
});

describe('changeShopView', () => {
  const change = (query: string, next: Parameters<typeof changeShopView>[1]) =>
    changeShopView(new URLSearchParams(query), next).toString();

  it('goes back to the first page when the sort, the type or the search changes', () => {
    expect(change('page=3&sort=2', { sort: ShopSort.PriceDescending })).toBe('sort=3');
    expect(change('page=3', { productTypeId: 5 })).toBe('type=5');
    expect(change('page=3&type=5', { search: ' pala ' })).toBe('type=5&search=pala');
  });

  it('changes only the page when the page changes, keeping the other parameters', () => {
    expect(change('sort=2&type=5&search=pala&utm=x', { page: 4 })).toBe(
      'sort=2&type=5&search=pala&utm=x&page=4',
    );
  });

  it('leaves the defaults out of the URL', () => {
    expect(change('sort=2&type=5&search=pala&page=3', { sort: ShopSort.New })).toBe('type=5&search=pala');
    expect(change('type=5&page=3', { productTypeId: null })).toBe('');
    expect(change('search=pala', { search: '  ' })).toBe('');
    expect(change('page=3', { page: 1 })).toBe('');
  });
});
