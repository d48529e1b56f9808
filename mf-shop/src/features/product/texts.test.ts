import { languages } from '@club/shared-contracts/i18n';
import { shopTexts } from '../../lib/texts';
import { productTexts } from './texts';

describe('product page texts', () => {
  it('has every English source text in every language, the key itself in English', () => {
    const keys = Object.keys(productTexts['en-US']).sort();
    for (const language of languages) {
      expect({ language, keys: Object.keys(productTexts[language]).sort() }).toEqual({ language, keys });
    }
    for (const [key, value] of Object.entries(productTexts['en-US'])) expect(value).toBe(key);
  });

  it('holds no text of the shop’s shared texts, as each text has one home', () => {
    for (const language of languages) {
      const own = Object.keys(productTexts[language]);
      const shared = Object.keys(shopTexts[language]);
      expect({ language, keys: own.filter((key) => shared.includes(key)) }).toEqual({ language, keys: [] });
    }
  });
});
