// `npm start`: the site with the demo club, from the production builds, the host's pages drawn on its server
// (STATIC_HOST=1: the static host; SITE_ORIGIN: the club's listed origin of the site, which its pages link to).
import path from 'node:path';
import { startSite } from './site.ts';

const root = path.resolve(import.meta.dirname, '..');
const site = await startSite({
  databasePath: process.env.DATABASE ?? path.join(root, '.data', 'club.sqlite'),
  apiUrl: process.env.API_URL,
  // The host's pages drawn on its server, unless the static host is asked for (a CDN-only deployment's).
  serverRendered: process.env.STATIC_HOST !== '1',
  ...(process.env.SITE_ORIGIN ? { siteOrigin: process.env.SITE_ORIGIN } : {}),
});
console.log(`\nThe club site is running: ${site.url}\n(Ctrl+C stops it)`);
const stop = () => void site.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
