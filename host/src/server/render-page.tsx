// A page of the site drawn on the server: the club's settings and theme, the menu, the page with the data it
// loaded, and the footer, streamed as HTML with that data embedded once for the browser's hydration (bootstrap.tsx).
import { PassThrough, type Readable } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { defaultLanguage, i18n, initI18n, resolveLanguage } from '@club/shared-contracts/i18n';
import { configureApi } from '@club/shared-contracts/http';
import { getMainSettings } from '@club/shared-contracts/api/settings';
import type { Settings } from '@club/shared-contracts/entities';
import type { RemoteName, RemotesConfig } from '@club/shared-contracts/remote-modules';
import { provideSettings } from '@club/shared-contracts/settings';
import { provideRemoteWidgets } from '@club/shared-contracts/remote-widgets';
import { PageDataContext, type PageAnswer, type PageAnswers } from '@club/shared-ui/page-data';
import { provideSanitizerWindow } from '@club/shared-ui/safe-html';
import { SiteOriginContext } from '@club/shared-ui/site-origin';
import { StaticRouter } from '@club/shared-ui/static-router';
import { I18nextProvider } from '@club/shared-ui/translation';
import { AppRoutes } from '../app/router';
import { registerHostTexts } from '../app/texts';
import { loadRemotesWithinServerBudget, registerRuntimeRemotes } from '../features/federation/remote-loader';
import {
  RemoteWidget,
  forgetFailedRemoteModules,
  preloadRemoteModule,
} from '../features/federation/remote-route';
import { provideHostSessionCommands } from '../features/session/session-commands';
import { serializePageState, type PageState } from '../lib/page-state';
import { pageDocument } from './page-document';

/** A page request, as the host's server reads it. */
export interface PageRequest extends PagesSetup {
  /** The address: path and query. */
  url: string;
  /** The page's origin, as the visitor asked for it. */
  origin: string;
  /** The visitor's language (its cookie), any text: an unknown one is the default. */
  language: string;
  /** The built index.html. */
  template: string;
}

/** A page drawn on the server: its status and its document, streamed. */
export interface RenderedPage {
  status: number;
  document: Readable;
}

/** What the host's server is prepared for: the remotes config and the API it draws with. */
export interface PagesSetup {
  /** Where the server reaches the club's API (the page itself uses its own origin's /api). */
  apiBase: string;
  /** The remotes' server entries (remotes.json's `serverEntry`). */
  remotes: Partial<RemotesConfig>;
}

/** How long the server waits for the remotes' routes as it starts, before pages are drawn within their budget. */
const warmUpMs = 5000;

let commonsReady: Promise<void> | null = null;
let prepared: { setup: string; ready: Promise<void> } | null = null;

/** What every page needs once per process: the texts, the sanitizer's DOM and the commands of the contracts. */
function prepareCommons(): Promise<void> {
  commonsReady ??= initI18n(defaultLanguage).then(async () => {
    const { JSDOM } = await import('jsdom');
    provideSanitizerWindow(new JSDOM('').window);
    registerHostTexts();
    provideHostSessionCommands();
    provideRemoteWidgets(RemoteWidget);
  });
  return commonsReady;
}

async function prepare({ apiBase, remotes }: PagesSetup): Promise<void> {
  configureApi({ origin: '', base: apiBase });
  await prepareCommons();
  registerRuntimeRemotes(remotes);
  // Every remote's routes load now, each with the browser's tries, so that the first pages find them; from then on
  // a remote has the server's budget (serverRemoteBudget).
  const names = Object.keys(remotes) as RemoteName[];
  await Promise.race([
    Promise.all(names.map((name) => preloadRemoteModule(name, './routes'))),
    new Promise((resolve) => setTimeout(resolve, warmUpMs)),
  ]);
  loadRemotesWithinServerBudget();
}

/** Prepares the server to draw pages with this setup (once; again when the setup changes). */
export function preparePages(setup: PagesSetup): Promise<void> {
  const key = JSON.stringify(setup);
  if (prepared?.setup !== key) prepared = { setup: key, ready: prepare(setup) };
  return prepared.ready;
}

/** The loads of one page, recorded by label as they settle (PageDataSource on the server). */
function pageRecorder() {
  const loads = new Map<string, Promise<PageAnswer>>();
  const answers: PageAnswers = {};
  return {
    answers,
    source: {
      record(label: string, request: () => Promise<unknown>): Promise<PageAnswer> {
        let load = loads.get(label);
        if (!load) {
          load = request().then(
            (data): PageAnswer => ({ data }),
            (error: unknown): PageAnswer => {
              console.error(`${label} could not be loaded`, error);
              return { failed: true };
            },
          );
          void load.then((answer) => (answers[label] = answer));
          loads.set(label, load);
        }
        return load;
      },
    },
  };
}

/** Draws the page at the request's address. Rejects when the club's settings cannot be loaded. */
export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  await preparePages({ apiBase: request.apiBase, remotes: request.remotes });
  const settings: Settings = (await getMainSettings()).data;
  provideSettings(settings);
  const language = resolveLanguage(request.language);
  const t = i18n.cloneInstance({ lng: language });
  const recorder = pageRecorder();
  const element = (
    <StrictMode>
      <PageDataContext value={recorder.source}>
        <I18nextProvider i18n={t}>
          <SiteOriginContext value={request.origin}>
            <StaticRouter location={request.url}>
              <AppRoutes />
            </StaticRouter>
          </SiteOriginContext>
        </I18nextProvider>
      </PageDataContext>
    </StrictMode>
  );
  const document = new PassThrough();
  await new Promise<void>((resolve, reject) => {
    const stream = renderToPipeableStream(element, {
      // The page in its order, never a part written later and moved into place by an inline script (which the
      // pages' Content-Security-Policy refuses).
      progressiveChunkSize: Infinity,
      // The whole page at once: its data is embedded after it, and no part streamed later needs an inline script.
      onAllReady() {
        const { before, after } = pageDocument(
          request.template,
          {
            origin: request.origin,
            lang: language,
            title: settings.title,
            description: settings.description,
          },
          settings,
        );
        document.write(before);
        const html = new PassThrough();
        html.on('data', (chunk) => document.write(chunk));
        html.on('end', () => {
          const state: PageState = { language, settings, answers: recorder.answers };
          document.end(`${after.replace('</body>', `${serializePageState(state)}</body>`)}`);
        });
        stream.pipe(html);
        resolve();
        // A remote that failed this page is tried again by the next.
        void forgetFailedRemoteModules();
      },
      onShellError: reject,
      // A part that failed on the server (its remote down or slow, or a bug) is drawn by the browser instead.
      onError(error) {
        console.error('A part of the page is left to the browser', error);
      },
    });
  });
  return { status: 200, document };
}
