// Test data of the order pages: the club's settings, a logged-in customer, orders as the API answers them, and the
// pages under a router at a path. Only tests import this module.
import { act } from '@testing-library/react';
import type { Order, OrderSummary, Settings } from '@club/shared-contracts/entities';
import { formatPrice } from '@club/shared-contracts/format';
import type { Language } from '@club/shared-contracts/i18n';
import { refreshSession, type StoredCustomer } from '@club/shared-contracts/session';
import { provideSettings } from '@club/shared-contracts/settings';
import { storageKeys, writeStored } from '@club/shared-contracts/storage';
import { createBrowserRouter, RouterProvider } from '@club/shared-ui/router';
import { renderWithI18n } from '@club/shared-ui/testing';
import { OrderPage } from './order-page';
import { OrdersPage } from './orders-page';

/** The settings formatting reads: a Spanish club in Madrid. */
export const clubSettings = {
  CurrencySymbol: '€',
  DecimalSeparator: ',',
  FormatCulture: 'es-ES',
  DateFormat: 'dd/MM/yyyy HH:mm',
  TimeZone: 'Europe/Madrid',
  Culture: 'es-ES',
  Uploads: '/uploads/',
  PriceWithTaxes: true,
} as Settings;

/** An amount as the page shows it, with a plain space as text matchers see the non-breaking one. */
export const shownPrice = (amount: number) => formatPrice(clubSettings, amount).replace(/\s/g, ' ');

/** Logs a customer in (the profile in use may be one of its children) and provides the club's settings. */
export function logIn(customerId = 7, currentId = customerId): void {
  const customer: StoredCustomer = {
    id: customerId,
    name: 'Ana',
    surname: 'García',
    logo: '',
    children: [],
    currentId,
  };
  writeStored(storageKeys.token, 'token-of-ana');
  writeStored(storageKeys.customer, customer);
  refreshSession();
  provideSettings(clubSettings);
}

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
export async function renderOrdersAt(path: string, language: Language = 'en-US') {
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter([
    { path: '/', element: 'Home page' },
    { path: '/customer-orders', Component: OrdersPage },
    { path: '/customer-orders/:id', Component: OrderPage },
    { path: '/shop/:id', element: 'Product page' },
  ]);
  const view = await act(async () => {
    const rendered = await renderWithI18n(<RouterProvider router={router} />, language);
    // The API doubles answer in microtasks: they have all run when a timer fires.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return rendered;
  });
  return { ...view, router };
}
