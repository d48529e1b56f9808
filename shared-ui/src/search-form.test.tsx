import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchForm } from './search-form';
import { renderWithI18n } from './testing';

const renderForm = (onSearch: (search: string) => void, search = '') =>
  renderWithI18n(
    <SearchForm
      search={search}
      onSearch={onSearch}
      label="Search posts"
      hint="Type at least 4 characters."
      submitText="Search"
    />,
  );

describe('SearchForm', () => {
  it('is a search landmark whose box is prefilled from the URL and says how long a search must be', async () => {
    await renderForm(jest.fn(), 'torneo');
    const box = screen.getByRole('searchbox', { name: 'Search posts' });
    expect(box).toHaveValue('torneo');
    expect(box).toHaveAccessibleDescription('Type at least 4 characters.');
    expect(screen.getByRole('search')).toContainElement(box);
  });

  it('applies a search of 4 characters on Enter or the button, never one of 3', async () => {
    const onSearch = jest.fn();
    await renderForm(onSearch);
    await userEvent.type(screen.getByRole('searchbox'), 'pad{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('searchbox'), 'e{Enter}');
    expect(onSearch).toHaveBeenCalledWith('pade');
  });

  it('applies an emptied box, which shows the whole list again', async () => {
    const onSearch = jest.fn();
    await renderForm(onSearch, 'pala');
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('');
  });
});
