import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, requestsTo, StatusAnswer } from '@club/shared-contracts/api/test-fetch';
import type { CustomerSavePayload } from '@club/shared-contracts/entities';
import { clearSession } from '@club/shared-contracts/session-store';
import { anaRecord, logInAsAna, renderAccountPage } from './account-testing';

const SAVE = '/api/publicacademycustomers/put-json';

beforeEach(() => {
  clearSession();
  logInAsAna();
});
afterEach(() => jest.restoreAllMocks());

const field = (name: string) => screen.getByRole('textbox', { name });

test('the address is saved trimmed with the same call, beside the personal data as stored, not as typed', async () => {
  const requests = fakeApi({
    'GET /api/publicacademycustomers/7': { ok: true, model: anaRecord },
    [`PUT ${SAVE}`]: { ok: true },
  });
  await renderAccountPage();
  // A change typed on the Personal Data tab and not saved there does not leave with the address.
  await userEvent.type(screen.getByRole('textbox', { name: 'Second phone' }), '911 000 000');
  await userEvent.click(screen.getByRole('tab', { name: 'Address' }));

  for (const [name, value] of [
    ['Street address', ' Calle Mayor 3, 2º '],
    ['Postal code', '28013 '],
    ['City', 'Madrid'],
    ['Town', ' Centro'],
    ['Country', 'España'],
  ] as const) {
    await userEvent.clear(field(name));
    await userEvent.type(field(name), value);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Data modified!');
  const [body] = requestsTo(requests, 'PUT', SAVE).map((request) => request.body as CustomerSavePayload);
  expect(body).toMatchObject({
    id: 7,
    name: 'Ana',
    phone2: '',
    birthDate: '1986-05-14',
    addressLine1: 'Calle Mayor 3, 2º',
    postalCode: '28013',
    town: 'Centro',
  });
  expect(JSON.parse(body!.customFieldValues)).toEqual([
    { customFieldId: 1, value: 'FMP-1' },
    { customFieldId: 2, value: 'false' },
    { customFieldId: 3, value: 'Revés' },
  ]);
  expect(field('Street address')).toHaveValue('Calle Mayor 3, 2º');

  // The unsaved personal change is still there to be saved on its own tab.
  await userEvent.click(screen.getByRole('tab', { name: 'Personal Data' }));
  expect(screen.getByRole('textbox', { name: 'Second phone' })).toHaveValue('911 000 000');
});

test('an address text longer than the API takes is refused on its field and nothing is sent', async () => {
  const requests = fakeApi({ 'GET /api/publicacademycustomers/7': { ok: true, model: anaRecord } });
  await renderAccountPage('/account?tab=address');
  fireEvent.change(field('Postal code'), { target: { value: '1'.repeat(21) } });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(field('Postal code')).toBeInvalid();
  expect(field('Postal code')).toHaveAccessibleDescription('Maximum length is 20');
  expect(field('Postal code')).toHaveFocus();
  expect(requestsTo(requests, 'PUT', SAVE)).toEqual([]);
});

test("a refused address save shows the server's message and keeps what was typed", async () => {
  fakeApi({
    'GET /api/publicacademycustomers/7': { ok: true, model: anaRecord },
    [`PUT ${SAVE}`]: new StatusAnswer(400, { ok: false, errorMsg: 'city is not valid' }),
  });
  await renderAccountPage('/account?tab=address');
  await userEvent.clear(field('City'));
  await userEvent.type(field('City'), 'Sevilla');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('city is not valid');
  expect(field('City')).toHaveValue('Sevilla');
});
