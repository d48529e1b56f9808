import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartResult } from '@club/shared-contracts/cart';
import { fakeCart, provideClubSettings, renderAtPath, settle, shownPrice } from '@club/shared-ui/testing';
import { ProductCard, productImageSize } from './product-card';
import { product } from './testing';

const racket = product(1, {
  name: 'Pala Carbon Pro',
  logo: 'product-racket.svg',
  grossPrice: 149,
  netPrice: 123.14,
});

beforeEach(() => provideClubSettings());

const renderCard = (headingLevel?: 2 | 3) =>
  renderAtPath(
    { '/': <ProductCard product={racket} headingLevel={headingLevel} />, '/shop/:id': 'Product page' },
    '/',
  );

/** A result the test hands over when it wants: the stock check under way until then. */
function pendingResult() {
  let answer: (result: CartResult) => void = () => undefined;
  const result = new Promise<CartResult>((resolve) => {
    answer = resolve;
  });
  return { result, answer: (value: CartResult) => answer(value) };
}

describe('ProductCard', () => {
  it('is an article named by the product, with its image sized up front', async () => {
    fakeCart();
    await renderCard();
    const card = screen.getByRole('article', { name: 'Pala Carbon Pro' });
    const image = within(card).getByRole('img', { name: 'Pala Carbon Pro' });
    expect(image).toHaveAttribute('src', expect.stringMatching(/\/uploads\/product-racket\.svg$/));
    expect(image).toHaveAttribute('width', String(productImageSize));
    expect(image).toHaveAttribute('height', String(productImageSize));
  });

  it('links the name to the product page, under a heading of the level asked', async () => {
    fakeCart();
    await renderCard(3);
    const heading = screen.getByRole('heading', { level: 3, name: 'Pala Carbon Pro' });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/shop/1');
  });

  it('shows the gross price when prices are shown with taxes, the net price otherwise', async () => {
    fakeCart();
    const { unmount } = await renderCard();
    expect(screen.getByText(shownPrice(149))).toBeInTheDocument();
    unmount();
    provideClubSettings({ PriceWithTaxes: false });
    await renderCard();
    expect(screen.getByText(shownPrice(123.14))).toBeInTheDocument();
    expect(screen.queryByText(shownPrice(149))).not.toBeInTheDocument();
  });

  it('adds one unit through the cart command, busy while the stock is checked, then confirms politely', async () => {
    const stockCheck = pendingResult();
    const cart = fakeCart({ addProduct: stockCheck.result });
    await renderCard();
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button).toHaveAccessibleDescription('Pala Carbon Pro');
    await userEvent.click(button);
    expect(cart.addProduct).toHaveBeenCalledWith(racket, 1);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    stockCheck.answer({ ok: true });
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Pala Carbon Pro added to the cart');
    expect(button).toBeEnabled();
  });

  it('only ends the busy state on a refusal, which the host has shown already', async () => {
    fakeCart({ addProduct: { ok: false, reason: 'stock', message: 'No queda stock' } });
    await renderCard();
    const button = screen.getByRole('button', { name: 'Add to cart' });
    await userEvent.click(button);
    expect(button).toBeEnabled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByText('No queda stock')).not.toBeInTheDocument();
  });

  it('says Add to cart in Spanish', async () => {
    fakeCart();
    await renderAtPath({ '/': <ProductCard product={racket} /> }, '/', 'es-ES');
    expect(screen.getByRole('button', { name: 'Añadir al carrito' })).toBeInTheDocument();
  });

  it('keeps the image square without a logo', async () => {
    fakeCart();
    const { container } = await renderAtPath({ '/': <ProductCard product={{ ...racket, logo: '' }} /> }, '/');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('.image[aria-hidden="true"]')).toBeInTheDocument();
  });
});
