// A built host served on its own, its pages drawn on the server: `node tools/host-server.ts` with
//   HOST_ROOT  the built host's folder (host/dist when not set),
//   API_URL    the club API it forwards /api and /uploads to and draws its pages with,
//   PORT       where it listens (8080 when not set),
//   REMOTES    a remotes config to use instead of the built remotes.json (JSON), optional,
//   SITE_ORIGIN  the club's listed origin of this site, which its pages link to (http://localhost:PORT when not set).
import path from 'node:path';
import type { RemotesConfig } from '../shared-contracts/src/remote-modules.ts';
import { startHostServer } from './site.ts';

const apiUrl = process.env.API_URL;
if (!apiUrl) throw new Error('API_URL must name the club API');
const host = await startHostServer({
  root: process.env.HOST_ROOT ?? path.resolve(import.meta.dirname, '..', 'host', 'dist'),
  apiUrl,
  port: Number(process.env.PORT ?? 8080),
  name: 'the host',
  ...(process.env.REMOTES ? { remotes: JSON.parse(process.env.REMOTES) as Partial<RemotesConfig> } : {}),
  serverRendered: true,
  ...(process.env.SITE_ORIGIN ? { siteOrigin: process.env.SITE_ORIGIN } : {}),
});
console.log(`The host is listening on ${host.url}`);
const stop = () => void host.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
