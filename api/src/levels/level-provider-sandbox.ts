// The level providers' sandbox (ARCHITECTURE 5: every provider the front end supports has one in the API): with no
// network there is no real Taykus or World Padel Rating, so the API serves the provider's authorisation page
// itself. It has one demo account per provider; Allow goes back to the site's link page with that account's
// user_id, as the provider does, and linking imports the account's demo levels.
import type { LevelProvider } from '@club/shared-contracts/entities';
import { levelProviderNames } from '@club/shared-contracts/level-entities';
import { addDays, clubInstant, clubMoment } from '../bookings/club-time.ts';
import { DEMO_LEVELS_TRAININGS, type DemoLevelHistory } from '../db/demo-club.ts';
import { HttpError } from '../http/errors.ts';
import type { LevelHistory } from './level-repository.ts';
import { LEVEL_TEXTS, SANDBOX_PAGE_TEXTS } from './level-texts.ts';
import { escapeHtml } from '../http/escape-html.ts';

/** The hour of the day (club time) a demo change is dated at: after the day's play. */
const CHANGE_MINUTE = 21 * 60;

/** Demo histories dated from `now`: each change `daysAgo` club days before, at 21:00. */
export function datedHistories(
  histories: readonly DemoLevelHistory[],
  now: Date,
  timeZone: string,
): LevelHistory[] {
  const today = clubMoment(now, timeZone).day;
  return histories.map((history) => ({
    sport: history.sport,
    provider: history.provider,
    changes: history.changes.map((change) => ({
      ...change,
      changed: clubInstant(addDays(today, -change.daysAgo), CHANGE_MINUTE, timeZone),
    })),
  }));
}

/** The URL of the sandbox's authorisation page, relative to the API (the client resolves it on the API origin). */
export const sandboxAuthorizeUrl = (provider: LevelProvider): string =>
  `/api/level-providers/${provider}/authorize`;

/** The levels a sandbox account gives, or undefined for an account the provider does not have. */
export function sandboxLevels(
  provider: LevelProvider,
  userId: string,
  now: Date,
  timeZone: string,
): LevelHistory[] | undefined {
  const account = DEMO_LEVELS_TRAININGS.sandbox[provider];
  return account.userId === userId ? datedHistories(account.levels, now, timeZone) : undefined;
}

/** The path the provider may send the customer back to: the site's link page of that provider, nothing else. */
export const linkPagePath = (provider: LevelProvider): string => `/levels/link-to-provider/${provider}`;

/**
 * The redirect_uri checked (400 otherwise): http or https, no credentials, on a site of the club (`isClubOrigin`, as a
 * provider sends back only to the addresses the club registered), and the link page of the provider as its path, so
 * the sandbox never sends anyone elsewhere (no open redirect).
 */
export function checkedRedirect(
  provider: LevelProvider,
  redirectUri: string,
  isClubOrigin: (origin: string) => boolean,
): URL {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    throw new HttpError(400, LEVEL_TEXTS.badRedirect);
  }
  const plain = url.username === '' && url.password === '' && url.hash === '';
  const web = ['http:', 'https:'].includes(url.protocol);
  if (!web || !plain || !isClubOrigin(url.origin) || url.pathname !== linkPagePath(provider)) {
    throw new HttpError(400, LEVEL_TEXTS.badRedirect);
  }
  return url;
}

/** The sandbox's authorisation page: Allow returns with the demo account's user_id, Cancel without one. */
export function authorizePage(provider: LevelProvider, back: URL): string {
  const name = levelProviderNames[provider];
  const { userId } = DEMO_LEVELS_TRAININGS.sandbox[provider];
  const allow = new URL(back);
  allow.searchParams.set('user_id', userId);
  const deny = new URL(back);
  deny.search = '';
  const texts = SANDBOX_PAGE_TEXTS;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.title(name))}</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; color: #222; }
.note { color: #555; font-size: 0.9rem; }
.actions { display: flex; gap: 1rem; margin-top: 2rem; }
a { padding: 0.6rem 1.2rem; border-radius: 0.3rem; text-decoration: none; border: 1px solid #1b5e20; }
.allow { background: #1b5e20; color: #fff; }
.deny { color: #1b5e20; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(texts.title(name))}</h1>
<p class="note">${escapeHtml(texts.sandbox)}</p>
<p>${escapeHtml(texts.question(name))}</p>
<p>${escapeHtml(texts.account(userId))}</p>
<p class="actions"><a class="allow" href="${escapeHtml(allow.href)}">${escapeHtml(texts.allow)}</a><a class="deny" href="${escapeHtml(deny.href)}">${escapeHtml(texts.deny)}</a></p>
</main>
</body>
</html>
`;
}
