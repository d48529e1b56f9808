import { screen } from '@testing-library/react';
import { Price } from './price';
import { renderWithI18n } from './testing';

describe('Price', () => {
  it('shows the amount as given', async () => {
    await renderWithI18n(<Price value="12,50 €" />);
    expect(screen.getByText('12,50 €')).not.toHaveClass('special');
  });

  it('highlights a special price', async () => {
    await renderWithI18n(<Price value="9 €" special />);
    expect(screen.getByText('9 €')).toHaveClass('special');
  });

  it('strikes the previous amount through and says what it is to screen readers', async () => {
    const { container } = await renderWithI18n(<Price value="9 €" strike="12 €" />);
    const struck = container.querySelector('s');
    expect(struck).toHaveTextContent('Previous price 12 €');
    expect(screen.getByText('Previous price')).toHaveClass('visually-hidden');
    expect(screen.getByText('9 €')).toBeInTheDocument();
  });

  it('shows no previous amount when none is given', async () => {
    const { container } = await renderWithI18n(<Price value="9 €" />);
    expect(container.querySelector('s')).not.toBeInTheDocument();
  });
});
