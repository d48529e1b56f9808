import { expectCompleteTexts } from '@club/shared-ui/testing';
import { blogTexts } from './texts';

describe('blog texts', () => {
  it('has every English source text in every language, keeping its placeholders', () => {
    expectCompleteTexts(blogTexts);
  });
});
