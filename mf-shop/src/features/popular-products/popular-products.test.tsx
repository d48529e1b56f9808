import { act, screen, within } from '@testing-library/react';
import { fakeFetch } from '@club/shared-contracts/api/test-fetch';
import type { Product, Settings } from '@club/shared-contracts/entities';
import type { Language } from '@club/shared-contracts/i18n';
import { provideSettings } from '@club/shared-contracts/settings';
import { BrowserRouter } from '@club/shared-ui/router';
import { fakeMedia, renderWithI18n } from '@club/shared-ui/testing';
import { autoplayMs } from '../../lib/product-carousel';
import { Widget } from './popular-products';

/** Seven products: three views on a desktop (1–3, 4–6, 5–7). */
const products: Product[] = Array.from({ length: 7 }, (_, index) => ({
  id: index + 1,
  name: `Producto ${index + 1}`,
  logo: `product-${index + 1}.svg`,
  detail: '',
  grossPrice: 10 + index,
  netPrice: 8 + index,
}));

let media: ReturnType<typeof fakeMedia>;

beforeEach(() => {
  jest.useFakeTimers();
  media = fakeMedia();
  provideSettings({
    CurrencySymbol: '€',
    FormatCulture: 'es-ES',
    Uploads: '/uploads/',
    PriceWithTaxes: true,
  } as Settings);
});

afterEach(() => {
  jest.useRealTimers();
});

const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

async function renderCarousel(language: Language = 'en-US') {
  window.history.replaceState(null, '', '/cz/ok');
  const view = await act(() =>
    renderWithI18n(
      <BrowserRouter>
        <Widget />
      </BrowserRouter>,
      language,
    ),
  );
  await wait(0);
  return view;
}

/** The slides in view, by their names ("1 of 7"): the others are hidden from assistive technology. */
const slidesInView = () =>
  screen.queryAllByRole('group', { name: /^\d+ of \d+$/ }).map((slide) => slide.getAttribute('aria-label'));

describe('popular-products carousel', () => {
  it('shows 3 products at once on a desktop, under its heading', async () => {
    fakeFetch({ ok: true, data: products });
    await renderCarousel();
    expect(screen.getByRole('heading', { level: 2, name: 'Popular products' })).toBeInTheDocument();
    expect(slidesInView()).toEqual(['1 of 7', '2 of 7', '3 of 7']);
  });

  it('shows 2 products at once under 768 px', async () => {
    media.width = 375;
    fakeFetch({ ok: true, data: products });
    await renderCarousel();
    expect(slidesInView()).toEqual(['1 of 7', '2 of 7']);
  });

  it('is a carousel of product cards, each linking to its page with Add to cart', async () => {
    fakeFetch({ ok: true, data: products });
    await renderCarousel('es-ES');
    const carousel = screen.getByRole('region', { name: 'Productos populares' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carrusel');
    const slide = screen.getByRole('group', { name: '2 de 7' });
    expect(within(slide).getByRole('link', { name: 'Producto 2' })).toHaveAttribute('href', '/shop/2');
    expect(within(slide).getByRole('button', { name: 'Añadir al carrito' })).toBeInTheDocument();
    // No arrows: the only buttons are the pause button, the dots and the cards' Add to cart.
    expect(within(carousel).queryByRole('button', { name: /next|previous|siguiente|anterior/i })).toBeNull();
  });

  it('moves on every 3 seconds', async () => {
    fakeFetch({ ok: true, data: products });
    await renderCarousel();
    expect(autoplayMs).toBe(3000);
    await wait(autoplayMs - 1);
    expect(slidesInView()).toEqual(['1 of 7', '2 of 7', '3 of 7']);
    await wait(1);
    expect(slidesInView()).toEqual(['4 of 7', '5 of 7', '6 of 7']);
  });

  it('is busy with as many placeholder cards as it shows while the products load', async () => {
    media.width = 375;
    global.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
    const { container } = await renderCarousel();
    expect(screen.getByRole('region', { name: 'Popular products' })).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('.skeleton > .card')).toHaveLength(2);
  });

  it('shows nothing without popular products', async () => {
    fakeFetch({ ok: true, data: [] });
    const { container } = await renderCarousel();
    expect(container).toBeEmptyDOMElement();
  });

  it('only logs a failed load and shows nothing', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeFetch({ ok: false, errorMsg: 'Down' }, 500);
    const { container } = await renderCarousel();
    expect(logged).toHaveBeenCalledWith('popular products could not be loaded', expect.any(Error));
    expect(container).toBeEmptyDOMElement();
    logged.mockRestore();
  });
});
