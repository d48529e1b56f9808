// Independent deploys: one remote (the content pages) is built again with a visible change and a shared library
// declared one patch release up, served at a new address, and named in the remotes.json of a deployment of the
// unchanged host. The site shows the new release and works, and no other app's build was touched. A host's server
// drawing with the remote at one address draws the new release once it is deployed there, without a restart.
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../fixtures/club.ts';
import { activeCustomer } from '../fixtures/password.ts';
import { demoActivities, signUpButton, signUpLoggingIn } from '../fixtures/activities.ts';
import { inEnglish } from '../fixtures/booking.ts';
import {
  buildRemoteRelease,
  distFingerprints,
  e2eSite,
  nextPatch,
  serveHost,
  serveRemote,
  type Served,
} from '../fixtures/remote-release.ts';
import { apps, remoteEntriesAt } from '../../tools/apps.mjs';

const remote = { dir: 'mf-content', name: 'mf_content' };
/** The blog's heading, in the new release. */
const newHeading = 'Noticias del club';
/** jotai: the content remote reads the login dialog's state through its store, which must be the host's. */
const jotai = nextPatch(remote.dir, 'jotai');
const appDirs = apps.map((app) => app.dir);

let fingerprints: Record<string, string>;
/** The new release's folder. */
let releasePath: string;
let release: Served;
let deployment: Served;

test.beforeAll(async () => {
  const testInfo = test.info();
  testInfo.setTimeout(180_000);
  fingerprints = distFingerprints(appDirs);
  releasePath = fs.mkdtempSync(path.join(os.tmpdir(), 'club-release-'));
  await buildRemoteRelease({
    dir: remote.dir,
    outputPath: releasePath,
    textChange: { file: 'src/features/blog/texts.ts', from: "Blog: 'Blog'", to: `Blog: '${newHeading}'` },
    declaredVersions: { jotai: jotai.next },
  });
  release = await serveRemote(releasePath);
  const site = e2eSite();
  deployment = await serveHost(site.apiTarget, {
    ...site.remotes,
    [remote.name]: remoteEntriesAt(`${release.url}/`),
  });
});

test.afterAll(async () => {
  await deployment?.stop();
  await release?.stop();
});

test('the content remote, built again and served at a new address, shows its change on the unchanged host, and no other build was touched', async ({
  page,
}) => {
  const entries: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/remoteEntry.js')) entries.push(request.url());
  });
  await page.goto(`${deployment.url}/blog`);
  await expect(page.getByRole('heading', { level: 1, name: newHeading })).toBeVisible();
  expect(entries).toEqual([`${release.url}/remoteEntry.js`]);

  // The other remotes still come from their own addresses: the shop's page works beside the new release.
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Tienda' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tienda' })).toBeVisible();

  // The e2e site itself, on the workspace's builds, still has the old heading.
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  expect(distFingerprints(appDirs)).toEqual(fingerprints);
});

test('a release declaring jotai one patch release up still takes the host’s copy: a visitor logs in from Sign Up and is signed up', async ({
  page,
}) => {
  await inEnglish(page);
  const customer = await activeCustomer(page.request);
  await page.goto(`${deployment.url}/activity/${demoActivities.direct.id}`);
  await expect(page.getByRole('heading', { level: 1, name: demoActivities.direct.name })).toBeVisible();

  // Both versions are offered to the page, and the one in use is the host's, already loaded.
  const jotaiVersions = await page.evaluate(() => {
    type Share = Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>;
    const scopes = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Share> } })
      .__FEDERATION__.__SHARE__;
    const versions = Object.values(scopes)[0]!.default!.jotai!;
    return Object.fromEntries(
      Object.entries(versions).map(([version, { from, loaded }]) => [
        version,
        { from, loaded: Boolean(loaded) },
      ]),
    );
  });
  expect(jotaiVersions).toEqual({
    [jotai.installed]: { from: 'host', loaded: true },
    [jotai.next]: { from: remote.name, loaded: false },
  });

  await signUpLoggingIn(page, customer);
  // The remote saw the host's login dialog close through the host's store: the sign-up went on.
  await expect(signUpButton(page, 'Sign Up Done!')).toHaveAttribute('aria-disabled', 'true');
});

test("the host's server draws a remote deployed again at the same address, without a restart", async ({
  page,
}) => {
  // The content remote's workspace build, served from a folder its new release then replaces.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'club-content-'));
  fs.cpSync(path.resolve(import.meta.dirname, '..', '..', remote.dir, 'dist'), folder, { recursive: true });
  const served = await serveRemote(folder);
  const site = e2eSite();
  const drawing = await serveHost(
    site.apiTarget,
    {
      ...site.remotes,
      [remote.name]: remoteEntriesAt(`${served.url}/`),
    },
    { serverRendered: true },
  );
  try {
    const blogHeading = async () =>
      /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await page.request.get(`${drawing.url}/blog`)).text())?.[1];
    expect(await blogHeading()).toBe('Blog');

    fs.rmSync(folder, { recursive: true });
    fs.cpSync(releasePath, folder, { recursive: true });
    await expect.poll(blogHeading, { timeout: 30_000 }).toBe(newHeading);
    // The browser takes the page with the new release, without a mismatch.
    const said: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') said.push(message.text());
    });
    await page.goto(`${drawing.url}/blog`);
    await expect(page.getByRole('heading', { level: 1, name: newHeading })).toBeVisible();
    expect(said).toEqual([]);
  } finally {
    await drawing.stop();
    await served.stop();
  }
});
