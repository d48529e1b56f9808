import { languages } from '@club/shared-contracts/i18n';
import { courtBookingTexts } from './texts';

describe('court booking texts', () => {
  it('has every English source text in every language, the key itself in English', () => {
    const keys = Object.keys(courtBookingTexts['en-US']).sort();
    for (const language of languages) {
      expect({ language, keys: Object.keys(courtBookingTexts[language]).sort() }).toEqual({ language, keys });
    }
    for (const [key, value] of Object.entries(courtBookingTexts['en-US'])) expect(value).toBe(key);
  });

  it('keeps every interpolation of a text in each translation', () => {
    for (const key of Object.keys(courtBookingTexts['en-US'])) {
      const names = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();
      for (const language of languages)
        expect({ language, key, names: names(courtBookingTexts[language][key] ?? '') }).toEqual({
          language,
          key,
          names: names(key),
        });
    }
  });
});
