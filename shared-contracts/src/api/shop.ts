// Shop calls (document 1, 7): the product list, product detail, popular and trending products, the navigation
// search box, customer orders.
import type {
  CustomerSearchResult,
  DataAnswer,
  ModelAnswer,
  Order,
  OrderSummary,
  Product,
  RowDataAnswer,
  ShopListAnswer,
  ShopProductAnswer,
} from '@club/shared-contracts/entities';
import { requestOk } from '@club/shared-contracts/http';
import { gridStatusParam, pageRows } from '@club/shared-contracts/api/grid';
import { shopGridStatus, shopPageSize, type ShopQuery } from '@club/shared-contracts/api/shop-grid';

// The grid-status builders live in shop-grid.ts, which the API's tests can load; they stay importable from here.
export { shopGridStatus, shopPageSize, ShopSort, type ShopQuery } from '@club/shared-contracts/api/shop-grid';

/** GET /api/shop/list, or /api/shop/list-by-customer when a customer is logged in. */
export function listShop(
  query: ShopQuery & { page: number; customerId?: number | null; pageSize?: number },
): Promise<ShopListAnswer> {
  const customer = query.customerId ?? null;
  return requestOk('GET', customer === null ? '/api/shop/list' : '/api/shop/list-by-customer', {
    query: {
      ...pageRows(query.page, query.pageSize ?? shopPageSize),
      gridStatus: gridStatusParam(shopGridStatus(query)),
      anonymous: customer === null,
      customerId: customer,
    },
  });
}

/** GET /api/shop/get/{id}[/{customerId}]: a product and the popular products. */
export function getProduct(id: number, customerId?: number | null): Promise<ShopProductAnswer> {
  return requestOk('GET', customerId ? `/api/shop/get/${id}/${customerId}` : `/api/shop/get/${id}`);
}

/** GET /api/products/popular-products. */
export function getPopularProducts(): Promise<DataAnswer<Product[]>> {
  return requestOk('GET', '/api/products/popular-products');
}

/** GET /api/products/trending-products. */
export function getTrendingProducts(): Promise<DataAnswer<Product[]>> {
  return requestOk('GET', '/api/products/trending-products');
}

/**
 * POST /api/products/search: the navigation bar's search box (from 3 characters): products whose result opens
 * /shop/{id}, and an entry without id that opens the shop's search for the text.
 */
export function searchProducts(search: string): Promise<RowDataAnswer<CustomerSearchResult>> {
  return requestOk('POST', '/api/products/search', { body: { search } });
}

/** GET /api/shop/customer-orders/{customerId}: the customer's orders. */
export function getCustomerOrders(customerId: number): Promise<ModelAnswer<OrderSummary[]>> {
  return requestOk('GET', `/api/shop/customer-orders/${customerId}`);
}

/** GET /api/shop/customer-orders/{customerId}/{saleId}: one order in detail. */
export function getCustomerOrder(customerId: number, saleId: number): Promise<ModelAnswer<Order>> {
  return requestOk('GET', `/api/shop/customer-orders/${customerId}/${saleId}`);
}
