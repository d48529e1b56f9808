import { expectCompleteTexts } from '@club/shared-ui/testing';
import { debtsTexts } from './texts';

describe('pending sales texts', () => {
  it('has every English source text in every language, keeping its placeholders', () => {
    expectCompleteTexts(debtsTexts);
  });
});
