import { languages } from '@club/shared-contracts/i18n';
import { shopTexts } from '../../lib/texts';
import { productTexts } from '../product/texts';
import { shopListTexts } from './texts';

// Plural forms a language may add beyond English's one and other.
const extraPlural = /_(zero|two|few|many)$/;

describe('shop list texts', () => {
  it('has every English source text in every language, and no text English lacks', () => {
    const keys = Object.keys(shopListTexts['en-US']).sort();
    for (const language of languages) {
      const own = Object.keys(shopListTexts[language]).filter((key) => !extraPlural.test(key));
      expect({ language, keys: own.sort() }).toEqual({ language, keys });
    }
  });

  it('has the key itself as the English text, apart from the plural forms', () => {
    for (const [key, value] of Object.entries(shopListTexts['en-US'])) {
      if (key.endsWith('_other')) expect(value).toBe(key.replace(/_other$/, ''));
      else if (!key.endsWith('_one')) expect(value).toBe(key);
    }
  });

  it('holds no text of the shop’s shared texts or of the product page, as each text has one home', () => {
    for (const language of languages) {
      const own = Object.keys(shopListTexts[language]);
      const elsewhere = [...Object.keys(shopTexts[language]), ...Object.keys(productTexts[language])];
      expect({ language, keys: own.filter((key) => elsewhere.includes(key)) }).toEqual({
        language,
        keys: [],
      });
    }
  });
});
