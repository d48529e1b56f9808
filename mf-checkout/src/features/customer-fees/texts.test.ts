import { expectCompleteTexts } from '@club/shared-ui/testing';
import { customerFeesTexts } from './texts';

describe('fees texts', () => {
  it('has every English source text in every language, keeping its placeholders', () => {
    expectCompleteTexts(customerFeesTexts);
  });
});
