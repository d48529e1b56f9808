import { expectCompleteTexts, expectNoSharedTexts } from '@club/shared-ui/testing';
import { bookingTexts } from '../texts';
import { bookingTypeCardTexts } from './texts';

describe('booking type card texts', () => {
  it('has every text in every language with its placeholders', () => {
    expectCompleteTexts(bookingTypeCardTexts);
  });

  it("holds none of the booking pages' shared texts, as each text has one home", () => {
    expectNoSharedTexts(bookingTypeCardTexts, bookingTexts);
  });
});
