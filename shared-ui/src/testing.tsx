// Test helpers of the front-end packages: the shared i18n, a router around the component under test, the club's
// settings and a logged-in customer. Only tests import this module.
import { act, render, screen, within } from '@testing-library/react';
import { isValidElement, useEffect, type ReactElement, type ReactNode } from 'react';
import { I18nextProvider } from '@club/shared-ui/translation';
import type { Settings } from '@club/shared-contracts/entities';
import { formatPrice } from '@club/shared-contracts/price';
import { i18n, initI18n, languages, type Language, type Texts } from '@club/shared-contracts/i18n';
import { provideCart, type CartCommands, type CartResult } from '@club/shared-contracts/cart';
import { paths } from '@club/shared-contracts/paths';
import { refreshSession, type StoredCustomer } from '@club/shared-contracts/session';
import { provideSettings } from '@club/shared-contracts/settings';
import { storageKeys, writeStored } from '@club/shared-contracts/storage';
import { BrowserRouter, useNavigate, useRoutes, type RouteObject } from '@club/shared-ui/router';
import { mobileMediaQuery, reducedMotionQuery } from '@club/shared-ui/use-media-query';
import './texts';

function I18nWrapper({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/** Test helper: renders inside the shared i18n instance, started and switched to the given language. */
export async function renderWithI18n(ui: ReactElement, language: Language = 'en-US') {
  await initI18n('en-US');
  await i18n.changeLanguage(language);
  return render(ui, { wrapper: I18nWrapper });
}

// Fetch doubles answer in microtasks: they have all run when a timer fires.
const answersArrive = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Lets the calls under way answer and the screen show it (after a click that starts a load, for instance). */
export function settle(): Promise<void> {
  return act(answersArrive);
}

/** What renderAtPath renders: one element at every path, or elements by route path (plain text for other pages). */
export type RoutesUnderTest = ReactElement | Record<string, ReactElement | string>;

function RoutesAt({
  routes,
  onNavigate,
}: {
  routes: RouteObject[];
  onNavigate: (navigate: (to: string) => void) => void;
}) {
  const navigate = useNavigate();
  useEffect(() => {
    onNavigate((to) => void navigate(to));
  }, [navigate, onNavigate]);
  return useRoutes(routes);
}

/**
 * Renders under a browser router at the given path, once the calls the page starts have answered; `navigate` takes
 * the test to other pages, and `window.location` tells where the page went.
 */
export async function renderAtPath(routes: RoutesUnderTest, path = '/', language: Language = 'en-US') {
  window.history.replaceState(null, '', path);
  const byPath = isValidElement(routes) ? { '*': routes } : routes;
  let routerNavigate: (to: string) => void = () => {
    throw new Error('The router has not rendered');
  };
  const view = await act(async () => {
    const rendered = await renderWithI18n(
      <BrowserRouter>
        <RoutesAt
          routes={Object.entries(byPath).map(([route, element]) => ({ path: route, element }))}
          onNavigate={(navigate) => {
            routerNavigate = navigate;
          }}
        />
      </BrowserRouter>,
      language,
    );
    await answersArrive();
    return rendered;
  });
  const navigate = (to: string) =>
    act(async () => {
      routerNavigate(to);
      await answersArrive();
    });
  return { ...view, navigate };
}

/** Settings of a Spanish club with everything set, showing prices with taxes. */
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
  AppOrigins: ['https://app.club.test'],
};

/** An amount as the club's pages show it, with a plain space as text matchers see the non-breaking one. */
export const shownPrice = (amount: number) => formatPrice(clubSettings, amount).replace(/\s/g, ' ');

/** Logs Ana in, as the host stores her (the profile in use may be one of her children). */
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
}

/** Provides the club's settings (the host does it at start), with changes (PriceWithTaxes off, another format). */
export function provideClubSettings(changes: Partial<Settings> = {}): void {
  provideSettings({ ...clubSettings, ...changes });
}

/** Starts a test anonymous: storage is emptied after each test, but the session read from it is kept until told. */
export function startAnonymous(): void {
  localStorage.clear();
  refreshSession();
}

/** What a cart double's additions answer; each is ok unless told. */
export interface CartAnswers {
  addSale?: CartResult | Promise<CartResult>;
  addProduct?: CartResult | Promise<CartResult>;
}

