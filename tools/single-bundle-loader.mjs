// A webpack loader for the single-bundle build (single-bundle.mjs): the host's remote loader becomes a module with
// the same exports that imports each remote's exposed file directly. Its own source (the federation runtime's
// registerRemotes and loadRemote) is left out.

/**
 * @this {{ getOptions(): { modules: { remote: string, exposed: string, file: string }[] } }}
 * @returns {string}
 */
export default function singleBundleLoader() {
  const { modules } = this.getOptions();
  const imports = modules.map(
    ({ remote, exposed, file }) =>
      `  ${JSON.stringify(`${remote}/${exposed}`)}: () => import(${JSON.stringify(file)}),`,
  );
  return `// Generated for the single bundle: each remote's exposed modules, imported directly.
const exposedModules = {
${imports.join('\n')}
};

/** Nothing to register: the remotes are part of the bundle. */
export function registerRuntimeRemotes() {}

/** Nothing cached to forget: a chunk that failed is fetched again by the next import. */
export function resetRemote() {}

export function loadRemoteModule(remote, exposed) {
  const load = exposedModules[remote + '/' + exposed];
  return load ? load() : Promise.reject(new Error(remote + ' exposes no ' + exposed));
}
`;
}
