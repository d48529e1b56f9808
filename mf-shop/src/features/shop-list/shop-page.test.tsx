import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shopGridStatus, ShopSort } from '@club/shared-contracts/api/shop';
import { fakeApi, sentGrid, StatusAnswer, type SentRequest } from '@club/shared-contracts/api/test-fetch';
import type { ProductType } from '@club/shared-contracts/entities';
import { ApiError } from '@club/shared-contracts/http';
import {
  fakeCart,
  logIn,
  provideClubSettings,
  currentPath,
  renderAtPath,
  settle,
  shownPageNumbers,
  startAnonymous,
} from '@club/shared-ui/testing';
import { product, products } from '../../lib/testing';
import { ShopPage } from './shop-page';

const productTypes: ProductType[] = [
  { id: 1, name: 'Palas' },
  { id: 3, name: 'Textil' },
];
const popular = [product(101, { name: 'Pala Carbon Pro' }), product(102, { name: 'Bote de pelotas' })];

/** A catalogue of `total` products answering the rows asked (startRow and endRow, both inclusive). */
function catalogue(total: number) {
  return (url: URL) => {
    const start = Number(url.searchParams.get('startRow'));
    const end = Math.min(Number(url.searchParams.get('endRow')), total - 1);
    return {
      ok: true,
      data: products(Math.max(0, end - start + 1), start + 1),
      popular,
      productTypes,
      totalCount: total,
    };
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
  fakeCart();
  requests = fakeApi({ '/api/shop/list': catalogue(64) });
});

const renderShop = (path = '/shop', language: 'en-US' | 'es-ES' = 'en-US') =>
  renderAtPath(
    {
      '/shop': <ShopPage variant="full" />,
      '/taykus-shop': <ShopPage variant="clean" />,
      '/shop/:id': 'Product page',
    },
    path,
    language,
  );

const lastRequest = () => requests.at(-1)!;
const sent = () => sentGrid(lastRequest());
const cards = () => within(screen.getByRole('region', { name: 'Products' })).queryAllByRole('article');

describe('shop list', () => {
  it('shows the first page of 30 products newest first with the results count', async () => {
    await renderShop();
    expect(screen.getByText('Showing 1–30 of 64 results')).toHaveAttribute('role', 'status');
    expect(cards()).toHaveLength(30);
    expect(cards()[0]).toHaveAccessibleName('Product 1');
    expect(lastRequest().url.pathname).toBe('/api/shop/list');
    expect(lastRequest().url.searchParams.get('anonymous')).toBe('true');
    expect(sent().rows).toEqual(['0', '29']);
    expect(sent().gridStatus).toEqual(shopGridStatus({ sort: ShopSort.New }));
  });

  it("loads the first row's images first and the others as they come near the viewport", async () => {
    await renderShop();
    const images = cards().map((card) => within(card).getByRole('img'));
    expect(images.slice(0, 4).map((image) => image.getAttribute('fetchpriority'))).toEqual(
      Array(4).fill('high'),
    );
    expect(images.slice(0, 4).some((image) => image.hasAttribute('loading'))).toBe(false);
    expect(images.slice(4).every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
    expect(images.slice(4).some((image) => image.hasAttribute('fetchpriority'))).toBe(false);
  });

  it('asks for the customer list of the profile in use when logged in', async () => {
    logIn(7, 8);
    requests = fakeApi({ '/api/shop/list-by-customer': catalogue(64) });
    await renderShop();
    expect(lastRequest().url.pathname).toBe('/api/shop/list-by-customer');
    expect(lastRequest().url.searchParams.get('customerId')).toBe('8');
    expect(cards()).toHaveLength(30);
  });

  it('says the count in Spanish, with the singular for one result', async () => {
    requests = fakeApi({ '/api/shop/list': catalogue(1) });
    await renderShop('/shop', 'es-ES');
    expect(screen.getByText('Mostrando 1–1 de 1 resultado')).toBeInTheDocument();
  });

  it('says "No products found" for an empty list, and suggests another filter when filtered', async () => {
    requests = fakeApi({ '/api/shop/list': catalogue(0) });
    await renderShop('/shop?type=3');
    expect(screen.getByText('No products found')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Try another search or another product type.')).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('says a load failure in its own words, not the server message, with no count and nothing broken', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    requests = fakeApi({
      '/api/shop/list': () => new StatusAnswer(500, { ok: false, errorMsg: 'Database down' }),
    });
    await renderShop();
    expect(logged).toHaveBeenCalledWith('shop could not be loaded', expect.any(ApiError));
    expect(screen.queryByText(/Showing|No products found|Database down/)).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The list could not be loaded. Please try again in a few minutes.',
    );
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeInTheDocument();
    logged.mockRestore();
  });
});

