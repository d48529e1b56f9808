import { expectCompleteTexts, expectNoSharedTexts } from '@club/shared-ui/testing';
import { bookingTexts } from '../../lib/texts';
import { bookingTypesTexts } from './texts';

describe('booking types texts', () => {
  it('has every text in every language with its placeholders', () => {
    expectCompleteTexts(bookingTypesTexts);
  });

  it("holds none of the booking pages' shared texts, as each text has one home", () => {
    expectNoSharedTexts(bookingTypesTexts, bookingTexts);
  });
});
