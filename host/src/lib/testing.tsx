// Test helpers of the host: the club's settings, an API double answering by path, a router around the component
// under test and a viewport width for the mobile media query. Only tests import this module.
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { jsonResponse, sentRequest, type SentRequest } from '@club/shared-contracts/api/test-fetch';
import type { Settings } from '@club/shared-contracts/entities';
import type { Language } from '@club/shared-contracts/i18n';
import { createBrowserRouter, RouterProvider } from '@club/shared-ui/router';
import { renderWithI18n } from '@club/shared-ui/testing';
import { mobileMediaQuery } from './viewport';

/** Settings of a club with everything set. */
export const clubSettings: Settings = {
  title: 'Club Test',
  description: 'A padel club by the sea.',
  phone: '+34 910 123 456',
  email: 'info@club.test',
  openHours: 'Monday to Sunday 8:00 to 22:00',
  address: 'Calle Mayor 1, Madrid',
  facebook: 'https://facebook.com/club',
  twitter: 'https://twitter.com/club',
  instagram: 'https://instagram.com/club',
  ButtonsColor: '#0b7a75',
  FontFamily: 'Inter',
  FooterColor: '#10302f',
  CurrencySymbol: '€',
  DecimalSeparator: ',',
  TimeZone: 'Europe/Madrid',
  Culture: 'es-ES',
  FormatCulture: 'es-ES',
  DateFormat: 'dd/MM/yyyy HH:mm',
  Mainlogo: 'logo.svg',
  UrlLogo: '/uploads/logo.svg',
  Uploads: '/uploads/',
  HeaderImage: 'header.svg',
  RegisterOn: true,
  HasShop: true,
  PriceWithTaxes: true,
  Coords: '40.4168,-3.7038',
  RelatedClubs: [
    { name: 'Club Test Norte', address: 'Calle Norte 2', url: 'https://norte.test', image: 'n.svg' },
  ],
  Gallery: [],
};

/** An answer with an HTTP status other than 200. */
export class StatusAnswer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** An answer that never arrives (a call still under way). */
export const neverAnswered = Symbol('never answered');

/** What the API double answers for a path: a JSON body (status 200), a StatusAnswer or `neverAnswered`. */
export type FakeAnswer = unknown;

/**
 * Replaces fetch with an API double answering by URL path and returns the requests it received. A path without an
 * answer gets a 404 with an errorMsg naming it, so a missing answer shows up in the test's failure.
 */
export function fakeApi(answers: Record<string, FakeAnswer>): SentRequest[] {
  const requests: SentRequest[] = [];
  global.fetch = jest.fn((url: string, init: RequestInit = {}) => {
    const request = sentRequest(url, init);
    requests.push(request);
    const answer =
      request.url.pathname in answers
        ? answers[request.url.pathname]
        : new StatusAnswer(404, { ok: false, errorMsg: `No fake answer for ${request.url.pathname}` });
    if (answer === neverAnswered) return new Promise<Response>(() => undefined);
    const { status, body } = answer instanceof StatusAnswer ? answer : { status: 200, body: answer };
    return jsonResponse(status, body);
  }) as unknown as typeof fetch;
  return requests;
}

/**
 * Renders a component under a browser router at the given path, once the calls it starts have answered; the
 * router and `navigate` take the test to other pages.
 */
export async function renderAtPath(ui: ReactElement, path = '/', language: Language = 'en-US') {
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter([{ path: '*', element: ui }]);
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

// The API double answers in microtasks: they have all run when a timer fires.
const answersArrive = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Lets the calls under way answer and the screen show it (after a click that starts a load, for instance). */
export function settle(): Promise<void> {
  return act(answersArrive);
}

/** Makes the viewport the given width for the mobile media query (under 768 px is mobile), before rendering. */
export function setViewportWidth(width: number): void {
  window.matchMedia = (query: string) =>
    ({
      media: query,
      matches: query === mobileMediaQuery && width < 768,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}
