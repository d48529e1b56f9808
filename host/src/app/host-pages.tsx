import type { ComponentType } from 'react';
import { lazyPart } from '../lib/part-boundary';
import { HomePage } from './home-page';

// The club's mobile app pages load only when the app opens them.
const AutoLoginPage = lazyPart('auto-login page', () =>
  import('../features/app-link/auto-login-page').then((module) => module.AutoLoginPage),
);
// The account-linking page shows the site's login form; the two features meet here, as features do not import
// each other.
const LinkAccount = lazyPart('link-account page', async () => {
  const [{ LinkAccountPage }, { LoginForm }] = await Promise.all([
    import('../features/app-link/link-account-page'),
    import('../features/login/login-form'),
  ]);
  return () => <LinkAccountPage loginForm={LoginForm} />;
});

/** The pages the host supplies itself, by route id (lazy ones render inside the router's Suspense). */
export const hostPages: Record<string, ComponentType> = {
  home: HomePage,
  // The club's mobile app: sign in with the token it was given, and confirm its link code (README).
  'auto-login': AutoLoginPage,
  'link-account': LinkAccount,
};
