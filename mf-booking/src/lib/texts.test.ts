import { expectCompleteTexts } from '@club/shared-ui/testing';
import { bookingTexts } from './texts';

describe('booking shared texts', () => {
  it('has every text in every language with its placeholders', () => {
    expectCompleteTexts(bookingTexts);
  });
});
