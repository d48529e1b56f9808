import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { blogGridStatus, BlogSort } from '@club/shared-contracts/api/content';
import { fakeApi, sentGrid, StatusAnswer, type SentRequest } from '@club/shared-contracts/api/test-fetch';
import type { TextBlock } from '@club/shared-contracts/entities';
import { ApiError } from '@club/shared-contracts/http';
import {
  currentPath,
  provideClubSettings,
  renderAtPath,
  settle,
  shownPageNumbers,
  startAnonymous,
} from '@club/shared-ui/testing';
import { BlogPage } from './blog-page';

const post = (id: number, changes: Partial<TextBlock> = {}): TextBlock => ({
  id,
  title: `Post ${id}`,
  text: `<p>Text of <strong>post</strong> ${id}</p>`,
  smalText: `Small text ${id}`,
  image: `post-${id}.svg`,
  created: '2026-11-20T10:00:00Z',
  name: 'Marta Gil',
  textBlockType: 'Posts',
  ...changes,
});

/** A blog of `total` posts answering the rows asked (startRow and endRow, both inclusive). */
function blog(total: number) {
  return (url: URL) => {
    const start = Number(url.searchParams.get('startRow'));
    const end = Math.min(Number(url.searchParams.get('endRow')), total - 1);
    const data = Array.from({ length: Math.max(0, end - start + 1) }, (_, index) => post(start + index + 1));
    return { ok: true, data, totalCount: total };
  };
}

let requests: SentRequest[];
beforeAll(() => {
  // jsdom lays nothing out, so it has no scrolling either.
  Element.prototype.scrollIntoView = jest.fn();
});
beforeEach(() => {
  startAnonymous();
  provideClubSettings();
  requests = fakeApi({ '/api/cztextblocks/list-by-page': blog(64) });
});

const renderBlog = (path = '/blog', language: 'en-US' | 'es-ES' = 'en-US') =>
  renderAtPath({ '/blog': <BlogPage />, '/post/:id': 'Post page' }, path, language);

const sent = () => sentGrid(requests.at(-1)!);
const cards = () => within(screen.getByRole('region', { name: 'Posts' })).queryAllByRole('article');

describe('blog list', () => {
  it('shows the first 30 posts newest first with the count, each card linking to its post', async () => {
    await renderBlog();
    expect(screen.getByText('Showing 1–30 of 64 results')).toHaveAttribute('role', 'status');
    expect(cards()).toHaveLength(30);
    expect(sent().rows).toEqual(['0', '29']);
    expect(sent().gridStatus).toEqual(blogGridStatus({ sort: BlogSort.New }));
    const first = cards()[0]!;
    expect(within(first).getByRole('link', { name: 'Post 1' })).toHaveAttribute('href', '/post/1');
    expect(within(first).getByText('Marta Gil')).toBeInTheDocument();
    expect(within(first).getByText('20/11/2026')).toBeInTheDocument();
    expect(within(first).getByText('Small text 1')).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('width', '400');
  });

  it('cuts the excerpt at 100 characters, from the text without HTML when there is no small text', async () => {
    const long = 'Una frase larga sobre el torneo. '.repeat(6);
    requests = fakeApi({
      '/api/cztextblocks/list-by-page': {
        ok: true,
        data: [post(1, { smalText: long }), post(2, { smalText: '', text: '<p>Solo <em>texto</em></p>' })],
        totalCount: 2,
      },
    });
    await renderBlog();
    expect(within(cards()[0]!).getByText(`${long.slice(0, 100).trimEnd()}…`)).toBeInTheDocument();
    expect(within(cards()[1]!).getByText('Solo texto')).toBeInTheDocument();
  });

  it('says the count in Spanish', async () => {
    await renderBlog('/blog?page=3', 'es-ES');
    expect(screen.getByText('Mostrando 61–64 de 64 resultados')).toBeInTheDocument();
  });

  it('says "No posts found" for an empty search, suggesting another', async () => {
    requests = fakeApi({ '/api/cztextblocks/list-by-page': blog(0) });
    await renderBlog('/blog?search=camiones');
    expect(screen.getByText('No posts found')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Try another search.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('only logs a load failure, and shows the empty state instead of a skeleton forever', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    requests = fakeApi({
      '/api/cztextblocks/list-by-page': () => new StatusAnswer(500, { ok: false, errorMsg: 'Database down' }),
    });
    await renderBlog();
    expect(logged).toHaveBeenCalledWith('blog posts could not be loaded', expect.any(ApiError));
    expect(screen.getByText('No posts found')).toBeInTheDocument();
    expect(screen.queryByText('Database down')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Posts' })).toHaveAttribute('aria-busy', 'false');
    logged.mockRestore();
  });
});

describe('blog pagination, sort and search', () => {
  it('shows previous, at most 4 page numbers and next, and moves by one page', async () => {
    requests = fakeApi({ '/api/cztextblocks/list-by-page': blog(300) });
    await renderBlog('/blog?page=5');
    expect(shownPageNumbers()).toEqual(['4', '5', '6', '7']);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await settle();
    expect(currentPath()).toBe('/blog?page=6');
    expect(sent().rows).toEqual(['150', '179']);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await settle();
    expect(currentPath()).toBe('/blog?page=5');
  });

  it('Sort By Old sorts Created ascending and goes back to page 1, in the URL', async () => {
    await renderBlog('/blog?page=2');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Sort By Old');
    await settle();
    expect(currentPath()).toBe('/blog?sort=old');
    expect(sent().rows).toEqual(['0', '29']);
    expect(sent().gridStatus).toEqual(blogGridStatus({ sort: BlogSort.Old }));
  });

  it('reads page and sort from the URL', async () => {
    await renderBlog('/blog?sort=old&page=2');
    expect(sent().rows).toEqual(['30', '59']);
    expect(sent().gridStatus).toEqual(blogGridStatus({ sort: BlogSort.Old }));
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveValue('old');
    expect(screen.getByText('Showing 31–60 of 64 results')).toBeInTheDocument();
  });

  it('searches more than 3 characters when typing pauses, back on page 1, with the search in the URL', async () => {
    await renderBlog('/blog?page=2&sort=old');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'padel');
    await waitFor(() => expect(currentPath()).toBe('/blog?sort=old&search=padel'));
    await settle();
    expect(sent().rows).toEqual(['0', '29']);
    expect(sent().gridStatus).toEqual(blogGridStatus({ search: 'padel', sort: BlogSort.Old }));
  });

  it('prefills the search box from the URL and searches by it', async () => {
    await renderBlog('/blog?search=torneo');
    expect(screen.getByRole('searchbox', { name: 'Search posts' })).toHaveValue('torneo');
    expect(sent().gridStatus).toEqual(blogGridStatus({ search: 'torneo' }));
  });
});
