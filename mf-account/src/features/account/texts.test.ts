import { languages } from '@club/shared-contracts/i18n';
import { problemTexts } from './account-values';
import { accountTexts } from './texts';

test('every English source text of the account page is there in the four languages', () => {
  const keys = Object.keys(accountTexts['en-US']).sort();
  for (const language of languages) {
    expect({ language, keys: Object.keys(accountTexts[language]).sort() }).toEqual({ language, keys });
  }
});

test('the English texts are their keys, and every problem of the form has a text', () => {
  for (const [key, value] of Object.entries(accountTexts['en-US'])) expect(value).toBe(key);
  for (const text of Object.values(problemTexts)) expect(accountTexts['en-US']).toHaveProperty([text]);
});
