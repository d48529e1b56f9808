import { expectCompleteTexts } from '@club/shared-ui/testing';
import { ticketsInvoicesTexts } from './texts';

describe('ticket and invoice texts', () => {
  it('has every English source text in every language', () => {
    expectCompleteTexts(ticketsInvoicesTexts);
  });
});
