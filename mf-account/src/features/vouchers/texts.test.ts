import { expectCompleteTexts } from '@club/shared-ui/testing';
import { voucherTexts } from './texts';

describe('voucher texts', () => {
  it('has every English source text in every language, keeping its placeholders and plural forms', () => {
    expectCompleteTexts(voucherTexts);
  });
});
