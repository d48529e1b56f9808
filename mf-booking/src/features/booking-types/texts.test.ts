import { expectCompleteTexts, expectNoSharedTexts } from '@club/shared-ui/testing';
import { bookingTypeCardTexts } from '../../lib/booking-type-card/texts';
import { bookingTexts } from '../../lib/texts';
import { bookingTypesTexts } from './texts';

describe('booking types texts', () => {
  it('has every text in every language with its placeholders', () => {
    expectCompleteTexts(bookingTypesTexts);
  });

  it("holds none of the booking pages' shared texts, as each text has one home", () => {
    expectNoSharedTexts(bookingTypesTexts, bookingTexts);
  });

  it('holds none of the booking type card’s texts, which it draws with its own', () => {
    expectNoSharedTexts(bookingTypesTexts, bookingTypeCardTexts);
  });
});
