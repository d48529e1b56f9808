import { resolveLanguage, type Language } from '@club/shared-contracts/i18n';
import { readStored, storageKeys, writeStored } from '@club/shared-contracts/storage';

/** The cookie that tells the host's server the visitor's language, so that it draws the page in it. */
export const languageCookie = 'lcl';

/** The stored interface language (key lcl); an unknown or missing code falls back to the default. */
export function storedLanguage(): Language {
  return resolveLanguage(readStored<string>(storageKeys.language));
}

/** Tells the host's server the language (its cookie, for a year, sent to this site's pages only). */
export function rememberLanguageForServer(language: Language): void {
  document.cookie = `${languageCookie}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** Stores the chosen language and reloads, so every app starts again in it (document 1, 1). */
export function storeLanguage(language: Language): void {
  writeStored(storageKeys.language, language);
  rememberLanguageForServer(language);
  window.location.reload();
}
