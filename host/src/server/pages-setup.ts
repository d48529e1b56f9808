// What the host's server prepares once before it draws pages, and again when its setup changes: the texts, the
// sanitizer's DOM and the commands of the contracts; the remotes, registered with their server entries and their
// routes loaded; every app's styles.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { defaultLanguage, initI18n } from '@club/shared-contracts/i18n';
import { configureApi } from '@club/shared-contracts/http';
import type { RemoteEntries, RemoteName, RemotesConfig } from '@club/shared-contracts/remote-modules';
import { provideRemoteWidgets } from '@club/shared-contracts/remote-widgets';
import { provideSanitizerWindow } from '@club/shared-ui/safe-html';
import { registerHostTexts } from '../app/texts';
import { remoteHomeSections } from '../app/home-page';
import { loadRemotesWithinServerBudget, registerRuntimeRemotes } from '../features/federation/remote-loader';
import { RemoteWidget, preloadRemoteModule } from '../features/federation/remote-route';
import { provideHostSessionCommands } from '../features/session/session-commands';
import { noteStyleUsage, type StylesManifest, type StylesSource } from './page-styles';

/** What the host's server is prepared for: the remotes, the API it draws with, the host's own styles. */
export interface PagesSetup {
  /** Where the server reaches the club's API (the page itself uses its own origin's /api). */
  apiBase: string;
  /** The remotes config: the server loads each remote's server entry, and links the stylesheets beside its entry. */
  remotes: Partial<RemotesConfig>;
  /** The host's styles.json. */
  hostStyles: StylesManifest;
  /** The built host's folder, where the server reads the host's stylesheets. */
  hostFolder: string;
}

/** The server prepared: the styles it knows (the host's, then each remote's). */
export interface PreparedPages {
  styles: StylesSource[];
}

/** How long the server waits for the remotes' routes as it starts, before pages are drawn within their budget. */
const warmUpMs = 5000;

let commonsReady: Promise<void> | null = null;
let prepared: { setup: string; ready: Promise<PreparedPages> } | null = null;

/** What every page needs once per process: the texts, the sanitizer's DOM and the commands of the contracts. */
function prepareCommons(): Promise<void> {
  commonsReady ??= initI18n(defaultLanguage).then(async () => {
    const { JSDOM } = await import('jsdom');
    provideSanitizerWindow(new JSDOM('').window);
    registerHostTexts();
    provideHostSessionCommands();
    provideRemoteWidgets(RemoteWidget);
    noteStyleUsage();
  });
  return commonsReady;
}

/**
 * Loads a remote's routes, then the home page's sections it draws: its entry is fetched once, by the first, and the
 * sections' modules share it.
 */
async function warmUp(remote: RemoteName): Promise<void> {
  await preloadRemoteModule(remote, './routes');
  await Promise.all(
    remoteHomeSections
      .filter((section) => section.remote === remote)
      .map((section) => preloadRemoteModule(remote, section.exposed)),
  );
}

/** The text at an address the server reaches. */
async function fetchText(address: string): Promise<string> {
  const answer = await fetch(address);
  if (!answer.ok) throw new Error(`${address} answered ${answer.status}`);
  return answer.text();
}

/**
 * A remote's styles.json and stylesheets, in its dist/ beside its browser entry, read at its server entry's address
 * (the one this server can reach); its stylesheets are named at the browser entry's. No styles when it cannot be read
 * (its pages come unstyled).
 */
async function remoteStyles({ entry, serverEntry }: RemoteEntries): Promise<StylesSource> {
  const read = (file: string) => fetchText(new URL(`../${file}`, serverEntry).href);
  try {
    return { base: entry, files: JSON.parse(await read('styles.json')) as StylesManifest, read };
  } catch (error) {
    console.error("A remote's styles could not be read", error);
    return { base: entry, files: {}, read };
  }
}

async function prepare({ apiBase, remotes, hostStyles, hostFolder }: PagesSetup): Promise<PreparedPages> {
  configureApi({ origin: '', base: apiBase });
  await prepareCommons();
  const entries = Object.entries(remotes) as [RemoteName, RemoteEntries][];
  registerRuntimeRemotes(remotes, 'serverEntry');
  // Every remote's routes and home sections load now, each with the browser's tries, so that the first pages find
  // them; from then on a remote has the server's budget (serverRemoteBudget).
  const [styles] = await Promise.all([
    Promise.all(entries.map(([, remote]) => remoteStyles(remote))),
    Promise.race([
      Promise.all(entries.map(([name]) => warmUp(name))),
      new Promise((resolve) => setTimeout(resolve, warmUpMs)),
    ]),
  ]);
  loadRemotesWithinServerBudget();
  const host: StylesSource = {
    base: '/',
    files: hostStyles,
    read: (file) => readFile(path.join(hostFolder, file), 'utf8'),
  };
  return { styles: [host, ...styles] };
}

/** Prepares the server to draw pages with this setup (once; again when the setup changes). */
export function preparePages(setup: PagesSetup): Promise<PreparedPages> {
  const key = JSON.stringify(setup);
  if (prepared?.setup !== key) prepared = { setup: key, ready: prepare(setup) };
  return prepared.ready;
}
