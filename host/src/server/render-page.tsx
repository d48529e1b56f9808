// A page of the site drawn on the server: the club's settings and theme, the menu, the page with the data it
// loaded, and the footer, streamed as HTML with that data embedded once for the browser's hydration (bootstrap.tsx).
import { PassThrough, type Readable } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { i18n, resolveLanguage, type Language } from '@club/shared-contracts/i18n';
import { getMainSettings } from '@club/shared-contracts/api/settings';
import type { Settings } from '@club/shared-contracts/entities';
import { provideSettings } from '@club/shared-contracts/settings';
import { PageDataContext, type PageAnswer, type PageAnswers } from '@club/shared-ui/page-data';
import { PageHeadContext, type PageHead } from '@club/shared-ui/page-head';
import { SiteOriginContext } from '@club/shared-ui/site-origin';
import { StaticRouter } from '@club/shared-ui/static-router';
import { AssumedWidthContext } from '@club/shared-ui/use-media-query';
import { I18nextProvider } from '@club/shared-ui/translation';
import { AppRoutes } from '../app/router';
import { forgetFailedRemoteModules } from '../features/federation/remote-route';
import { serializePageState, type PageState } from '../lib/page-state';
import { pageDocument, templateStylesheets } from './page-document';
import { drawWithStyles, inlineStylesheets, stylesheetsOf, type PageStylesheet } from './page-styles';
import { preparePages, type PagesSetup } from './pages-setup';

/** The viewport widths a drawn page assumes (AssumedWidthContext): a phone's, or a desktop's. */
export const assumedWidths = { phone: 390, desktop: 1280 } as const;

/** A page request, as the host's server reads it. */
export interface PageRequest extends PagesSetup {
  /** The address: path and query. */
  url: string;
  /** The site's origin, as the club lists it: where the page's links to itself point. */
  origin: string;
  /** The visitor's language (its cookie), any text: an unknown one is the default. */
  language: string;
  /** The visitor's browser says it is a phone's: the page is drawn for a phone's width. */
  mobile: boolean;
  /** The built index.html. */
  template: string;
}

/**
 * A page drawn on the server: its status and its document, streamed; or, when the club's settings cannot be loaded,
 * no page of the club at all (answered 503 with the page that says the site is not available).
 */
export type RenderedPage = { status: 200 | 404; document: Readable } | { status: 503; document: null };

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

/** What a page tells as it is drawn on the server, besides its HTML. */
interface PageNotes {
  /** The loads of the page, recorded by label. */
  recorder: ReturnType<typeof pageRecorder>;
  /** What it tells of its head. */
  head: PageHead;
  /** The style modules it read. */
  styles: Set<string>;
}

/** The page at the request's address, as the server draws it, telling its notes. */
function pageElement(request: PageRequest, language: Language, assumedWidth: number, notes: PageNotes) {
  return (
    <StrictMode>
      <PageDataContext value={notes.recorder.source}>
        <I18nextProvider i18n={i18n.cloneInstance({ lng: language })}>
          <SiteOriginContext value={request.origin}>
            <AssumedWidthContext value={assumedWidth}>
              <PageHeadContext value={(facts) => Object.assign(notes.head, facts)}>
                <StaticRouter location={request.url}>
                  <AppRoutes />
                </StaticRouter>
              </PageHeadContext>
            </AssumedWidthContext>
          </SiteOriginContext>
        </I18nextProvider>
      </PageDataContext>
    </StrictMode>
  );
}

/** Draws the page at the request's address. */
export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const { styles } = await preparePages({
    apiBase: request.apiBase,
    remotes: request.remotes,
    hostStyles: request.hostStyles,
    hostFolder: request.hostFolder,
  });
  const settings: Settings | null = await getMainSettings().then(
    (answer) => answer.data,
    (error: unknown) => {
      console.error("The club's settings could not be loaded", error);
      return null;
    },
  );
  if (!settings) return { status: 503, document: null };
  provideSettings(settings);
  const language = resolveLanguage(request.language);
  const assumedWidth = request.mobile ? assumedWidths.phone : assumedWidths.desktop;
  const notes: PageNotes = { recorder: pageRecorder(), head: {}, styles: new Set() };
  const document = new PassThrough();
  // The whole page at once: its data is embedded after it, and no part streamed later needs an inline script.
  const stream = await new Promise<PipeableStream>((resolve, reject) => {
    const drawing = drawWithStyles(notes.styles, () =>
      renderToPipeableStream(pageElement(request, language, assumedWidth, notes), {
        // The page in its order, never a part written later and moved into place by an inline script (which the
        // pages' Content-Security-Policy refuses).
        progressiveChunkSize: Infinity,
        onAllReady: () => resolve(drawing),
        onShellError: reject,
        // A part that failed on the server (its remote down or slow, or a bug) is drawn by the browser instead.
        onError(error) {
          console.error('A part of the page is left to the browser', error);
        },
      }),
    );
  });
  // A remote that failed this page is tried again by the next.
  void forgetFailedRemoteModules();
  // index.html's stylesheets (the host's, read from its folder), then those of what the page drew.
  const startSheets: PageStylesheet[] = templateStylesheets(request.template).map((href) => ({
    href,
    read: () => styles[0]!.read(href.replace(/^\//, '')),
  }));
  const drawnSheets = stylesheetsOf(notes.styles, styles).filter(
    (sheet) => !startSheets.some((start) => start.href === sheet.href),
  );
  const { before, after } = pageDocument(
    request.template,
    {
      url: new URL(request.url, request.origin),
      lang: language,
      head: notes.head,
      stylesheets: await inlineStylesheets([...startSheets, ...drawnSheets]),
    },
    settings,
  );
  const state: PageState = { language, settings, assumedWidth, answers: notes.recorder.answers };
  document.write(before);
  const html = new PassThrough();
  html.on('data', (chunk) => document.write(chunk));
  html.on('end', () => document.end(after.replace('</body>', `${serializePageState(state)}</body>`)));
  stream.pipe(html);
  return { status: notes.head.notFound ? 404 : 200, document };
}
