// Browser tests and the benchmark drive Debian's Chromium; no tool may download a browser of its own.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Where Chromium is expected. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags Chromium needs as root in a sandbox with a closed network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Installs Debian's chromium when it is missing and we are root; otherwise says how to install it. */
export function ensureChromium(): void {
  if (fs.existsSync(chromiumPath)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    throw new Error(
      `Chromium is missing at ${chromiumPath}. Install it with "sudo apt-get install -y chromium" (Debian/Ubuntu), ` +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  console.log('Installing Chromium from Debian packages…');
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
