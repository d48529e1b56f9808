import { expectCompleteTexts, expectNoSharedTexts } from '@club/shared-ui/testing';
import { contentTexts } from '../../lib/texts';
import { activityTexts } from './texts';

describe('activity page texts', () => {
  it('has every text in every language with its placeholders', () => {
    expectCompleteTexts(activityTexts);
  });

  it("holds none of the content pages' shared texts, as each text has one home", () => {
    expectNoSharedTexts(activityTexts, contentTexts);
  });
});
