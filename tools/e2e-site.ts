// The site as the end-to-end tests see it: production builds, every app on its own port (origin), the API on a
// fresh database for this run, and the host's pages drawn on its server.
import { remotesConfig } from './apps.mjs';
import { startSite } from './site.ts';

const portOffset = Number(process.env.SITE_PORT_OFFSET ?? 0);
const databasePath = process.env.DATABASE;
if (!databasePath) throw new Error('DATABASE must name the fresh database file of this run');

const site = await startSite({
  ports: { offset: portOffset },
  databasePath,
  remotes: remotesConfig('localhost', portOffset),
  rateLimitMax: 500,
  serverRendered: true,
});
console.log(`e2e site on ${site.url}`);
const stop = () => void site.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
