import { act, screen } from '@testing-library/react';
import { getLegalSettings } from '@club/shared-contracts/api/settings';
import { clubSettings, renderWithI18n } from '@club/shared-ui/testing';
import { LegalPage } from './legal-page';
import { provideSettings } from '@club/shared-contracts/settings';

// The host provides the club's settings before any page renders; the page names itself after the club.
beforeEach(() => provideSettings(clubSettings));

jest.mock('@club/shared-contracts/api/settings', () => ({ getLegalSettings: jest.fn() }));
const legalSettings = getLegalSettings as jest.MockedFunction<typeof getLegalSettings>;

test('a legal page shows the club text of its document, sanitized, under a translated heading', async () => {
  legalSettings.mockResolvedValue({
    ok: true,
    data: {
      privacyPolicyFull:
        '<h2>Tus datos</h2><p>Los tratamos con cuidado.</p><img src="x" onerror="window.hacked = true">',
      waiver: '<p>Exención</p>',
      cookiesPolicy: '<p>Cookies</p>',
      generalConditions: '<p>Condiciones</p>',
    },
  });
  await act(() => renderWithI18n(<LegalPage document="privacyPolicyFull" />, 'fr-FR'));

  expect(screen.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'Tus datos' })).toBeInTheDocument();
  expect(screen.getByText('Los tratamos con cuidado.')).toBeInTheDocument();
  expect(document.querySelector('img')).not.toHaveAttribute('onerror');
  expect(screen.queryByText('Exención')).not.toBeInTheDocument();
});
