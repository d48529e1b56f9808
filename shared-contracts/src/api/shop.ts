// Shop calls (document 1, 7): the product list, product detail, popular and trending products, customer orders.
import type {
  DataAnswer,
  GridStatus,
  ModelAnswer,
  Order,
  OrderSummary,
  Product,
  ShopListAnswer,
  ShopProductAnswer,
} from '@club/shared-contracts/entities';
import { requestOk } from '@club/shared-contracts/http';
import { gridStatusParam, pageRows } from '@club/shared-contracts/api/grid';

/** Products per shop page. */
export const shopPageSize = 30;

/** Sort codes of the shop list: 1 new (Created descending), 2 price ascending, 3 price descending. */
export const ShopSort = { New: 1, PriceAscending: 2, PriceDescending: 3 } as const;
/** One of the shop sort codes. */
export type ShopSort = (typeof ShopSort)[keyof typeof ShopSort];

const sorts: Record<ShopSort, GridStatus['sort'][number]> = {
  1: { field: 'Created', dir: 'desc' },
  2: { field: 'GrossPrice', dir: 'asc' },
  3: { field: 'GrossPrice', dir: 'desc' },
};

/** The shop list's filters and sort. */
export interface ShopQuery {
  productTypeId?: number | null;
  search?: string | null;
  sort?: ShopSort;
}

/** The shop list's grid status: ProductTypeId equals; Name, Detail or Description contains the search; the sort. */
export function shopGridStatus({ productTypeId, search, sort = ShopSort.New }: ShopQuery): GridStatus {
  const filters: GridStatus['filters'] = [];
  if (productTypeId !== null && productTypeId !== undefined) {
    filters.push({ field: 'ProductTypeId', op: 'equals', value: productTypeId });
  }
  const text = search?.trim();
  if (text) {
    filters.push({
      or: ['Name', 'Detail', 'Description'].map((field) => ({ field, op: 'contains', value: text })),
    });
  }
  return { filters, sort: [sorts[sort]] };
}

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

/** GET /api/shop/customer-orders/{customerId}: the customer's orders. */
export function getCustomerOrders(customerId: number): Promise<ModelAnswer<OrderSummary[]>> {
  return requestOk('GET', `/api/shop/customer-orders/${customerId}`);
}

/** GET /api/shop/customer-orders/{customerId}/{saleId}: one order in detail. */
export function getCustomerOrder(customerId: number, saleId: number): Promise<ModelAnswer<Order>> {
  return requestOk('GET', `/api/shop/customer-orders/${customerId}/${saleId}`);
}
