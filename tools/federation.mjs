// The one place that declares what every app shares through Module Federation.
import { createRequire } from 'node:module';
import path from 'node:path';

/** Libraries shared as singletons by the host and every remote. */
const singletonPackages = [
  'react',
  'react-dom',
  'jotai',
  'i18next',
  'dayjs',
  '@club/shared-contracts',
  '@club/shared-ui',
];

// Subpath keys ('react/', 'react-dom/') are needed or react-dom/client and react/jsx-runtime load twice; the two
// workspace packages publish subpath modules only, so they are shared by their prefix.
const prefixShared = new Set([
  'react',
  'react-dom',
  'jotai',
  'dayjs',
  '@club/shared-contracts',
  '@club/shared-ui',
]);
const prefixOnly = new Set(['@club/shared-contracts', '@club/shared-ui']);

/**
 * The shared map for an app, with explicit versions read from the packages the app resolves
 * (the plugin cannot read a range out of `workspace:*` or `catalog:`).
 */
export function sharedSingletons(appDir) {
  const require = createRequire(path.join(appDir, 'package.json'));
  const shared = {};
  for (const name of singletonPackages) {
    const { version } = require(`${name}/package.json`);
    const entry = { singleton: true, version, requiredVersion: `^${version}`, strictVersion: false };
    if (!prefixOnly.has(name)) shared[name] = entry;
    if (prefixShared.has(name)) shared[`${name}/`] = entry;
  }
  return shared;
}
