import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeApi,
  neverAnswered,
  StatusAnswer,
  type AnswerFor,
  type SentRequest,
} from '@club/shared-contracts/api/test-fetch';
import { ApiError } from '@club/shared-contracts/http';
import {
  fakeCart,
  logIn,
  provideClubSettings,
  renderAtPath,
  shownPrice,
  startAnonymous,
} from '@club/shared-ui/testing';
import { product } from '../../lib/testing';
import { productIdOf } from './product-loading';
import { ProductPage, productDetailImageSize } from './product-page';

const racket = product(5, {
  name: 'Pala Carbon Pro',
  logo: 'product-racket.svg',
  detail:
    '<p>Marco de carbono</p><img src="x" onerror="window.hacked = true"><script>window.hacked = true</script>',
  grossPrice: 149,
  netPrice: 123.14,
});
const popular = [product(5, { name: 'Pala Carbon Pro' }), product(8, { name: 'Overgrip' }), product(9)];
const detailAnswer: AnswerFor = () => ({ ok: true, data: racket, popular });

let requests: SentRequest[];
beforeEach(() => {
  startAnonymous();
  provideClubSettings();
  fakeCart();
  requests = fakeApi({ '/api/shop/get/5': detailAnswer });
});

const renderProduct = (path = '/shop/5', language: 'en-US' | 'es-ES' = 'en-US') =>
  renderAtPath({ '/shop/:id': <ProductPage />, '/': 'Home page' }, path, language);

describe('product detail', () => {
  it('shows the name, the image sized up front, the price and the sanitized detail', async () => {
    const { container } = await renderProduct();
    expect(screen.getByRole('heading', { level: 1, name: 'Pala Carbon Pro' })).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Pala Carbon Pro' });
    expect(image).toHaveAttribute('src', expect.stringMatching(/\/uploads\/product-racket\.svg$/));
    expect(image).toHaveAttribute('width', String(productDetailImageSize));
    expect(image).toHaveAttribute('height', String(productDetailImageSize));
    expect(screen.getAllByText(shownPrice(149))[0]).toBeInTheDocument();
    expect(screen.getByText('Marco de carbono')).toBeInTheDocument();
    expect(container.querySelector('script')).not.toBeInTheDocument();
    expect(container.querySelector('[onerror]')).not.toBeInTheDocument();
    expect(requests[0]?.url.pathname).toBe('/api/shop/get/5');
  });

  it('asks for the price of the customer in use when logged in', async () => {
    logIn(7, 8);
    requests = fakeApi({ '/api/shop/get/5/8': detailAnswer });
    await renderProduct();
    expect(requests[0]?.url.pathname).toBe('/api/shop/get/5/8');
    expect(screen.getByRole('heading', { level: 1, name: 'Pala Carbon Pro' })).toBeInTheDocument();
  });

  it('shows the net price when prices are shown without taxes', async () => {
    provideClubSettings({ PriceWithTaxes: false });
    await renderProduct();
    const product = screen.getByRole('article', { name: 'Pala Carbon Pro' });
    expect(within(product).getByText(shownPrice(123.14))).toBeInTheDocument();
  });

  it('adds one unit through the cart command, whatever the quantity says', async () => {
    const cart = fakeCart();
    await renderProduct();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '5');
    const product = screen.getByRole('article', { name: 'Pala Carbon Pro' });
    await userEvent.click(within(product).getByRole('button', { name: 'Add to cart' }));
    expect(cart.addProduct).toHaveBeenCalledTimes(1);
    expect(cart.addProduct).toHaveBeenCalledWith(racket, 1);
  });

  it('lists the popular products other than this one, each linking to its page', async () => {
    await renderProduct();
    const section = screen.getByRole('region', { name: 'Popular products' });
    const names = within(section).getAllByRole('heading', { level: 3 });
    expect(names.map((name) => name.textContent)).toEqual(['Overgrip', 'Product 9']);
    expect(within(section).getByRole('link', { name: 'Overgrip' })).toHaveAttribute('href', '/shop/8');
  });

  it('shows a busy page with a skeleton while the product loads', async () => {
    requests = fakeApi({ '/api/shop/get/5': () => neverAnswered });
    const { container } = await renderProduct();
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"] .skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('says a load failure in its own words, not the server message', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    requests = fakeApi({
      '/api/shop/get/5': () => new StatusAnswer(500, { ok: false, errorMsg: 'Database down' }),
    });
    await renderProduct();
    expect(logged).toHaveBeenCalledWith('product could not be loaded', expect.any(ApiError));
    expect(screen.queryByText('Database down')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The product could not be loaded. Please try again in a few minutes.',
    );
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    logged.mockRestore();
  });
});

describe('product not found', () => {
  it('shows the not-found page for an id the API does not know', async () => {
    requests = fakeApi({
      '/api/shop/get/404': () => new StatusAnswer(404, { ok: false, errorMsg: 'Not found' }),
    });
    await renderProduct('/shop/404', 'es-ES');
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
  });

  it('shows the not-found page for a 404 without a message', async () => {
    requests = fakeApi({ '/api/shop/get/404': () => new StatusAnswer(404, {}) });
    await renderProduct('/shop/404');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows the not-found page for an id that is not a number, without asking the API', async () => {
    await renderProduct('/shop/pala');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});

describe('quantity input', () => {
  const quantity = () => screen.getByRole('spinbutton', { name: 'Quantity' });

  it('starts at 1, bounded 1 to 1000, and says what Add to cart adds', async () => {
    await renderProduct();
    expect(quantity()).toHaveValue(1);
    expect(quantity()).toHaveAttribute('min', '1');
    expect(quantity()).toHaveAttribute('max', '1000');
    expect(quantity()).toHaveAccessibleDescription(
      'Add to cart adds one unit; change the units in the cart.',
    );
  });

  it('brings a number out of range within it when left', async () => {
    await renderProduct();
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '5000');
    await userEvent.tab();
    expect(quantity()).toHaveValue(1000);
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '0');
    await userEvent.tab();
    expect(quantity()).toHaveValue(1);
  });

  it('goes back to the last good number when left empty', async () => {
    await renderProduct();
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), '12');
    await userEvent.clear(quantity());
    await userEvent.tab();
    expect(quantity()).toHaveValue(12);
  });
});

describe('productIdOf', () => {
  it('takes positive whole numbers only', () => {
    expect(productIdOf('12')).toBe(12);
    for (const param of [undefined, '', '0', '-3', '1.5', '12abc', '99999999999999999999']) {
      expect(productIdOf(param)).toBeNull();
    }
  });
});
