import { expectCompleteTexts } from '@club/shared-ui/testing';
import { postTexts } from './texts';

describe('post texts', () => {
  it('has every English source text in every language, keeping its placeholders', () => {
    expectCompleteTexts(postTexts);
  });
});
