// `npm start`: the site with the demo club, from the production builds.
import path from 'node:path';
import { startSite } from './site.ts';

const root = path.resolve(import.meta.dirname, '..');
const site = await startSite({
  databasePath: process.env.DATABASE ?? path.join(root, '.data', 'club.sqlite'),
  apiUrl: process.env.API_URL,
});
console.log(`\nThe club site is running: ${site.url}\n(Ctrl+C stops it)`);
const stop = () => void site.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
