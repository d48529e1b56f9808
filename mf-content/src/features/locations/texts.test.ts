import { expectCompleteTexts } from '@club/shared-ui/testing';
import { locationsTexts } from './texts';

describe('locations texts', () => {
  it('has every English source text in every language, keeping its placeholders', () => {
    expectCompleteTexts(locationsTexts);
  });
});
