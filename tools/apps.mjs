// The apps of the site, their federation names and the ports `start` and development serve them on.
export const apiPort = 8090;

/** The host first, then the five remotes. */
export const apps = [
  { dir: 'host', name: 'host', port: 8080 },
  { dir: 'mf-shop', name: 'mf_shop', port: 8081 },
  { dir: 'mf-booking', name: 'mf_booking', port: 8082 },
  { dir: 'mf-checkout', name: 'mf_checkout', port: 8083 },
  { dir: 'mf-account', name: 'mf_account', port: 8084 },
  { dir: 'mf-content', name: 'mf_content', port: 8085 },
];

export const remotes = apps.filter((app) => app.name !== 'host');

/** The workspace packages every app builds on. */
export const sharedPackages = ['shared-contracts', 'shared-ui'];

/** Every front-end package: the shared ones, then the apps. */
export const frontEndPackages = [...sharedPackages, ...apps.map((app) => app.dir)];

/**
 * A remote's entries where its built folder is served: its browser entry, and its server build's entry beside it.
 * @param {string} base the address of the remote's folder, ending in a slash
 */
export function remoteEntriesAt(base) {
  return { entry: `${base}remoteEntry.js`, serverEntry: `${base}server/remoteEntry.js` };
}

/**
 * The runtime remotes config (remotes.json) naming each remote's entries at the origin `originOf` gives it.
 * @param {(remote: (typeof remotes)[number]) => string} originOf
 */
export function remotesAt(originOf) {
  return Object.fromEntries(remotes.map((remote) => [remote.name, remoteEntriesAt(`${originOf(remote)}/`)]));
}

/** The runtime remotes config (remotes.json) for remotes served on the given origin and ports. */
export function remotesConfig(hostname = 'localhost', portOffset = 0, protocol = 'http') {
  return remotesAt((remote) => `${protocol}://${hostname}:${remote.port + portOffset}`);
}
