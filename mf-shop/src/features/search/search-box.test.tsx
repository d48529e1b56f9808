import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, sentRequest, type SentRequest } from '@club/shared-contracts/api/test-fetch';
import type { CustomerSearchResult, Settings } from '@club/shared-contracts/entities';
import { provideSettings } from '@club/shared-contracts/settings';
import { BrowserRouter, Outlet, useRoutes } from '@club/shared-ui/router';
import { renderWithI18n } from '@club/shared-ui/testing';
import { searchDebounceMs } from './customer-search';
import { Widget } from './search-box';

/** A search the API double received, answered when the test says so. */
interface PendingSearch {
  request: SentRequest;
  answer: (results: CustomerSearchResult[]) => Promise<void>;
  fail: () => Promise<void>;
}

/** Replaces fetch with a double that holds every search until the test answers it, in any order. */
function fakeSearchApi(): PendingSearch[] {
  const searches: PendingSearch[] = [];
  global.fetch = jest.fn(
    (url: string, init: RequestInit) =>
      new Promise<Response>((resolve) => {
        const reply = (status: number, body: unknown) =>
          act(async () => {
            resolve(jsonResponse(status, body));
            await jest.advanceTimersByTimeAsync(0);
          });
        searches.push({
          request: sentRequest(url, init),
          answer: (rowData) => reply(200, { ok: true, rowData }),
          fail: () => reply(500, { ok: false, errorMsg: 'Search is down' }),
        });
      }),
  ) as unknown as typeof fetch;
  return searches;
}

const racket: CustomerSearchResult = {
  id: 1,
  name: 'Pala Carbon Pro',
  logo: 'product-racket.svg',
  detail: '<p>Marco de <b>carbono</b> 12K</p><img src="x" onerror="alert(1)">',
};
const bag: CustomerSearchResult = { id: 5, name: 'Paletero del club', logo: '', detail: 'Para dos palas' };
const allPalas: CustomerSearchResult = { id: null, name: 'Todo en palas', logo: '', detail: '' };

let searches: PendingSearch[];

beforeEach(() => {
  jest.useFakeTimers();
  searches = fakeSearchApi();
  provideSettings({ Uploads: '/uploads/' } as Settings);
});

afterEach(() => {
  jest.useRealTimers();
});

/** The search box in a layout that stays while the router goes to the shop's pages. */
function SearchBoxLayout() {
  return useRoutes([
    {
      path: '/',
      element: (
        <>
          <Widget />
          <Outlet />
        </>
      ),
      children: [
        { index: true, element: 'Home page' },
        { path: 'shop', element: 'Shop page' },
        { path: 'shop/:id', element: 'Product page' },
      ],
    },
  ]);
}

async function renderSearchBox(language: 'en-US' | 'es-ES' = 'en-US') {
  window.history.replaceState(null, '', '/');
  await act(() =>
    renderWithI18n(
      <BrowserRouter>
        <SearchBoxLayout />
      </BrowserRouter>,
      language,
    ),
  );
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const box = screen.getByRole('combobox', {
    name: language === 'en-US' ? 'Search products' : 'Buscar productos',
  });
  return { user, box };
}

/** Lets the quiet time after the last keystroke pass, so the search is sent. */
const pause = (ms = searchDebounceMs) => act(() => jest.advanceTimersByTimeAsync(ms));

/** Types a text, waits for its search and answers it. */
async function searchFor(
  user: ReturnType<typeof userEvent.setup>,
  box: HTMLElement,
  text: string,
  results: CustomerSearchResult[],
) {
  await user.type(box, text);
  await pause();
  await searches.at(-1)!.answer(results);
}

const options = () => screen.queryAllByRole('option');
const optionNames = () => options().map((option) => option.querySelector('span span')?.textContent);

