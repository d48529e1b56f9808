import { expectCompleteTexts } from '@club/shared-ui/testing';
import { checkoutProblemTexts } from './checkout-rules';
import { checkoutTexts } from './texts';

describe('checkout texts', () => {
  it('has every English source text in every language, keeping its placeholders', () => {
    expectCompleteTexts(checkoutTexts);
  });

  it('has a text for every problem the pay button can find', () => {
    for (const text of Object.values(checkoutProblemTexts))
      expect(checkoutTexts['en-US']).toHaveProperty([text]);
  });
});
