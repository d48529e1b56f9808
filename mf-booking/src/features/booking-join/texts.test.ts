import { expectCompleteTexts, expectNoSharedTexts } from '@club/shared-ui/testing';
import { bookingTexts } from '../../lib/texts';
import { bookingJoinTexts } from './texts';

describe('join page texts', () => {
  it('has every text in every language with its placeholders', () => {
    expectCompleteTexts(bookingJoinTexts);
  });

  it("holds none of the booking pages' shared texts, as each text has one home", () => {
    expectNoSharedTexts(bookingJoinTexts, bookingTexts);
  });
});
