import { memo, useId } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { languages, resolveLanguage, type Language } from '@club/shared-contracts/i18n';
import { storeLanguage } from '../../lib/language';

const languageNames: Record<Language, string> = {
  'es-ES': 'Español',
  'en-US': 'English',
  'fr-FR': 'Français',
  'it-IT': 'Italiano',
};

/** The language select: the choice is stored and the page reloads in that language. */
export const LanguageSwitch = memo(function LanguageSwitch() {
  const { t, i18n } = useTranslation('host');
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {t('Language')}
      </label>
      <select
        id={id}
        value={resolveLanguage(i18n.language)}
        onChange={(event) => storeLanguage(resolveLanguage(event.target.value))}
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageNames[language]}
          </option>
        ))}
      </select>
    </>
  );
});