/**
 * A cart double, provided as the host's cart: every command is a mock; additions answer as told (ok by default), and
 * an added sale goes on to the checkout as the host's does.
 */
export function fakeCart(answers: CartAnswers = {}): jest.Mocked<CartCommands> {
  const ok = (): Promise<CartResult> => Promise.resolve({ ok: true });
  const answer = (given: CartAnswers[keyof CartAnswers]) => (): Promise<CartResult> =>
    given === undefined ? ok() : Promise.resolve(given);
  // Like the host's cart, a sale that joins the cart goes on to the checkout (the router follows popstate).
  const addSale = async (): Promise<CartResult> => {
    const result = await answer(answers.addSale)();
    if (result.ok) {
      window.history.pushState(null, '', paths.checkout());
      window.dispatchEvent(new PopStateEvent('popstate'));
    }
    return result;
  };
  const commands: jest.Mocked<CartCommands> = {
    addSale: jest.fn<Promise<CartResult>, Parameters<CartCommands['addSale']>>(addSale),
    addProduct: jest.fn<Promise<CartResult>, Parameters<CartCommands['addProduct']>>(
      answer(answers.addProduct),
    ),
    changeUnits: jest.fn<Promise<CartResult>, Parameters<CartCommands['changeUnits']>>(ok),
    removeSale: jest.fn<Promise<CartResult>, Parameters<CartCommands['removeSale']>>(ok),
    clear: jest.fn(),
  };
  provideCart(commands);
  return commands;
}

// Plural forms a language may add beyond English's one and other (i18next's suffixes, by each language's rules).
const extraPluralForm = /_(zero|two|few|many)$/;

/**
 * Checks a namespace's texts: every English source text in every language (a language may add plural forms), the
 * English value the key itself (a plural's `_other` the key without its suffix, `_one` its own), and each
 * translation keeping the key's placeholders.
 */
export function expectCompleteTexts(texts: Texts): void {
  const keys = Object.keys(texts['en-US']).sort();
  const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
  for (const language of languages) {
    const own = Object.keys(texts[language]).filter((key) => !extraPluralForm.test(key));
    expect({ language, keys: own.sort() }).toEqual({ language, keys });
    for (const [key, value] of Object.entries(texts[language]))
      expect({ language, key, placeholders: placeholders(value) }).toEqual({
        language,
        key,
        placeholders: placeholders(key),
      });
  }
  for (const [key, value] of Object.entries(texts['en-US'])) {
    if (key.endsWith('_other')) expect(value).toBe(key.replace(/_other$/, ''));
    else if (!key.endsWith('_one')) expect(value).toBe(key);
  }
}

/** Checks that a feature's texts hold none of the shared ones: each text has one home. */
export function expectNoSharedTexts(own: Texts, shared: Texts): void {
  for (const language of languages) {
    const sharedKeys = Object.keys(shared[language]);
    expect({ language, keys: Object.keys(own[language]).filter((key) => sharedKeys.includes(key)) }).toEqual({
      language,
      keys: [],
    });
  }
}

/** Test helper: the path and query the page is at. */
export const currentPath = () => window.location.pathname + window.location.search;

/** Test helper: the page numbers the pagination shows (in English). */
export const shownPageNumbers = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('button', { name: /^Page / })
    .map((button) => button.textContent);

/** What the media queries of fakeMedia see: the viewport's width and the system's motion setting. */
export interface MediaUnderTest {
  width: number;
  reducedMotion: boolean;
}

/**
 * Test helper: a media query double (a desktop with motion unless told) for the mobile and reduced-motion queries;
 * `change` changes the width or the motion setting and tells the listeners, as a browser does.
 */
export function fakeMedia(initial: Partial<MediaUnderTest> = {}) {
  const listeners = new Set<() => void>();
  const media = {
    width: 1024,
    reducedMotion: false,
    ...initial,
    change(changes: Partial<MediaUnderTest>) {
      Object.assign(media, changes);
      act(() => listeners.forEach((listener) => listener()));
    },
  };
  const matches = (query: string) =>
    (query === mobileMediaQuery && media.width < 768) ||
    (query === reducedMotionQuery && media.reducedMotion);
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return matches(query);
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return media;
}
