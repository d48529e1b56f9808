import { expectCompleteTexts } from '@club/shared-ui/testing';
import { commsTexts } from './texts';

describe('communications texts', () => {
  it('has every English source text in every language, keeping its placeholders', () => {
    expectCompleteTexts(commsTexts);
  });
});
