import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResultsGrid, type ResultsGridProps } from './results-grid';
import type { Language } from '@club/shared-contracts/i18n';
import { renderWithI18n } from './testing';

interface Post {
  id: number;
  title: string;
}
const posts: Post[] = [
  { id: 7, title: 'Torneo' },
  { id: 9, title: 'Liga' },
];

const renderGrid = (props: Partial<ResultsGridProps<Post>> = {}, language?: Language) =>
  renderWithI18n(
    <ResultsGrid<Post>
      label="Posts"
      state="loaded"
      items={posts}
      itemKey={(post) => post.id}
      renderCard={(post, index) => <article aria-label={`${post.title} ${index}`} />}
      skeleton={<div aria-hidden="true" />}
      skeletonCount={5}
      cardWidth="17rem"
      page={1}
      pages={3}
      onPage={jest.fn()}
      {...props}
    />,
    language,
  );

const region = () => screen.getByRole('region', { name: 'Posts' });
const cards = () => within(region()).queryAllByRole('article');

beforeAll(() => {
  // jsdom lays nothing out, so it has no scrolling either.
  Element.prototype.scrollIntoView = jest.fn();
});

describe('ResultsGrid', () => {
  it('shows the cards of a loaded page in a list, in order, each told its place', async () => {
    await renderGrid({ pages: 1 });
    expect(region()).toHaveAttribute('aria-busy', 'false');
    expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual(['Torneo 0', 'Liga 1']);
    expect(within(region()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows as many skeletons as asked in a busy region while the page loads, and no cards', async () => {
    const { container } = await renderGrid({ state: 'loading' });
    expect(region()).toHaveAttribute('aria-busy', 'true');
    expect(cards()).toHaveLength(0);
    expect(container.querySelectorAll('li > [aria-hidden="true"]')).toHaveLength(5);
  });

  it('says a page that failed to load could not be loaded, in the customer language, instead of an empty list', async () => {
    await renderGrid({ state: 'failed', items: [], pages: 0 }, 'es-ES');
    expect(within(region()).queryByRole('list')).not.toBeInTheDocument();
    expect(within(region()).getByRole('alert')).toHaveTextContent(
      'No se ha podido cargar la lista. Por favor, inténtalo de nuevo en unos minutos.',
    );
  });

  it('shows no grid for an empty or failed page, only what the list says about it', async () => {
    await renderGrid({ items: [], pages: 0, children: <p>Try another search.</p> });
    expect(within(region()).queryByRole('list')).not.toBeInTheDocument();
    expect(within(region()).getByText('Try another search.')).toBeInTheDocument();
  });

  it('changes page and moves the focus and the view to the top of the new cards', async () => {
    const onPage = jest.fn();
    await renderGrid({ onPage });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
    expect(region()).toHaveFocus();
    expect(region().scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  });

  it('shows no pagination for a single page', async () => {
    await renderGrid({ pages: 1 });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});
