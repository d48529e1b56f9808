// Browser storage with expiry. Every entry is stored as `{ value, expiry }`, expiry in epoch milliseconds or null
// for entries that do not expire, and read with an expiry check (document 1, 9).

/** The local storage keys of the site; the first four are the specification's own names. */
export const storageKeys = {
  /** The stored customer record. */
  customer: 'cc',
  /** The login token. */
  token: 'ctk',
  /**
   * The registration token of the customer just registered, beside the temporary customer marker (5 minutes): sent
   * only on the calls of an activity sign-up that goes on after registering (session-store.ts).
   */
  registrationToken: 'rtk',
  /** The interface language. */
  language: 'lcl',
  /** Which mode the login popup opens in. */
  loginMode: 'loginModeOn',
  /** The cached gallery of the menu and the home page. */
  gallery: 'czGallery',
  /** The server storage version last seen in a CzVersion header. */
  storageVersion: 'czVersion',
  /** The cart (24 days). */
  cart: 'czCart',
} as const;

/** One of the storage keys. */
export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

interface StoredEntry {
  value: unknown;
  expiry: number | null;
}

/** When an entry expires: a Date, epoch milliseconds or an ISO date-time (as the login answer sends it). */
export type Expiry = Date | number | string;

function expiryTime(expiresAt: Expiry | undefined): number | null {
  if (expiresAt === undefined) return null;
  const time = expiresAt instanceof Date ? expiresAt.getTime() : new Date(expiresAt).getTime();
  // An unreadable expiry must not make an entry live forever.
  return Number.isNaN(time) ? 0 : time;
}

function isStoredEntry(parsed: unknown): parsed is StoredEntry {
  if (typeof parsed !== 'object' || parsed === null || !('value' in parsed) || !('expiry' in parsed))
    return false;
  return parsed.expiry === null || typeof parsed.expiry === 'number';
}

/** A value as the site stores it (what writeStored puts under a key), optionally until the given time. */
export function storedEntry(value: unknown, expiresAt?: Expiry): string {
  const entry: StoredEntry = { value, expiry: expiryTime(expiresAt) };
  return JSON.stringify(entry);
}

/** Stores a value under a key, optionally until the given time. */
export function writeStored(key: string, value: unknown, expiresAt?: Expiry): void {
  // The host's server has no storage, and nothing to keep.
  if (typeof localStorage === 'undefined') return;
  try {
    localStorage.setItem(key, storedEntry(value, expiresAt));
  } catch (error) {
    // Storage full or disabled (private browsing): the site still works for this page view.
    console.warn(`Could not store ${key}`, error);
  }
}

/** Reads a stored value; null when absent, expired or unreadable (expired and unreadable entries are removed). */
export function readStored<T>(key: string): T | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    // Storage disabled: nothing is stored.
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    removeStored(key);
    return null;
  }
  if (!isStoredEntry(parsed)) {
    removeStored(key);
    return null;
  }
  if (parsed.expiry !== null && parsed.expiry <= Date.now()) {
    removeStored(key);
    return null;
  }
  return parsed.value as T;
}

/** Removes a stored value. */
export function removeStored(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage disabled: there is nothing to remove.
  }
}
