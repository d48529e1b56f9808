// Test data of the order pages: orders as the API answers them, and the pages under a router at a path. Only tests
// import this module.
import type { Order, OrderSummary } from '@club/shared-contracts/entities';
import type { Language } from '@club/shared-contracts/i18n';
import { renderAtPath } from '@club/shared-ui/testing';
import { OrderPage } from './order-page';
import { OrdersPage } from './orders-page';

/** Two orders of the list, newest first: one of articles sent home, one of a court booking at the front desk. */
export const orderList: OrderSummary[] = [
  {
    id: 104,
    date: '2026-03-05T23:30:00.000Z',
    total: 55.61,
    online: true,
    number: 'PED-000104',
    items: [
      { name: 'Camiseta técnica del club', logo: 'product-shirt.svg' },
      { name: 'Gorra del club', logo: 'product-cap.svg' },
    ],
  },
  {
    id: 102,
    date: '2026-02-10T09:00:00.000Z',
    total: 24,
    online: false,
    number: 'PED-000102',
    items: [{ name: 'Reserva de pista de pádel', logo: 'bt-padel.svg' }],
  },
];

/** An order in detail with an article, a booking, shipping and a discount. */
export const orderDetail: Order = {
  number: 'PED-000104',
  items: [
    {
      productId: 3,
      category: 'Article',
      name: 'Camiseta técnica del club',
      logo: 'product-shirt.svg',
      price: 24.9,
      units: 2,
      total: 49.8,
    },
    {
      productId: 0,
      category: 'Service',
      name: 'Reserva de pista de pádel',
      logo: 'bt-padel.svg',
      price: 24,
      units: 1,
      total: 24,
    },
  ],
  paymentMethod: 'Tarjeta de crédito',
  date: '2026-03-05T23:30:00.000Z',
  subTotal: 73.8,
  shipping: 3.95,
  discount: 5.74,
  total: 72.01,
};

/** Renders the order pages under a router at a path; the shop's product page and home stand in as plain text. */
export function renderOrdersAt(path: string, language: Language = 'en-US') {
  return renderAtPath(
    {
      '/': 'Home page',
      '/customer-orders': <OrdersPage />,
      '/customer-orders/:id': <OrderPage />,
      '/shop/:id': 'Product page',
    },
    path,
    language,
  );
}
