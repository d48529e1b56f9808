// Test helpers of the shop: the club's settings, products, a logged-in customer, an API double answering by path,
// a cart double and a router around the page under test. Only tests import this module.
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { jsonResponse, sentRequest, type SentRequest } from '@club/shared-contracts/api/test-fetch';
import { provideCart, type CartCommands, type CartResult } from '@club/shared-contracts/cart';
import type { Product, Settings } from '@club/shared-contracts/entities';
import { formatPrice } from '@club/shared-contracts/format';
import type { Language } from '@club/shared-contracts/i18n';
import { refreshSession } from '@club/shared-contracts/session';
import { provideSettings } from '@club/shared-contracts/settings';
import { storageKeys, writeStored } from '@club/shared-contracts/storage';
import { createBrowserRouter, RouterProvider } from '@club/shared-ui/router';
import { renderWithI18n } from '@club/shared-ui/testing';

/** The settings the shop reads: a Spanish club showing prices with taxes. */
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

/** Provides the club's settings (the host does it at start); PriceWithTaxes can be turned off. */
export function provideClubSettings(changes: Partial<Settings> = {}): void {
  provideSettings({ ...clubSettings, ...changes });
}

/** An amount as the page shows it, with a plain space as text matchers see the non-breaking one. */
export const shownPrice = (amount: number) => formatPrice(clubSettings, amount).replace(/\s/g, ' ');

/** A product of the demo catalogue: 'Product {id}' at {id} euros with taxes, 21 % less without. */
export function product(id: number, changes: Partial<Product> = {}): Product {
  return {
    id,
    name: `Product ${id}`,
    logo: `product-${id}.svg`,
    detail: `<p>Detail of product ${id}</p>`,
    grossPrice: id,
    netPrice: Math.round((id / 1.21) * 100) / 100,
    ...changes,
  };
}

/** Products with the ids from `first`, as many as asked. */
export function products(count: number, first = 1): Product[] {
  return Array.from({ length: count }, (_, index) => product(first + index));
}

/** Starts a test anonymous: storage is emptied after each test, but the session read from it is kept until told. */
export function startAnonymous(): void {
  localStorage.clear();
  refreshSession();
}

/** Logs a customer in (the profile in use may be one of its children). */
export function logIn(customerId = 7, currentId = customerId): void {
  writeStored(storageKeys.token, 'token-of-ana');
  writeStored(storageKeys.customer, {
    id: customerId,
    name: 'Ana',
    surname: 'García',
    logo: '',
    children: [],
    currentId,
  });
  refreshSession();
}

/** An answer with an HTTP status other than 200. */
export class StatusAnswer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** An answer that never arrives (a call still under way). */
export const neverAnswered = Symbol('never answered');

/** What the API double answers for a request: a JSON body (status 200), a StatusAnswer or `neverAnswered`. */
export type AnswerFor = (url: URL) => unknown;

/**
 * Replaces fetch with an API double answering by URL path and returns the requests it received. A path without an
 * answer gets a 404 naming it, so a missing answer shows up in the test's failure.
 */
export function fakeApi(answers: Record<string, AnswerFor>): SentRequest[] {
  const requests: SentRequest[] = [];
  global.fetch = jest.fn((url: string, init: RequestInit = {}) => {
    const request = sentRequest(url, init);
    requests.push(request);
    const answerFor = answers[request.url.pathname];
    const answer = answerFor
      ? answerFor(request.url)
      : new StatusAnswer(404, { ok: false, errorMsg: `No fake answer for ${request.url.pathname}` });
    if (answer === neverAnswered) return new Promise<Response>(() => undefined);
    const { status, body } = answer instanceof StatusAnswer ? answer : { status: 200, body: answer };
    return jsonResponse(status, body);
  }) as unknown as typeof fetch;
  return requests;
}

/** A cart double: every command is a mock; adding a product answers the given result (ok by default). */
export function fakeCart(result: CartResult | Promise<CartResult> = { ok: true }): jest.Mocked<CartCommands> {
  const ok = (): Promise<CartResult> => Promise.resolve({ ok: true });
  const commands: jest.Mocked<CartCommands> = {
    addSale: jest.fn<Promise<CartResult>, Parameters<CartCommands['addSale']>>(ok),
    addProduct: jest.fn<Promise<CartResult>, Parameters<CartCommands['addProduct']>>(() =>
      Promise.resolve(result),
    ),
    changeUnits: jest.fn<Promise<CartResult>, Parameters<CartCommands['changeUnits']>>(ok),
    removeSale: jest.fn<Promise<CartResult>, Parameters<CartCommands['removeSale']>>(ok),
    clear: jest.fn(),
  };
  provideCart(commands);
  return commands;
}

// The API double answers in microtasks: they have all run when a timer fires.
const answersArrive = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Lets the calls under way answer and the screen show it (after a click that starts a load, for instance). */
export function settle(): Promise<void> {
  return act(answersArrive);
}

/**
 * Renders pages under a browser router at the given path, once the calls they start have answered. The routes map
 * paths to elements (the page under test, and plain text for the pages it links to).
 */
export async function renderAtPath(
  routes: Record<string, ReactElement | string>,
  path: string,
  language: Language = 'en-US',
) {
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter(
    Object.entries(routes).map(([route, element]) => ({ path: route, element })),
  );
  const view = await act(async () => {
    const rendered = await renderWithI18n(<RouterProvider router={router} />, language);
    await answersArrive();
    return rendered;
  });
  const navigate = (to: string) =>
    act(async () => {
      await router.navigate(to);
      await answersArrive();
    });
  return { ...view, router, navigate };
}
