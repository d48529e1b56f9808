import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteEntries, RemoteName, RemotesConfig } from '@club/shared-contracts/remote-modules';

/** How often a remote module is tried before its fallback shows, and how long one try may take. */
export const remoteRetry = { attempts: 3, delayMs: 400, timeoutMs: 8000 } as const;

/**
 * On the host's server: one try within 300 ms. A remote that is down or slow there leaves its part to the browser
 * (which tries as above), and the page is not held up.
 */
export const serverRemoteBudget = { attempts: 1, delayMs: 0, timeoutMs: 300 } as const;

let retry: { attempts: number; delayMs: number; timeoutMs: number } = remoteRetry;

/** The host's server loads remotes within its budget (serverRemoteBudget). */
export function loadRemotesWithinServerBudget(): void {
  retry = serverRemoteBudget;
}

let entries: Partial<Record<RemoteName, string>> = {};

/**
 * Registers the remotes of the runtime config on the default federation instance (no build-time remotes): their
 * browser entries, or on the host's server their server entries.
 */
export function registerRuntimeRemotes(
  remotes: Partial<RemotesConfig>,
  side: keyof RemoteEntries = 'entry',
): void {
  entries = Object.fromEntries(Object.entries(remotes).map(([name, remote]) => [name, remote[side]]));
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads an exposed module of a remote, trying a bounded number of times. Between tries the remote is registered
 * again with `force`, which drops the runtime's cached entry so a remote that came back is fetched anew.
 */
export async function loadRemoteModule<T>(remote: RemoteName, exposed: string): Promise<T> {
  const id = `${remote}/${exposed.replace(/^\.\//, '')}`;
  let lastError: unknown = null;
  for (let attempt = 1; attempt <= retry.attempts; attempt += 1) {
    try {
      const module = await withTimeout(loadRemote<T>(id), retry.timeoutMs, id);
      if (module) return module;
      lastError = new Error(`${id} is empty`);
    } catch (error) {
      lastError = error;
    }
    if (attempt < retry.attempts) {
      await wait(retry.delayMs * attempt);
      resetRemote(remote);
    }
  }
  throw lastError instanceof Error ? lastError : new Error(`${id} failed to load`);
}

/** Forgets what the runtime cached for a remote, so the next load fetches its entry again. */
export function resetRemote(remote: RemoteName): void {
  const entry = entries[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}
