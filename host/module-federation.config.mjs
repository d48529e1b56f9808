/** The host declares no remotes at build time: it reads remotes.json at start and registers them then. */
export const federation = { exposes: {} };
