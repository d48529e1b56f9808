import { resolve } from 'node:path';
import { buildApp } from './app.ts';

/** Port when PORT is not set. */
export const DEFAULT_PORT = 8090;
/** Host when HOST is not set. */
export const DEFAULT_HOST = '127.0.0.1';
/** Database file when DATABASE is not set: .data/club.sqlite at the repository root. */
export const DEFAULT_DATABASE = resolve(import.meta.dirname, '..', '..', '.data', 'club.sqlite');

const port = Number(process.env.PORT ?? DEFAULT_PORT);
const host = process.env.HOST ?? DEFAULT_HOST;
const databasePath = resolve(process.env.DATABASE ?? DEFAULT_DATABASE);
// e2e runs log in far more often than a person does; RATE_LIMIT_MAX raises the per-minute limit there.
const rateLimitMax = process.env.RATE_LIMIT_MAX ? Number(process.env.RATE_LIMIT_MAX) : undefined;

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got ${process.env.PORT}`);
  process.exit(1);
}
if (rateLimitMax !== undefined && !(Number.isInteger(rateLimitMax) && rateLimitMax > 0)) {
  console.error(`RATE_LIMIT_MAX must be a positive integer, got ${process.env.RATE_LIMIT_MAX}`);
  process.exit(1);
}

const app = await buildApp({
  databasePath,
  storageVersion: process.env.STORAGE_VERSION,
  logger: process.env.LOG !== '0',
  ...(rateLimitMax ? { rateLimit: { max: rateLimitMax, timeWindowMs: 60_000 } } : {}),
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

const address = await app.listen({ port, host });
console.log(`Club API listening on ${address} (database ${databasePath})`);
