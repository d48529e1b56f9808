// The single-bundle build mode of the host (`webpack --env single`): the same apps built as one bundle, without
// Module Federation, to measure what federation costs. The host's remote loading is replaced by dynamic imports of
// the remotes' exposed files, so each remote's routes and sections still load as chunks of their own when needed.
import { createRequire } from 'node:module';
import path from 'node:path';
import { remotes } from './apps.mjs';

const workspace = path.resolve(import.meta.dirname, '..');

/** The single bundle's folder, beside the host's federated build. */
export const singleBundleFolder = path.join(workspace, 'host', 'dist-single');

/** The host's module that loads remote modules through the federation runtime (registerRemotes, loadRemote). */
export const remoteLoaderModule = path.join(
  workspace,
  'host',
  'src',
  'features',
  'federation',
  'remote-loader.ts',
);

/**
 * Every module the remotes expose, read from their own federation config:
 * `{ remote: 'mf_shop', exposed: './routes', file: '…/mf-shop/src/app/routes.tsx' }`.
 * @returns {{ remote: string, exposed: string, file: string }[]}
 */
export function exposedModules() {
  const require = createRequire(import.meta.url);
  return remotes.flatMap((remote) => {
    const appDir = path.join(workspace, remote.dir);
    /** @type {{ federation: { exposes: Record<string, string> } }} */
    const { federation } = require(path.join(appDir, 'module-federation.config.mjs'));
    return Object.entries(federation.exposes).map(([exposed, file]) => ({
      remote: remote.name,
      exposed,
      file: path.join(appDir, file),
    }));
  });
}

/** The module rule that puts the single bundle's loading in place of the host's remote loader. */
export function singleBundleRule() {
  return {
    test: remoteLoaderModule,
    enforce: 'pre',
    loader: path.join(import.meta.dirname, 'single-bundle-loader.mjs'),
    options: { modules: exposedModules() },
  };
}
