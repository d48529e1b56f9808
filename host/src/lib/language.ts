import { resolveLanguage, type Language } from '@club/shared-contracts/i18n';
import { readStored, storageKeys, writeStored } from '@club/shared-contracts/storage';

/** The stored interface language (key lcl); an unknown or missing code falls back to the default. */
export function storedLanguage(): Language {
  return resolveLanguage(readStored<string>(storageKeys.language));
}

/** Stores the chosen language and reloads, so every app starts again in it (document 1, 1). */
export function storeLanguage(language: Language): void {
  writeStored(storageKeys.language, language);
  window.location.reload();
}
