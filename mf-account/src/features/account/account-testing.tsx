// Test helpers of the account page: the club's settings, a session, the demo record, an API double answering by
// method and path, and the page rendered under a router. Only tests import this module.
import { act } from '@testing-library/react';
import { jsonResponse, sentRequest, type SentRequest } from '@club/shared-contracts/api/test-fetch';
import type { Customer, LoginResponse, Settings } from '@club/shared-contracts/entities';
import type { Language } from '@club/shared-contracts/i18n';
import { storeLogin } from '@club/shared-contracts/session-store';
import { provideSettings } from '@club/shared-contracts/settings';
import { createBrowserRouter, RouterProvider } from '@club/shared-ui/router';
import { renderWithI18n } from '@club/shared-ui/testing';
import { AccountPage } from './account-page';

/** Settings of a club that writes dates as dd/MM/yyyy. */
export const clubSettings: Settings = {
  title: 'Club Test',
  description: '',
  phone: '',
  email: 'info@club.test',
  openHours: '',
  address: '',
  facebook: '',
  twitter: '',
  instagram: '',
  ButtonsColor: '#0b7a75',
  FontFamily: 'Inter',
  FooterColor: '#10302f',
  CurrencySymbol: '€',
  DecimalSeparator: ',',
  TimeZone: 'Europe/Madrid',
  Culture: 'es-ES',
  FormatCulture: 'es-ES',
  DateFormat: 'dd/MM/yyyy HH:mm',
  Mainlogo: '',
  UrlLogo: '',
  Uploads: '/uploads/',
  HeaderImage: '',
  RegisterOn: true,
  HasShop: true,
  PriceWithTaxes: true,
  Coords: '',
  RelatedClubs: [],
  Gallery: [],
};

/** The login of a parent with one child profile. */
export const anaLogin: LoginResponse = {
  token: 'token-of-ana',
  expiry: '2099-01-01T00:00:00Z',
  id: 7,
  logo: '',
  name: 'Ana',
  surname: 'García López',
  children: [{ id: 8, name: 'Lucas', surname: 'García Ruiz' }],
};

/** Ana's record as the API answers it, with a custom field of each type. */
export const anaRecord: Customer = {
  id: 7,
  name: 'Ana',
  surname: 'García López',
  email: 'ana@club.test',
  email2: '',
  email3: '',
  phone: '+34 600 111 222',
  phone2: '',
  phone3: '',
  gender: 1,
  birthDate: '1986-05-14',
  addressLine1: 'Calle de Serrano 41',
  postalCode: '28001',
  city: 'Madrid',
  town: 'Madrid',
  country: 'España',
  acceptConditions: true,
  okRss: false,
  customFields: [
    {
      customFieldId: 1,
      name: 'licencia',
      label: 'Número de licencia',
      value: 'FMP-1',
      fieldType: 'text',
      pickListValues: '',
    },
    {
      customFieldId: 2,
      name: 'zurdo',
      label: 'Zurdo',
      value: 'false',
      fieldType: 'bool',
      pickListValues: '',
    },
    {
      customFieldId: 3,
      name: 'posicion',
      label: 'Posición',
      value: 'Revés',
      fieldType: 'picklist',
      pickListValues: 'Derecha , Revés,Indiferente ,',
    },
  ],
};

/** An answer with an HTTP status other than 200. */
export class StatusAnswer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** An answer that arrives when the test gives it: the call is under way until then. */
export class LaterAnswer {
  readonly response: Promise<Response>;
  private arrive: (response: Response) => void = () => undefined;

  constructor() {
    this.response = new Promise<Response>((resolve) => {
      this.arrive = resolve;
    });
  }

  /** Answers the call with a JSON body. */
  give(body: unknown, status = 200): Promise<void> {
    return jsonResponse(status, body).then(this.arrive);
  }
}

/**
 * Replaces fetch with an API double answering by "METHOD /path" (a JSON body with status 200, a StatusAnswer or a
 * LaterAnswer) and returns the requests it received; a call without an answer gets a 404 naming it.
 */
export function fakeApi(answers: Record<string, unknown>): SentRequest[] {
  const requests: SentRequest[] = [];
  global.fetch = jest.fn((url: string, init: RequestInit = {}) => {
    const request = sentRequest(url, init);
    requests.push(request);
    const key = `${request.method} ${request.url.pathname}`;
    const answer =
      key in answers
        ? answers[key]
        : new StatusAnswer(404, { ok: false, errorMsg: `No fake answer for ${key}` });
    if (answer instanceof LaterAnswer) return answer.response;
    const { status, body } = answer instanceof StatusAnswer ? answer : { status: 200, body: answer };
    return jsonResponse(status, body);
  }) as unknown as typeof fetch;
  return requests;
}

/** The requests of one method and path. */
export function requestsTo(requests: SentRequest[], method: string, path: string): SentRequest[] {
  return requests.filter((request) => request.method === method && request.url.pathname === path);
}

/** Starts Ana's session and the club's settings, as the host does before the page loads. */
export function logInAsAna(): void {
  provideSettings(clubSettings);
  storeLogin(anaLogin);
}

// The API double answers in microtasks: they have all run when a timer fires.
const answersArrive = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Lets the calls under way answer and the screen show it. */
export function settle(): Promise<void> {
  return act(answersArrive);
}

/** Renders the account page at a path (its tab in the query), once its first calls have answered. */
export async function renderAccountPage(path = '/account', language: Language = 'en-US') {
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter([{ path: '*', element: <AccountPage /> }]);
  const view = await act(async () => {
    const rendered = await renderWithI18n(<RouterProvider router={router} />, language);
    await answersArrive();
    return rendered;
  });
  return { ...view, router };
}
