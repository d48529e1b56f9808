import { screen } from '@testing-library/react';
import { ResultsToolbar } from './results-toolbar';
import { renderWithI18n } from './testing';

describe('ResultsToolbar', () => {
  it('says the count in a polite live region beside the controls', async () => {
    await renderWithI18n(
      <ResultsToolbar count="Showing 1–30 of 64 results" countWidth="14rem">
        <button type="button">Sort</button>
      </ResultsToolbar>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–30 of 64 results');
    expect(screen.getByRole('button', { name: 'Sort' })).toBeInTheDocument();
  });
});
