// `npm run dev`: the API and a webpack dev server with hot reload for every app, on the ports `start` uses.
// DEV_APPS=host,mf-content limits the dev servers to some apps (the others can be served from their builds).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { apps } from './apps.mjs';

const root = path.resolve(import.meta.dirname, '..');
const selected = process.env.DEV_APPS?.split(',') ?? apps.map((app) => app.dir);

const children = [
  spawn(process.execPath, ['api/src/server.ts'], { cwd: root, stdio: 'inherit' }),
  ...selected.map((dir) => spawn('pnpm', ['run', 'dev'], { cwd: path.join(root, dir), stdio: 'inherit' })),
];
console.log(`Development servers starting; the site will be on http://localhost:${apps[0]!.port}`);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
