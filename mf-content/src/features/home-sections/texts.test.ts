import { expectCompleteTexts } from '@club/shared-ui/testing';
import { homeSectionTexts } from './texts';

describe('home section texts', () => {
  it('has every English source text in every language, keeping its placeholders', () => {
    expectCompleteTexts(homeSectionTexts);
  });
});
