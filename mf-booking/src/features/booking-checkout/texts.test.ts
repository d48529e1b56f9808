import { languages } from '@club/shared-contracts/i18n';
import { bookingCheckoutTexts } from './texts';

describe('booking checkout texts', () => {
  it('has every English source text in every language, the key itself in English', () => {
    const keys = Object.keys(bookingCheckoutTexts['en-US']).sort();
    for (const language of languages) {
      expect({ language, keys: Object.keys(bookingCheckoutTexts[language]).sort() }).toEqual({
        language,
        keys,
      });
    }
    for (const [key, value] of Object.entries(bookingCheckoutTexts['en-US'])) expect(value).toBe(key);
  });

  it('keeps the placeholders of every text in every language', () => {
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const language of languages) {
      for (const [key, value] of Object.entries(bookingCheckoutTexts[language])) {
        expect({ language, key, placeholders: placeholders(value) }).toEqual({
          language,
          key,
          placeholders: placeholders(key),
        });
      }
    }
  });
});
