import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import type { ReactNode } from 'react';
import { closeLoginRequest, loginRequestAtom } from '@club/shared-contracts/session';
import { clubSettings, renderWithI18n } from '@club/shared-ui/testing';
import { PasswordResetDonePage } from './password-reset-done-page';
import { provideSettings } from '@club/shared-contracts/settings';

// The host provides the club's settings before any page renders; the page names itself after the club.
beforeEach(() => provideSettings(clubSettings));

jest.mock('@club/shared-ui/router', () => ({
  Link: ({ to, children, className }: { to: string; children: ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

afterEach(() => act(() => closeLoginRequest()));

test('says the password was reset, in the chosen language, and Login opens the login towards the home page', async () => {
  await act(() => renderWithI18n(<PasswordResetDonePage />, 'fr-FR'));
  expect(
    screen.getByRole('heading', { level: 1, name: 'Votre mot de passe a été réinitialisé' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');

  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
  expect(getDefaultStore().get(loginRequestAtom)).toEqual({ backUrl: '/', mode: 'login' });
});