describe('navigation search box', () => {
  it('is a combobox with a listbox popup, named in the visitor’s language', async () => {
    const { box } = await renderSearchBox('es-ES');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(box.getAttribute('aria-controls')!)).toHaveAttribute('role', 'listbox');
    expect(screen.getByRole('search')).toContainElement(box);
  });

  it('searches nothing at 2 characters, and from 3 once typing pauses', async () => {
    const { user, box } = await renderSearchBox();
    await user.type(box, 'pa');
    await pause(2000);
    expect(searches).toHaveLength(0);

    await user.type(box, 'l');
    await pause(searchDebounceMs - 1);
    expect(searches).toHaveLength(0);
    await pause(1);
    expect(searches).toHaveLength(1);
    expect(searches[0]!.request.method).toBe('POST');
    expect(searches[0]!.request.url.pathname).toBe('/api/products/search');
    expect(searches[0]!.request.body).toEqual({ search: 'pal' });
  });

  it('sends one search for quick typing: the text as it stands when typing pauses', async () => {
    const { user, box } = await renderSearchBox();
    await user.type(box, '  pala  ');
    await pause();
    expect(searches.map((search) => search.request.body)).toEqual([{ search: 'pala' }]);
  });

  it('shows each result’s name, 108 by 100 logo and detail as plain text', async () => {
    const { user, box } = await renderSearchBox();
    await searchFor(user, box, 'pal', [racket, bag]);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toEqual(['Pala Carbon Pro', 'Paletero del club']);
    const [first, second] = options();
    expect(first).toHaveTextContent('Marco de carbono 12K');
    // The detail's markup never reaches the page: no bold text, no image with a handler.
    expect(first!.querySelector('b')).toBeNull();
    const images = first!.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', expect.stringMatching(/\/uploads\/product-racket\.svg$/));
    expect(images[0]).toHaveAttribute('width', '108');
    expect(images[0]).toHaveAttribute('height', '100');
    expect(images[0]).toHaveAttribute('alt', '');
    // A result without a logo keeps the image's place.
    expect(second!.querySelector('img')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Results found: 2');
  });

  it('shows it is searching while the answer is on its way', async () => {
    const { user, box } = await renderSearchBox();
    await user.type(box, 'pal');
    expect(screen.getByText('Searching…')).toBeInTheDocument();
    await pause();
    expect(screen.getByText('Searching…')).toBeInTheDocument();
    await searches[0]!.answer([racket]);
    expect(screen.queryByText('Searching…')).not.toBeInTheDocument();
  });

  it('says so when nothing is found', async () => {
    const { user, box } = await renderSearchBox();
    await searchFor(user, box, 'xyz', []);
    expect(screen.getAllByText('No results found')).toHaveLength(2);
    expect(options()).toHaveLength(0);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('drops an answer that arrives after a newer search started, in either order', async () => {
    const { user, box } = await renderSearchBox();
    await user.type(box, 'pal');
    await pause();
    await user.type(box, 'e');
    await pause();
    expect(searches.map((search) => search.request.body)).toEqual([{ search: 'pal' }, { search: 'pale' }]);

    // The older answer comes first: it is not for the text any more.
    await searches[0]!.answer([racket, bag]);
    expect(options()).toHaveLength(0);
    await searches[1]!.answer([bag]);
    expect(optionNames()).toEqual(['Paletero del club']);

    // A newer answer already shown is never overwritten by a late older one.
    await user.type(box, 'r');
    await pause();
    await user.type(box, 'o');
    await pause();
    await searches[3]!.answer([allPalas]);
    await searches[2]!.answer([racket]);
    expect(optionNames()).toEqual(['Todo en palas']);
  });

  it('clears the results when the text is emptied, and never brings them back', async () => {
    const { user, box } = await renderSearchBox();
    await searchFor(user, box, 'pal', [racket]);
    expect(options()).toHaveLength(1);

    await user.clear(box);
    expect(options()).toHaveLength(0);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    // The same text again searches again; the old results do not show before the new answer.
    await user.type(box, 'pal');
    expect(options()).toHaveLength(0);
    await pause();
    expect(searches).toHaveLength(2);
  });

  it('moves through the results with the arrow keys, Home and End, marking the highlighted one', async () => {
    const { user, box } = await renderSearchBox();
    await searchFor(user, box, 'pal', [racket, bag, allPalas]);
    const highlighted = () => {
      const id = box.getAttribute('aria-activedescendant');
      return id ? document.getElementById(id)?.querySelector('span span')?.textContent : null;
    };
    expect(highlighted()).toBeNull();

    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe('Pala Carbon Pro');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe('Paletero del club');
    expect(options()[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{End}');
    expect(highlighted()).toBe('Todo en palas');
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe('Pala Carbon Pro');
    await user.keyboard('{ArrowUp}');
    expect(highlighted()).toBe('Todo en palas');
    await user.keyboard('{Home}');
    expect(highlighted()).toBe('Pala Carbon Pro');
  });

  it('closes with Escape, opens again with ArrowDown, and clears the text with a second Escape', async () => {
    const { user, box } = await renderSearchBox();
    await searchFor(user, box, 'pal', [racket, bag]);
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('pal');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}{Escape}');
    expect(box).toHaveValue('');
  });

  it('goes to the product page of the result chosen with Enter, and closes', async () => {
    const { user, box } = await renderSearchBox();
    await searchFor(user, box, 'pal', [racket, bag]);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(window.location.pathname).toBe('/shop/5');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Product page')).toBeInTheDocument();
  });

  it('goes to the product page of a clicked result', async () => {
    const { user, box } = await renderSearchBox();
    await searchFor(user, box, 'pal', [racket, bag]);
    await user.click(screen.getByRole('option', { name: /^Pala Carbon Pro/ }));
    expect(window.location.pathname).toBe('/shop/1');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches the shop for the text when the chosen result has no id', async () => {
    const { user, box } = await renderSearchBox();
    await searchFor(user, box, 'pal', [racket, allPalas]);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(window.location.pathname).toBe('/shop');
    expect(window.location.search).toBe('?search=pal');
  });

  it('searches the shop for the text on Enter without a highlighted result', async () => {
    const { user, box } = await renderSearchBox();
    await searchFor(user, box, ' pala carbon ', [racket]);
    await user.keyboard('{Enter}');
    expect(window.location.pathname).toBe('/shop');
    expect(new URLSearchParams(window.location.search).get('search')).toBe('pala carbon');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('does nothing on Enter in an empty box', async () => {
    const { user, box } = await renderSearchBox();
    await user.type(box, '  {Enter}');
    expect(window.location.pathname).toBe('/');
  });

  it('closes when the customer clicks outside it, and opens again on a click in the box', async () => {
    const { user, box } = await renderSearchBox();
    await searchFor(user, box, 'pal', [racket]);
    await user.click(screen.getByText('Home page'));
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option')).toHaveLength(0);

    // Back in the box, its results are there again.
    await user.click(box);
    expect(optionNames()).toEqual(['Pala Carbon Pro']);
  });

  it('only logs a failed search: no message, no results', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, box } = await renderSearchBox();
    await user.type(box, 'pal');
    await pause();
    await searches[0]!.fail();
    expect(logged).toHaveBeenCalledWith('customer search could not be loaded', expect.any(Error));
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
    expect(screen.queryByText('Searching…')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    logged.mockRestore();
  });
});
