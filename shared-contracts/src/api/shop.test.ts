import { writeStored, storageKeys } from '../storage';
import { getCustomerOrder, getProduct, listShop, searchProducts, shopGridStatus, ShopSort } from './shop';
import { fakeFetch } from './test-fetch';

beforeEach(() => localStorage.clear());

describe('shop calls', () => {
  it('lists anonymously with the page rows and the URL-encoded grid status', async () => {
    const requests = fakeFetch({ ok: true, data: [], popular: [], productTypes: [], totalCount: 0 });
    await listShop({ page: 2, productTypeId: 3, sort: ShopSort.New });
    const [sent] = requests;
    expect(sent?.method).toBe('GET');
    expect(sent?.url.pathname).toBe('/api/shop/list');
    expect(sent?.url.searchParams.get('startRow')).toBe('30');
    expect(sent?.url.searchParams.get('endRow')).toBe('59');
    expect(sent?.url.searchParams.get('anonymous')).toBe('true');
    expect(sent?.url.searchParams.has('customerId')).toBe(false);
    expect(sent?.url.search).toContain('gridStatus=%7B%22filters%22');
    expect(JSON.parse(sent?.url.searchParams.get('gridStatus') ?? '')).toEqual(
      shopGridStatus({ productTypeId: 3, sort: ShopSort.New }),
    );
  });

  it('lists by customer with the token when logged in', async () => {
    writeStored(storageKeys.token, 'tk');
    const requests = fakeFetch({ ok: true, data: [], popular: [], productTypes: [], totalCount: 0 });
    await listShop({ page: 1, customerId: 7 });
    expect(requests[0]?.url.pathname).toBe('/api/shop/list-by-customer');
    expect(requests[0]?.url.searchParams.get('customerId')).toBe('7');
    expect(requests[0]?.url.searchParams.get('anonymous')).toBe('false');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tk');
  });

  it('gets a product with or without the customer', async () => {
    const requests = fakeFetch({ ok: true, data: {}, popular: [] });
    await getProduct(5);
    await getProduct(5, 7);
    expect(requests.map((request) => request.url.pathname)).toEqual(['/api/shop/get/5', '/api/shop/get/5/7']);
  });

  it('searches products for the navigation box with POST products/search and the text', async () => {
    const rowData = [{ id: 1, name: 'Pala Carbon Pro', logo: 'product-racket.svg', detail: 'Pala' }];
    const requests = fakeFetch({ ok: true, rowData });
    await expect(searchProducts('pala')).resolves.toEqual({ ok: true, rowData });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe('/api/products/search');
    expect(requests[0]?.body).toEqual({ search: 'pala' });
  });

  it('gets an order of a customer', async () => {
    const requests = fakeFetch({ ok: true, model: {} });
    await getCustomerOrder(7, 99);
    expect(requests[0]?.url.pathname).toBe('/api/shop/customer-orders/7/99');
  });
});
