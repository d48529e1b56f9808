import i18next from 'i18next';

/** The interface languages, in the order the language switch shows them. */
export const languages = ['es-ES', 'en-US', 'fr-FR', 'it-IT'] as const;
/** One of the four interface languages. */
export type Language = (typeof languages)[number];
/** The language used when none is stored or the stored one is not supported. */
export const defaultLanguage: Language = 'es-ES';
/** Tried when a text is missing in the chosen language; the English source text (the key) comes last. */
export const fallbackLanguage: Language = 'en-US';

/** Texts of one namespace in every language; keys are the English source texts. */
export type Texts = Record<Language, Record<string, string>>;

/** The one i18next instance every app shares (shared-contracts is a federation singleton). */
export const i18n = i18next.createInstance();

/** Returns the supported language for a stored or requested code; anything else falls back to the default. */
export function resolveLanguage(code: string | null | undefined): Language {
  return languages.find((language) => language === code) ?? defaultLanguage;
}

// i18next has no resource store before init, so texts added earlier wait here.
const pending: [string, Texts][] = [];

/** Starts the shared instance in the given language; safe to call more than once. */
export async function initI18n(language: Language): Promise<void> {
  if (i18n.isInitialized) return;
  await i18n.init({
    lng: language,
    supportedLngs: [...languages],
    fallbackLng: fallbackLanguage,
    // Keys are whole English sentences: no key or namespace separators inside them.
    keySeparator: false,
    nsSeparator: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    resources: {},
    // No advertisement in the customers' browser consoles.
    showSupportNotice: false,
  });
  // Texts added before the start (modules loaded early, such as this package's own) are added now.
  for (const [namespace, texts] of pending.splice(0)) addTexts(namespace, texts);
}

/** Adds an app's namespace of texts for the four languages (each app calls it when it loads). */
export function addTexts(namespace: string, texts: Texts): void {
  if (!i18n.isInitialized) {
    pending.push([namespace, texts]);
    return;
  }
  for (const language of languages) {
    i18n.addResourceBundle(language, namespace, texts[language], true, true);
  }
}

/** Translates a key of a namespace; before the start it answers the English source text (the key). */
export function translate(namespace: string, key: string): string {
  return i18n.isInitialized ? i18n.t(key, { ns: namespace }) : key;
}
