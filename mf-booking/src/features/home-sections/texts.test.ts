import { expectCompleteTexts, expectNoSharedTexts } from '@club/shared-ui/testing';
import { bookingTexts } from '../../lib/texts';
import { homeSectionTexts } from './texts';

describe('home section texts', () => {
  it('has every text in every language with its placeholders', () => {
    expectCompleteTexts(homeSectionTexts);
  });

  it("holds none of the booking pages' shared texts, as each text has one home", () => {
    expectNoSharedTexts(homeSectionTexts, bookingTexts);
  });
});
