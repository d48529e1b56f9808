import { expectCompleteTexts, expectNoSharedTexts } from '@club/shared-ui/testing';
import { bookingTexts } from '../../lib/texts';
import { levelsTexts } from './texts';

describe('levels texts', () => {
  it('has every text in every language with its placeholders', () => {
    expectCompleteTexts(levelsTexts);
  });

  it("holds none of the booking pages' shared texts, as each text has one home", () => {
    expectNoSharedTexts(levelsTexts, bookingTexts);
  });
});
