import { languages } from '@club/shared-contracts/i18n';
import { bookingTypesTexts } from './texts';

describe('booking types texts', () => {
  it('has every English source text in every language, the key itself in English', () => {
    const keys = Object.keys(bookingTypesTexts['en-US']).sort();
    for (const language of languages) {
      expect({ language, keys: Object.keys(bookingTypesTexts[language]).sort() }).toEqual({ language, keys });
    }
    for (const [key, value] of Object.entries(bookingTypesTexts['en-US'])) expect(value).toBe(key);
  });

  it('translates every text out of English', () => {
    for (const language of languages.filter((other) => other !== 'en-US')) {
      for (const [key, value] of Object.entries(bookingTypesTexts[language])) {
        expect({ language, key, translated: value !== '' && value !== key }).toEqual({
          language,
          key,
          translated: true,
        });
      }
    }
  });
});
