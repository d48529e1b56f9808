import { languages } from '@club/shared-contracts/i18n';
import { orderTexts } from './texts';

describe('order texts', () => {
  it('has every English source text in every language, the key itself in English', () => {
    const keys = Object.keys(orderTexts['en-US']).sort();
    for (const language of languages) {
      expect({ language, keys: Object.keys(orderTexts[language]).sort() }).toEqual({ language, keys });
    }
    for (const [key, value] of Object.entries(orderTexts['en-US'])) expect(value).toBe(key);
  });
});
