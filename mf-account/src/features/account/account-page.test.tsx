import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, LaterAnswer, requestsTo, StatusAnswer } from '@club/shared-contracts/api/test-fetch';
import { clearSession, storeImpersonation } from '@club/shared-contracts/session-store';
import { getSession } from '@club/shared-contracts/session';
import { settle } from '@club/shared-ui/testing';
import { anaRecord, logInAsAna, renderAccountPage } from './account-testing';

beforeEach(() => {
  clearSession();
  logInAsAna();
});
afterEach(() => jest.restoreAllMocks());

test("the page shows a busy skeleton, then the record of the customer the session acts for, with the birth date in the club's format", async () => {
  const record = new LaterAnswer();
  const requests = fakeApi({ 'GET /api/publicacademycustomers/7': record });
  await renderAccountPage();
  expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
  expect(
    screen.getByRole('tabpanel', { name: 'Personal Data' }).querySelector('[aria-busy="true"]'),
  ).not.toBeNull();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(requests.map((request) => request.url.pathname)).toEqual(['/api/publicacademycustomers/7']);

  await act(() => record.give({ ok: true, model: anaRecord }));
  await settle();
  expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ana');
  expect(screen.getByRole('textbox', { name: /^Birth date/ })).toHaveValue('14/05/1986');
  expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('1');
  expect(document.querySelector('[aria-busy="true"]')).toBeNull();
});

test('with a child profile selected, the page loads and shows that child', async () => {
  const session = getSession();
  storeImpersonation(
    {
      token: 'child-token',
      expiry: '2099-01-01T00:00:00Z',
      customer: { id: 8, name: 'Lucas', surname: 'García Ruiz' },
    },
    session.customer!,
  );
  const requests = fakeApi({
    'GET /api/publicacademycustomers/8': { ok: true, model: { ...anaRecord, id: 8, name: 'Lucas' } },
  });
  await renderAccountPage();
  expect(requestsTo(requests, 'GET', '/api/publicacademycustomers/8')).toHaveLength(1);
  expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Lucas');
});

test('a record that cannot be loaded says so and loads again on Retry', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fakeApi({ 'GET /api/publicacademycustomers/7': new StatusAnswer(500, null) });
  await renderAccountPage();
  expect(screen.getByRole('alert')).toHaveTextContent('Your data could not be loaded.');

  fakeApi({ 'GET /api/publicacademycustomers/7': { ok: true, model: anaRecord } });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await settle();
  expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ana');
});

test('the four tabs are named as the specification names them and the selected one is kept in the URL', async () => {
  fakeApi({
    'GET /api/publicacademycustomers/7': { ok: true, model: anaRecord },
    'GET /api/publicpaymentmethods/token-list/7': { ok: true, model: [] },
  });
  await renderAccountPage('/account?tab=address');
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'Personal Data',
    'Address',
    'Credit Cards',
    'Delete Account',
  ]);
  expect(screen.getByRole('tab', { name: 'Address' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('textbox', { name: 'Postal code' })).toHaveValue('28001');

  await userEvent.click(screen.getByRole('tab', { name: 'Credit Cards' }));
  await settle();
  expect(window.location.search).toBe('?tab=credit-cards');
  await userEvent.click(screen.getByRole('tab', { name: 'Personal Data' }));
  expect(window.location.search).toBe('');
});

test('the page speaks the interface language', async () => {
  fakeApi({ 'GET /api/publicacademycustomers/7': { ok: true, model: anaRecord } });
  await renderAccountPage('/account', 'es-ES');
  expect(screen.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeInTheDocument();
  expect(screen.getByRole('tablist', { name: 'Secciones de la cuenta' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Datos personales' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /^Apellidos/ })).toHaveValue('García López');
});
