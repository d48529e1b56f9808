import { languages } from '@club/shared-contracts/i18n';
import { voucherTexts } from './texts';

// Plural forms a language may add beyond English's one and other.
const extraPlural = /_(zero|two|few|many)$/;

describe('voucher texts', () => {
  it('has every English source text in every language, and no text English lacks', () => {
    const keys = Object.keys(voucherTexts['en-US']).sort();
    for (const language of languages) {
      const own = Object.keys(voucherTexts[language]).filter((key) => !extraPlural.test(key));
      expect({ language, keys: own.sort() }).toEqual({ language, keys });
    }
  });

  it('has the key itself as the English text, apart from the plural forms', () => {
    for (const [key, value] of Object.entries(voucherTexts['en-US'])) {
      if (key.endsWith('_other')) expect(value).toBe(key.replace(/_other$/, ''));
      else if (!key.endsWith('_one')) expect(value).toBe(key);
    }
  });
});
