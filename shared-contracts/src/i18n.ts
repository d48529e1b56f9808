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

/** What starts the console warning about a text missing in the page's language (the e2e texts check reads it). */
export const missingTextWarning = '[missing text]';

// Each missing text is told once per page.
const warned = new Set<string>();

interface ResolvedText {
  i18nResolved?: { res?: unknown; usedLng?: string; usedNS?: string };
  lng?: string;
}

// A text missing in the page's language falls back to English, and one missing everywhere shows its key (the English
// source text): both unnoticed on a page, so each is told in the console, where the e2e texts check fails on it.
i18n.use({
  type: 'postProcessor',
  name: 'missingText',
  process(value: string, key: string | string[], options: ResolvedText, translator: { language: string }) {
    const resolved = options.i18nResolved;
    const language = options.lng ?? translator.language;
    if (resolved && (resolved.res === undefined || resolved.usedLng !== language)) {
      const warning = `${missingTextWarning} ${resolved.usedNS ?? ''} '${String(key)}' in ${language}`;
      if (!warned.has(warning)) console.warn(warning);
      warned.add(warning);
    }
    return value;
  },
});

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
    postProcess: ['missingText'],
    postProcessPassResolved: true,
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
