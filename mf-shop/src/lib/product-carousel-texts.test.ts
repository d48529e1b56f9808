import { languages } from '@club/shared-contracts/i18n';
import { productTexts } from '../features/product/texts';
import { shopListTexts } from '../features/shop-list/texts';
import { shopTexts } from './texts';
import { popularProductsTexts } from './product-carousel-texts';

describe('product carousel texts', () => {
  it('has every English source text in every language, the key itself in English', () => {
    const keys = Object.keys(popularProductsTexts['en-US']).sort();
    for (const language of languages) {
      expect({ language, keys: Object.keys(popularProductsTexts[language]).sort() }).toEqual({
        language,
        keys,
      });
    }
    for (const [key, value] of Object.entries(popularProductsTexts['en-US'])) expect(value).toBe(key);
  });

  it('says what the shop’s other texts say for a text they share, as one namespace holds them all', () => {
    for (const language of languages) {
      for (const [key, text] of Object.entries(popularProductsTexts[language])) {
        for (const texts of [shopTexts, shopListTexts, productTexts]) {
          const shared = texts[language][key];
          if (shared !== undefined) expect({ language, key, text }).toEqual({ language, key, text: shared });
        }
      }
    }
  });
});