describe('shop pagination', () => {
  it('shows previous, at most 4 page numbers and next', async () => {
    requests = fakeApi({ '/api/shop/list': catalogue(300) });
    await renderShop('/shop?page=5');
    expect(shownPageNumbers()).toEqual(['4', '5', '6', '7']);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('reads the page from the URL', async () => {
    await renderShop('/shop?page=2');
    expect(sent().rows).toEqual(['30', '59']);
    expect(screen.getByText('Showing 31–60 of 64 results')).toBeInTheDocument();
    expect(cards()[0]).toHaveAccessibleName('Product 31');
  });

  it('goes to the next page in the URL', async () => {
    await renderShop('/shop?sort=2');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await settle();
    expect(currentPath()).toBe('/shop?sort=2&page=2');
    expect(sent().rows).toEqual(['30', '59']);
    expect(screen.getByText('Showing 31–60 of 64 results')).toBeInTheDocument();
  });

  it('shows the last page of 4 products, and goes back with previous to a URL without page', async () => {
    await renderShop('/shop?page=3');
    expect(screen.getByText('Showing 61–64 of 64 results')).toBeInTheDocument();
    expect(cards()).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await settle();
    expect(currentPath()).toBe('/shop?page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    await settle();
    expect(currentPath()).toBe('/shop');
  });

  it('goes to the last page when the URL names a page past the end', async () => {
    await renderShop('/shop?page=9');
    await settle();
    expect(currentPath()).toBe('/shop?page=3');
    expect(screen.getByText('Showing 61–64 of 64 results')).toBeInTheDocument();
  });
});

describe('shop sort', () => {
  it('offers new, price ascending and price descending', async () => {
    await renderShop();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['New', 'Price: low to high', 'Price: high to low']);
    expect(sort).toHaveValue('1');
  });

  it('puts the sort in the URL, sends it in the grid status and goes back to the first page', async () => {
    await renderShop('/shop?page=2');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    await settle();
    expect(currentPath()).toBe('/shop?sort=2');
    expect(sent().gridStatus).toEqual(shopGridStatus({ sort: ShopSort.PriceAscending }));
    expect(sent().rows).toEqual(['0', '29']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    await settle();
    expect(currentPath()).toBe('/shop?sort=3');
    expect(sent().gridStatus).toEqual(shopGridStatus({ sort: ShopSort.PriceDescending }));
  });

  it('reads the sort from the URL', async () => {
    await renderShop('/shop?sort=3');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('3');
    expect(sent().gridStatus).toEqual(shopGridStatus({ sort: ShopSort.PriceDescending }));
  });
});

describe('shop search', () => {
  const searchBox = () => screen.getByRole('searchbox', { name: 'Search products' });

  it('applies 4 characters when typing pauses, on the first page', async () => {
    await renderShop('/shop?page=2&type=3');
    await userEvent.type(searchBox(), 'pala');
    await waitFor(() => expect(currentPath()).toBe('/shop?type=3&search=pala'));
    await settle();
    expect(sent().gridStatus).toEqual(shopGridStatus({ productTypeId: 3, search: 'pala' }));
    expect(sent().rows).toEqual(['0', '29']);
  });

  it('applies on Enter without waiting, and an emptied search applies too', async () => {
    await renderShop('/shop?search=pala');
    expect(searchBox()).toHaveValue('pala');
    expect(sent().gridStatus).toEqual(shopGridStatus({ search: 'pala' }));
    await userEvent.clear(searchBox());
    await userEvent.type(searchBox(), '{Enter}');
    await settle();
    expect(currentPath()).toBe('/shop');
    expect(sent().gridStatus).toEqual(shopGridStatus({}));
  });

  it('prefills the box from the URL and reloads when the navigation search changes it', async () => {
    const { navigate } = await renderShop('/shop?search=carbon');
    expect(searchBox()).toHaveValue('carbon');
    await navigate('/shop?search=pelotas');
    expect(searchBox()).toHaveValue('pelotas');
    expect(sent().gridStatus).toEqual(shopGridStatus({ search: 'pelotas' }));
  });

  it('does not filter by a search of 3 characters in the URL, but shows it in the box', async () => {
    await renderShop('/shop?search=pal');
    expect(searchBox()).toHaveValue('pal');
    expect(sent().gridStatus).toEqual(shopGridStatus({}));
  });
});

describe('shop product type filter', () => {
  const typeFilter = () => screen.getByRole('group', { name: 'Product type' });

  it('lists All and the product types, All chosen by default', async () => {
    await renderShop();
    const radios = within(typeFilter()).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['All', 'Palas', 'Textil']);
    expect(within(typeFilter()).getByRole('radio', { name: 'All' })).toBeChecked();
  });

  it('puts the type in the URL, filters by it and goes back to the first page', async () => {
    await renderShop('/shop?sort=2&page=3');
    await userEvent.click(within(typeFilter()).getByRole('radio', { name: 'Textil' }));
    await settle();
    expect(currentPath()).toBe('/shop?sort=2&type=3');
    expect(sent().gridStatus).toEqual(shopGridStatus({ productTypeId: 3, sort: ShopSort.PriceAscending }));
    expect(sent().rows).toEqual(['0', '29']);
    expect(within(typeFilter()).getByRole('radio', { name: 'Textil' })).toBeChecked();
    await userEvent.click(within(typeFilter()).getByRole('radio', { name: 'All' }));
    await settle();
    expect(currentPath()).toBe('/shop?sort=2');
  });
});

describe('shop sidebar', () => {
  it('lists the popular products, each linking to its page', async () => {
    await renderShop();
    const section = screen.getByRole('region', { name: 'Popular products' });
    expect(within(section).getByRole('link', { name: 'Pala Carbon Pro' })).toHaveAttribute(
      'href',
      '/shop/101',
    );
    expect(within(section).getByRole('link', { name: 'Bote de pelotas' })).toHaveAttribute(
      'href',
      '/shop/102',
    );
  });

  it('folds behind a Filters button on a phone', async () => {
    await renderShop();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(
      screen.getByRole('search'),
    );
  });
});

describe('clean shop (/taykus-shop)', () => {
  it('shows the products and pagination without header, sort and sidebar', async () => {
    await renderShop('/taykus-shop');
    expect(cards()).toHaveLength(30);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Product type' })).not.toBeInTheDocument();
  });

  it('pages through the URL but takes no sort, type or search from it', async () => {
    await renderShop('/taykus-shop?page=2&sort=3&type=3&search=pala');
    expect(sent().rows).toEqual(['30', '59']);
    expect(sent().gridStatus).toEqual(shopGridStatus({}));
  });
});

describe('adding from the list', () => {
  it('adds one unit of the product through the cart command', async () => {
    const cart = fakeCart();
    await renderShop();
    const card = screen.getByRole('article', { name: 'Product 2' });
    await userEvent.click(within(card).getByRole('button', { name: 'Add to cart' }));
    expect(cart.addProduct).toHaveBeenCalledWith(expect.objectContaining({ id: 2, name: 'Product 2' }), 1);
  });
});
