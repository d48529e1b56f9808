// The club's settings as read-only state (ARCHITECTURE 4). The host loads them at start and provides them; every
// app reads the same atom of jotai's default store.
import { atom, getDefaultStore, useAtomValue } from 'jotai';
import { apiUrl } from '@club/shared-contracts/api-origin';
import { cultures, type Culture, type Settings } from '@club/shared-contracts/entities';

const store = getDefaultStore();
const settingsBaseAtom = atom<Settings | null>(null);

/** The club's settings, or null before the host has loaded them. */
export const settingsAtom = atom((get) => get(settingsBaseAtom));

/** Host only: provides the settings loaded at start. */
export function provideSettings(settings: Settings): void {
  store.set(settingsBaseAtom, settings);
}

function required(settings: Settings | null): Settings {
  // The host renders nothing before the settings are loaded (a failure sends the visitor to /404-page.html).
  if (!settings) throw new Error('The club settings are not loaded: the host provides them at start');
  return settings;
}

/** The club's settings outside React, or null before the host has provided them. */
export function loadedSettings(): Settings | null {
  return store.get(settingsAtom);
}

/** The club's settings outside React (loaders, actions); throws before the host has provided them. */
export function getSettings(): Settings {
  return required(loadedSettings());
}

/** The club's settings in a component; throws before the host has provided them. */
export function useSettings(): Settings {
  return required(useAtomValue(settingsAtom, { store }));
}

/**
 * The URL of an uploaded file named in the settings or an entity (relative to Uploads); '' for no file, and for an
 * address of another scheme than http(s) (a javascript: or data: URL would run in a frame or a link).
 */
export function uploadUrl(settings: Pick<Settings, 'Uploads'>, fileName: string | null | undefined): string {
  if (!fileName) return '';
  if (/^[a-z][a-z0-9+.-]*:/i.test(fileName)) return /^https?:/i.test(fileName) ? fileName : '';
  if (fileName.startsWith('/')) return apiUrl(fileName);
  const base = settings.Uploads || '/uploads/';
  return apiUrl(`${base.endsWith('/') ? base : `${base}/`}${fileName}`);
}

/** The maps link of the club's address: Coords only when it splits into exactly two parts, otherwise '#'. */
export function mapsLink(coords: string | null | undefined): string {
  const parts = (coords ?? '').split(',');
  if (parts.length !== 2) return '#';
  const [latitude, longitude] = parts.map((part) => encodeURIComponent(part.trim()));
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}

/** The supported culture of a Culture setting; anything else falls back to en-US. */
export function supportedCulture(culture: string | null | undefined): Culture {
  return cultures.find((candidate) => candidate === culture) ?? 'en-US';
}
