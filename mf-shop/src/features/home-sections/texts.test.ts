import { languages } from '@club/shared-contracts/i18n';
import { shopTexts } from '../../lib/texts';
import { productTexts } from '../product/texts';
import { shopListTexts } from '../shop-list/texts';
import { homeSectionTexts } from './texts';

describe('home section texts', () => {
  it('has every English source text in every language, the key itself in English', () => {
    const keys = Object.keys(homeSectionTexts['en-US']).sort();
    for (const language of languages) {
      expect({ language, keys: Object.keys(homeSectionTexts[language]).sort() }).toEqual({ language, keys });
    }
    for (const [key, value] of Object.entries(homeSectionTexts['en-US'])) expect(value).toBe(key);
  });

  it('says what the shop’s other texts say for a text they share, as one namespace holds them all', () => {
    for (const language of languages) {
      for (const [key, text] of Object.entries(homeSectionTexts[language])) {
        for (const texts of [shopTexts, shopListTexts, productTexts]) {
          const shared = texts[language][key];
          if (shared !== undefined) expect({ language, key, text }).toEqual({ language, key, text: shared });
        }
      }
    }
  });
});
