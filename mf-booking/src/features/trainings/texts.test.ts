import { expectCompleteTexts, expectNoSharedTexts } from '@club/shared-ui/testing';
import { bookingTexts } from '../../lib/texts';
import { trainingsTexts } from './texts';

describe('trainings texts', () => {
  it('has every text in every language with its placeholders', () => {
    expectCompleteTexts(trainingsTexts);
  });

  it("holds none of the booking pages' shared texts, as each text has one home", () => {
    expectNoSharedTexts(trainingsTexts, bookingTexts);
  });
});
