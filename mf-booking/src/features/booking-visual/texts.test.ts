import { expectCompleteTexts, expectNoSharedTexts } from '@club/shared-ui/testing';
import { bookingTexts } from '../../lib/texts';
import { bookingVisualTexts } from './texts';

describe('visual place map texts', () => {
  it('has every text in every language with its placeholders', () => {
    expectCompleteTexts(bookingVisualTexts);
  });

  it("holds none of the booking pages' shared texts, as each text has one home", () => {
    expectNoSharedTexts(bookingVisualTexts, bookingTexts);
  });
});
