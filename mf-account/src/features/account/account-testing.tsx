// Test helpers of the account page: a session, the demo record and the page rendered under a router. Only tests
// import this module.
import type { Customer, LoginResponse } from '@club/shared-contracts/entities';
import type { Language } from '@club/shared-contracts/i18n';
import { storeLogin } from '@club/shared-contracts/session-store';
import { provideSettings } from '@club/shared-contracts/settings';
import { clubSettings, renderAtPath } from '@club/shared-ui/testing';
import { AccountPage } from './account-page';

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

/** Starts Ana's session and the club's settings, as the host does before the page loads. */
export function logInAsAna(): void {
  provideSettings(clubSettings);
  storeLogin(anaLogin);
}

/** Renders the account page at a path (its tab in the query), once its first calls have answered. */
export function renderAccountPage(path = '/account', language: Language = 'en-US') {
  return renderAtPath(<AccountPage />, path, language);
}
