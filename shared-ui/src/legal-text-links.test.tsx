import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch } from '@club/shared-contracts/api/test-fetch';
import { LegalTextLinks } from './legal-text-links';
import { renderWithI18n } from './testing';

const legalSettings = {
  generalConditions: '<h2>Condiciones</h2>',
  waiver: '<p>Exención</p>',
  privacyPolicyFull: '<h2>Tus datos</h2><img src="x" onerror="window.hacked = true">',
  cookiesPolicy: '<p>Cookies</p>',
};

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

// The legal texts are kept once loaded, so the failure, which is not kept, comes first.
test('a text that cannot be loaded offers its own page in a new tab, and the next popup asks again', async () => {
  const requests = fakeFetch({ ok: false, errorMsg: 'down' }, 500);
  await renderWithI18n(<LegalTextLinks documents={['waiver']} />);
  await userEvent.click(screen.getByRole('button', { name: 'Waiver and release' }));
  const dialog = await screen.findByRole('dialog', { name: 'Waiver and release' });
  const link = await within(dialog).findByRole('link', { name: 'Open this text in a new tab' });
  expect(link).toHaveAttribute('href', '/waiver');
  expect(link).toHaveAttribute('target', '_blank');

  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await userEvent.click(screen.getByRole('button', { name: 'Waiver and release' }));
  await screen.findByRole('link', { name: 'Open this text in a new tab' });
  expect(requests).toHaveLength(2);
});

test('each link opens its text in a popup, sanitized, loading the texts once', async () => {
  const requests = fakeFetch({ ok: true, data: legalSettings });
  await renderWithI18n(<LegalTextLinks />, 'es-ES');
  const list = screen.getByRole('list', { name: 'Textos legales' });
  expect(
    within(list)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual([
    'Condiciones generales',
    'Exención de responsabilidad',
    'Política de privacidad',
    'Política de cookies',
  ]);

  await userEvent.click(screen.getByRole('button', { name: 'Política de privacidad' }));
  const dialog = await screen.findByRole('dialog', { name: 'Política de privacidad' });
  expect(await within(dialog).findByRole('heading', { name: 'Tus datos' })).toBeInTheDocument();
  expect(dialog.querySelector('img')).not.toHaveAttribute('onerror');

  await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
  await userEvent.click(screen.getByRole('button', { name: 'Condiciones generales' }));
  expect(await screen.findByRole('heading', { name: 'Condiciones' })).toBeInTheDocument();
  expect(requests).toHaveLength(1);
  expect(requests[0]?.url.pathname).toBe('/api/czconfigs/legal-settings');
});
