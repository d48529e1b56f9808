import { languages } from '@club/shared-contracts/i18n';
import { voucherTexts } from './texts';

describe('voucher texts', () => {
  it('has every English source text in every language, the key itself in English', () => {
    const keys = Object.keys(voucherTexts['en-US']).sort();
    for (const language of languages) {
      expect({ language, keys: Object.keys(voucherTexts[language]).sort() }).toEqual({ language, keys });
    }
    for (const [key, value] of Object.entries(voucherTexts['en-US'])) expect(value).toBe(key);
  });
});
