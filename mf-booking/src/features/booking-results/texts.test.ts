import { expectCompleteTexts, expectNoSharedTexts } from '@club/shared-ui/testing';
import { bookingTexts } from '../../lib/texts';
import { bookingResultsTexts } from './texts';

describe('match results texts', () => {
  it('has every text in every language with its placeholders', () => {
    expectCompleteTexts(bookingResultsTexts);
  });

  it("holds none of the booking pages' shared texts, as each text has one home", () => {
    expectNoSharedTexts(bookingResultsTexts, bookingTexts);
  });
});
