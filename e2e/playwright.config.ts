import { defineConfig } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from '../tools/chromium.ts';

// Every app on its own port as in independent deploys; offset from the `start` ports so both can run at once.
const portOffset = -3980;
export const hostUrl = `http://localhost:${8080 + portOffset}`;

// A fresh database for each run, shared with the tests (they read activation and reset links from its outbox).
process.env.E2E_DATABASE ??= path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'club-e2e-')), 'club.sqlite');

export default defineConfig({
  testDir: './journeys',
  outputDir: './.artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: './.artifacts/report.json' }]],
  use: {
    baseURL: hostUrl,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    command: 'node ../tools/e2e-site.ts',
    url: `${hostUrl}/remotes.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { DATABASE: process.env.E2E_DATABASE, SITE_PORT_OFFSET: String(portOffset) },
    stdout: 'pipe',
  },
});
