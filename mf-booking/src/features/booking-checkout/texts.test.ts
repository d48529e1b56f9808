import { expectCompleteTexts, expectNoSharedTexts } from '@club/shared-ui/testing';
import { bookingTexts } from '../../lib/texts';
import { bookingCheckoutTexts } from './texts';

describe('booking checkout texts', () => {
  it('has every text in every language with its placeholders', () => {
    expectCompleteTexts(bookingCheckoutTexts);
  });

  it("holds none of the booking pages' shared texts, as each text has one home", () => {
    expectNoSharedTexts(bookingCheckoutTexts, bookingTexts);
  });
});
