import { languages } from '@club/shared-contracts/i18n';
import { shopTexts } from './texts';

// Plural forms a language may add beyond English's one and other.
const extraPlural = /_(zero|two|few|many)$/;

describe('shop texts', () => {
  it('has every English source text in every language, and no text English lacks', () => {
    const keys = Object.keys(shopTexts['en-US']).sort();
    for (const language of languages) {
      const own = Object.keys(shopTexts[language]).filter((key) => !extraPlural.test(key));
      expect({ language, keys: own.sort() }).toEqual({ language, keys });
    }
  });

  it('has the key itself as the English text, apart from the plural forms', () => {
    for (const [key, value] of Object.entries(shopTexts['en-US'])) {
      if (key.endsWith('_other')) expect(value).toBe(key.replace(/_other$/, ''));
      else if (!key.endsWith('_one')) expect(value).toBe(key);
    }
  });
});
