import { expectCompleteTexts, expectNoSharedTexts } from '@club/shared-ui/testing';
import { bookingTexts } from '../../lib/texts';
import { courtBookingTexts } from './texts';

describe('court booking texts', () => {
  it('has every text in every language with its placeholders', () => {
    expectCompleteTexts(courtBookingTexts);
  });

  it("holds none of the booking pages' shared texts, as each text has one home", () => {
    expectNoSharedTexts(courtBookingTexts, bookingTexts);
  });
});
