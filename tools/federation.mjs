// The one place that declares what every app shares through Module Federation.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Libraries shared as singletons by the host and every remote. */
const singletonPackages = ['react', 'react-dom', 'jotai', 'i18next', 'dayjs'];

// Subpath keys ('react/', 'react-dom/') are needed or react-dom/client and react/jsx-runtime load twice.
const prefixShared = new Set(['react', 'react-dom', 'jotai', 'dayjs']);

/** The workspace packages: shared module by module, and always from the host (hostProvides). */
const workspacePackages = ['@club/shared-contracts', '@club/shared-ui'];

/** Test helpers of the workspace packages (`@club/shared-ui/testing`, `…/api/test-fetch`): never shared. */
const isTestHelper = (stem) => /(^|\/)test/.test(stem) || stem.endsWith('.test');

/**
 * The public modules of a workspace package, read from its exports map, each with the file it names:
 * `@club/shared-ui/card` -> `…/shared-ui/src/card.tsx`.
 */
function publicModules(packageJsonPath) {
  const packageDir = path.dirname(packageJsonPath);
  const { name, exports } = JSON.parse(fs.readFileSync(packageJsonPath, 'utf8'));
  const modules = new Map();
  for (const [subpath, target] of Object.entries(exports)) {
    if (!/\.tsx?$/.test(target)) continue;
    if (!subpath.includes('*')) {
      modules.set(path.posix.join(name, subpath), path.join(packageDir, target));
      continue;
    }
    const [folder, suffix] = target.split('*');
    for (const file of fs.readdirSync(path.join(packageDir, folder), { recursive: true })) {
      const stem = file.split(path.sep).join('/').slice(0, -suffix.length);
      if (!file.endsWith(suffix) || isTestHelper(stem)) continue;
      const key = path.posix.join(name, subpath.replace('*', stem));
      if (!modules.has(key)) modules.set(key, path.join(packageDir, folder, file));
    }
  }
  return modules;
}

/**
 * A singleton's share options, with the version the app resolves, or the version it declares instead (a build that
 * declares another release of a library than the one installed, as a remote built apart would).
 */
function singletonOf(require, name, declaredVersion) {
  const version = declaredVersion ?? require(`${name}/package.json`).version;
  return { singleton: true, version, requiredVersion: `^${version}`, strictVersion: false };
}

/**
 * The shared map for an app, with explicit versions read from the packages the app resolves (the plugin cannot read a
 * range out of `workspace:*` or `catalog:`): the libraries for every app, and for a remote the workspace packages,
 * which it takes from the host without building fallbacks of its own. A remote's entry then carries neither their
 * copies' chunk lists nor their registrations, and the host's copy is the one every app would use anyway (it
 * registers first; `loaded-first`). `declaredVersions` names, by library, a version to declare instead of the
 * installed one.
 * @param {string} appDir
 * @param {{ isHost: boolean, declaredVersions?: Record<string, string> }} options
 */
export function sharedSingletons(appDir, { isHost, declaredVersions = {} }) {
  const require = createRequire(path.join(appDir, 'package.json'));
  const unknown = Object.keys(declaredVersions).filter((name) => !singletonPackages.includes(name));
  if (unknown.length > 0) throw new Error(`Not a shared library: ${unknown.join(', ')}`);
  const shared = {};
  for (const name of singletonPackages) {
    shared[name] = singletonOf(require, name, declaredVersions[name]);
    if (prefixShared.has(name)) shared[`${name}/`] = singletonOf(require, name, declaredVersions[name]);
  }
  if (!isHost) {
    for (const name of workspacePackages)
      shared[`${name}/`] = { ...singletonOf(require, name), import: false };
  }
  return shared;
}

/**
 * What the host provides of the workspace packages, for ProvideSharedPlugin: every public module of theirs (each in a
 * chunk of its own, fetched on first use, unless the host's start runs it), by the file it is. The host provides them
 * without consuming them: its own imports are plain imports of the module it provides, so its start carries no
 * share-scope lookup, and no table entry, for each of the modules it uses itself.
 */
export function hostProvides(appDir) {
  const require = createRequire(path.join(appDir, 'package.json'));
  const provides = {};
  for (const name of workspacePackages) {
    for (const [key, file] of publicModules(require.resolve(`${name}/package.json`))) {
      provides[file] = { ...singletonOf(require, name), shareKey: key };
    }
  }
  return provides;
}
