import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, visiblePages } from './pagination';
import { renderWithI18n } from './testing';

describe('visiblePages', () => {
  it('shows every page when there are four or fewer', () => {
    expect(visiblePages(2, 3)).toEqual([1, 2, 3]);
  });

  it('starts at page 1 near the beginning', () => {
    expect(visiblePages(1, 10)).toEqual([1, 2, 3, 4]);
    expect(visiblePages(2, 10)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the current page in the window in the middle', () => {
    expect(visiblePages(5, 10)).toEqual([4, 5, 6, 7]);
  });

  it('ends at the last page near the end', () => {
    expect(visiblePages(10, 10)).toEqual([7, 8, 9, 10]);
    expect(visiblePages(9, 10)).toEqual([7, 8, 9, 10]);
  });

  it('honours another maximum and clamps a page out of range', () => {
    expect(visiblePages(5, 10, 5)).toEqual([3, 4, 5, 6, 7]);
    expect(visiblePages(99, 6)).toEqual([3, 4, 5, 6]);
    expect(visiblePages(1, 0)).toEqual([]);
  });
});

describe('Pagination', () => {
  it('is a navigation landmark with previous, up to four pages and next', async () => {
    await renderWithI18n(<Pagination page={5} total={10} onChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const pages = within(nav).getAllByRole('button', { name: /^Page / });
    expect(pages.map((button) => button.textContent)).toEqual(['4', '5', '6', '7']);
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('marks the current page', async () => {
    await renderWithI18n(<Pagination page={2} total={3} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
  });

  it('disables previous on the first page and next on the last', async () => {
    const { rerender } = await renderWithI18n(<Pagination page={1} total={3} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination page={3} total={3} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('reports the chosen page', async () => {
    const onChange = jest.fn();
    await renderWithI18n(<Pagination page={2} total={10} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onChange.mock.calls).toEqual([[4], [3], [1]]);
  });

  it('speaks Spanish on a Spanish page', async () => {
    await renderWithI18n(<Pagination page={1} total={2} onChange={() => {}} />, 'es-ES');
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    expect(within(nav).getByRole('button', { name: 'Anterior' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Página 2' })).toBeInTheDocument();
  });

  it('shows nothing with a single page', async () => {
    await renderWithI18n(<Pagination page={1} total={1} onChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
