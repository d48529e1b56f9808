import { expectCompleteTexts } from '@club/shared-ui/testing';
import { paymentReturnTexts } from './texts';

describe('payment return texts', () => {
  it('has every English source text in every language, keeping its placeholders', () => {
    expectCompleteTexts(paymentReturnTexts);
  });
});
