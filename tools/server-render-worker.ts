// The host's server build (host/dist/server/server.cjs) in a worker thread of the host's server: one worker per
// generation of the remotes' server code (server-render.ts). The federation runtime keeps one registration per remote
// name in a thread, so a remote deployed again is loaded by a new worker, never registered again in this one.
import { createRequire } from 'node:module';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { parentPort, workerData } from 'node:worker_threads';
import type { DrawingCall, HostServerBuild } from './server-render.ts';

const build = createRequire(import.meta.url)(
  path.join((workerData as { root: string }).root, 'server', 'server.cjs'),
) as HostServerBuild;

/** What each call of the host's server asks of the build; a page comes whole, as a string. */
const answer = async (call: DrawingCall): Promise<unknown> => {
  switch (call.kind) {
    case 'prepare':
      return build.preparePages(call.setup).then(() => null);
    case 'sitemap':
      return build.renderSitemap(call.setup, call.origin);
    case 'render': {
      const page = await build.renderPage(call.request);
      return { status: page.status, document: page.document && (await text(page.document)) };
    }
  }
};

parentPort!.on('message', ({ id, call }: { id: number; call: DrawingCall }) => {
  answer(call).then(
    (value) => parentPort!.postMessage({ id, value }),
    (error: unknown) =>
      parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
