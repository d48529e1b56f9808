import type { ComponentType } from 'react';
import { AutoLoginPage } from '../features/app-link/auto-login-page';
import { LinkAccountPage } from '../features/app-link/link-account-page';
import { LoginForm } from '../features/login/login-form';
import { HomePage } from './home-page';

// The account-linking page shows the site's login form; the two features meet here, as features do not import
// each other.
function LinkAccount() {
  return <LinkAccountPage loginForm={LoginForm} />;
}

/** The pages the host supplies itself, by route id. */
export const hostPages: Record<string, ComponentType> = {
  home: HomePage,
  // The club's mobile app: sign in with its linked token, and link its token to an account (README).
  'auto-login': AutoLoginPage,
  'link-account': LinkAccount,
};
