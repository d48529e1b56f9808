// The origins of the club's apps (AppOrigins in the club's settings), which the host's server names in its pages'
// Content-Security-Policy: only the site itself and those pages may frame the site (serving-policy.ts).
import { wellFormedOrigins } from './serving-policy.ts';

/** How long the host's server keeps the list before asking the API again. */
export const APP_ORIGINS_TTL_MS = 60_000;

/** How long the server waits for the API's settings before answering with the list it has. */
const SETTINGS_TIMEOUT_MS = 3_000;

async function fetchAppOrigins(apiTarget: string): Promise<string[]> {
  const response = await fetch(new URL('/api/czconfigs/main-settings', apiTarget), {
    signal: AbortSignal.timeout(SETTINGS_TIMEOUT_MS),
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`the club's settings answered ${response.status}`);
  const answer = (await response.json()) as { data?: { AppOrigins?: unknown } };
  const listed = answer.data?.AppOrigins;
  return Array.isArray(listed) ? wellFormedOrigins(listed) : [];
}

/**
 * The club's app origins as the API's settings list them, asked again once a minute. Until the API first answers,
 * and whenever an answer is unreadable, no app is listed (the site may then be framed by itself only); a later
 * failure keeps the last list for a minute too. `now` is the clock (tests move it).
 */
export function clubAppOrigins(apiTarget: string, now: () => number = Date.now): () => Promise<string[]> {
  let known: string[] = [];
  let askedAt = -Infinity;
  let asking: Promise<string[]> | null = null;
  return () => {
    if (now() - askedAt < APP_ORIGINS_TTL_MS) return Promise.resolve(known);
    asking ??= fetchAppOrigins(apiTarget)
      .then(
        (origins) => {
          known = origins;
          askedAt = now();
          return known;
        },
        () => {
          // An API that does not answer is asked again a minute later, not on every page.
          askedAt = now();
          return known;
        },
      )
      .finally(() => {
        asking = null;
      });
    return asking;
  };
}
