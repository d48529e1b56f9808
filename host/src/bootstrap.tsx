import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from '@club/shared-ui/translation';
import { BrowserRouter } from '@club/shared-ui/router';
import { i18n, initI18n } from '@club/shared-contracts/i18n';
import { apiUrl } from '@club/shared-contracts/api-origin';
import { configureApi } from '@club/shared-contracts/http';
import { rememberHostAppParameters } from '@club/shared-contracts/host-app';
import { getMainSettings } from '@club/shared-contracts/api/settings';
import { provideSettings, uploadUrl } from '@club/shared-contracts/settings';
import { provideRemoteWidgets } from '@club/shared-contracts/remote-widgets';
import '@club/shared-ui/tokens.css';
import { themeVariables } from '@club/shared-ui/theme';
import { AssumedWidthContext } from '@club/shared-ui/use-media-query';
import { AppRoutes } from './app/router';
import { navigateInApp } from './app/app-navigation';
import { registerHostTexts } from './app/texts';
import { registerRuntimeRemotes } from './features/federation/remote-loader';
import { RemoteWidget } from './features/federation/remote-route';
import { provideHostSessionCommands } from './features/session/session-commands';
import { provideHostCart } from './features/cart/cart-engine';
import { rememberLanguageForServer, storedLanguage } from './lib/language';
import { readPageState } from './lib/page-state';
import { FirstPageData } from './app/first-page-data';
import { loadRuntimeConfig } from './lib/runtime-config';
import { paymentHashTarget } from './lib/payment-hash';
import { preloadFirstView, preloadFirstViewImage } from './app/first-view';
import { nextTask } from './lib/next-task';

/** How long a drawn page waits for its code before hydrating without it. */
const hydrationWaitMs = 3000;

/** Where the site goes when the club's settings cannot be loaded (document 1, 2.1). */
const settingsFailurePage = '/404-page.html';

/**
 * Starts the site: the club's settings, the texts, then the page drawn or hydrated. Its steps end their tasks
 * (nextTask) between them.
 */
export async function start(): Promise<void> {
  const paymentTarget = paymentHashTarget(window.location.hash);
  if (paymentTarget) window.history.replaceState(null, '', paymentTarget);

  rememberHostAppParameters();
  // A page the host's server drew comes with what it was drawn with: the browser draws the same to hydrate it. One
  // drawn in another language than the visitor's (a cookie gone, storage kept) is drawn again in theirs.
  const language = storedLanguage();
  rememberLanguageForServer(language);
  const state = readPageState();
  const drawn = state?.language === language ? state : null;
  document.documentElement.lang = language;
  let firstView: Promise<void> = Promise.resolve();
  await Promise.all([
    loadRuntimeConfig().then(({ remotes, deployment }) => {
      configureApi({ origin: deployment.apiOrigin || window.location.origin });
      // The page's code and data start loading now, alongside the settings rather than after them.
      registerRuntimeRemotes(remotes);
      // A drawn page's data is in it: only its code is fetched.
      firstView = preloadFirstView(window.location, { data: !drawn });
    }),
    nextTask().then(() => initI18n(language)),
  ]);
  await nextTask();
  registerHostTexts();
  provideHostSessionCommands();
  // Remotes show each other's widgets (the shop's popular products on the payment pages) through the host.
  provideRemoteWidgets(RemoteWidget);

  let settings = drawn?.settings;
  try {
    settings ??= (await getMainSettings()).data;
  } catch (error) {
    console.error('The club settings could not be loaded', error);
    window.location.replace(settingsFailurePage);
    return;
  }
  await nextTask();
  provideSettings(settings);
  if (!drawn) preloadFirstViewImage(window.location.pathname, settings);
  document.title = settings.title;
  // What search engines show under the club's name.
  document.querySelector('meta[name="description"]')?.setAttribute('content', settings.description);
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (icon && settings.Mainlogo) icon.href = uploadUrl(settings, settings.Mainlogo);
  for (const [name, value] of Object.entries(
    themeVariables(settings, apiUrl(settings.Uploads || '/uploads/')),
  )) {
    document.documentElement.style.setProperty(name, value);
  }

  provideHostCart({ navigate: navigateInApp });
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <FirstPageData answers={drawn?.answers ?? null}>
            <AssumedWidthContext value={drawn?.assumedWidth ?? null}>
              <AppRoutes />
            </AssumedWidthContext>
          </FirstPageData>
        </BrowserRouter>
      </I18nextProvider>
    </StrictMode>
  );
  // A transition renders in slices: the page's remote code, arriving meanwhile, is asked for between them instead
  // of after the whole shell, and no slice blocks a tap for long.
  // A drawn page is hydrated once its code is there, in one pass: a part hydrated later would lose a tap meanwhile.
  // A remote that is slow to answer holds it for a few seconds at most; its part is then hydrated when it arrives.
  if (drawn) {
    await Promise.race([firstView, new Promise((resolve) => setTimeout(resolve, hydrationWaitMs))]);
  }
  startTransition(() => {
    if (drawn) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
