import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch } from '@club/shared-contracts/api/test-fetch';
import type { Product, Settings } from '@club/shared-contracts/entities';
import type { Language } from '@club/shared-contracts/i18n';
import { provideSettings } from '@club/shared-contracts/settings';
import { BrowserRouter } from '@club/shared-ui/router';
import { renderWithI18n } from '@club/shared-ui/testing';
import { mobileMediaQuery, reducedMotionQuery } from '@club/shared-ui/use-media-query';
import { autoplayMs } from '../../lib/product-carousel';
import { Widget } from './popular-products';

/** Seven products: three views on a desktop (1–3, 4–6, 5–7), four on a phone (1–2, 3–4, 5–6, 6–7). */
const products: Product[] = Array.from({ length: 7 }, (_, index) => ({
  id: index + 1,
  name: `Producto ${index + 1}`,
  logo: `product-${index + 1}.svg`,
  detail: '',
  grossPrice: 10 + index,
  netPrice: 8 + index,
}));

/** The viewport and system settings the media queries see; `change` tells the page they changed. */
const media = {
  width: 1024,
  reducedMotion: false,
  listeners: new Set<() => void>(),
  change(settings: { width?: number; reducedMotion?: boolean }) {
    Object.assign(media, settings);
    act(() => media.listeners.forEach((listener) => listener()));
  },
};

function matches(query: string): boolean {
  if (query === mobileMediaQuery) return media.width < 768;
  if (query === reducedMotionQuery) return media.reducedMotion;
  return false;
}

beforeEach(() => {
  jest.useFakeTimers();
  media.width = 1024;
  media.reducedMotion = false;
  media.listeners.clear();
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return matches(query);
      },
      addEventListener: (_type: string, listener: () => void) => media.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => media.listeners.delete(listener),
    }) as unknown as MediaQueryList;
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
  return { ...view, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

/** The slides in view, by their names ("1 of 7"): the others are hidden from assistive technology. */
const slidesInView = () =>
  screen.queryAllByRole('group', { name: /^\d+ of \d+$/ }).map((slide) => slide.getAttribute('aria-label'));

const dots = () =>
  within(screen.getByRole('group', { name: 'Choose the products shown' })).getAllByRole('button');
const currentDot = () =>
  dots()
    .find((dot) => dot.getAttribute('aria-current') === 'true')
    ?.getAttribute('aria-label');

describe('popular-products carousel', () => {
  it('shows 3 products at once on a desktop; the others are inert and hidden', async () => {
    fakeFetch({ ok: true, data: products });
    const { container } = await renderCarousel();
    expect(screen.getByRole('heading', { level: 2, name: 'Popular products' })).toBeInTheDocument();
    expect(slidesInView()).toEqual(['1 of 7', '2 of 7', '3 of 7']);
    const slides = container.querySelectorAll('[aria-roledescription="slide"]');
    expect(slides).toHaveLength(7);
    for (const slide of [...slides].slice(3)) {
      expect(slide).toHaveAttribute('aria-hidden', 'true');
      expect(slide).toHaveAttribute('inert');
    }
    expect(slides[0]).not.toHaveAttribute('inert');
  });

  it('shows 2 products at once under 768 px, and follows a resize', async () => {
    media.width = 375;
    fakeFetch({ ok: true, data: products });
    await renderCarousel();
    expect(slidesInView()).toEqual(['1 of 7', '2 of 7']);
    expect(dots()).toHaveLength(4);

    media.change({ width: 1280 });
    expect(slidesInView()).toEqual(['1 of 7', '2 of 7', '3 of 7']);
    expect(dots()).toHaveLength(3);
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

  it('moves on every 3 seconds and starts over after the last view', async () => {
    fakeFetch({ ok: true, data: products });
    await renderCarousel();
    await wait(autoplayMs - 1);
    expect(slidesInView()).toEqual(['1 of 7', '2 of 7', '3 of 7']);
    await wait(1);
    expect(slidesInView()).toEqual(['4 of 7', '5 of 7', '6 of 7']);
    await wait(autoplayMs);
    // The last view ends with the last product, so it is full too.
    expect(slidesInView()).toEqual(['5 of 7', '6 of 7', '7 of 7']);
    await wait(autoplayMs);
    expect(slidesInView()).toEqual(['1 of 7', '2 of 7', '3 of 7']);
  });

  it('has a dot per view, naming its products and marking the current one', async () => {
    fakeFetch({ ok: true, data: products });
    await renderCarousel();
    expect(dots().map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Show products 1 to 3',
      'Show products 4 to 6',
      'Show products 5 to 7',
    ]);
    expect(currentDot()).toBe('Show products 1 to 3');
    await wait(autoplayMs);
    expect(currentDot()).toBe('Show products 4 to 6');
  });

  it('goes to the view of a dot', async () => {
    fakeFetch({ ok: true, data: products });
    const { user } = await renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Show products 5 to 7' }));
    expect(slidesInView()).toEqual(['5 of 7', '6 of 7', '7 of 7']);
    expect(currentDot()).toBe('Show products 5 to 7');
  });

  it('stands still while the pointer is over it', async () => {
    fakeFetch({ ok: true, data: products });
    const { user } = await renderCarousel();
    await user.hover(screen.getByRole('group', { name: '2 of 7' }));
    await wait(autoplayMs * 3);
    expect(slidesInView()).toEqual(['1 of 7', '2 of 7', '3 of 7']);

    await user.unhover(screen.getByRole('group', { name: '2 of 7' }));
    await wait(autoplayMs);
    expect(slidesInView()).toEqual(['4 of 7', '5 of 7', '6 of 7']);
  });

  it('stands still while the keyboard focus is inside it', async () => {
    fakeFetch({ ok: true, data: products });
    const { user } = await renderCarousel();
    await user.tab();
    // The pause button comes first, before any product.
    expect(screen.getByRole('button', { name: 'Pause the slide show' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Producto 1' })).toHaveFocus();
    await wait(autoplayMs * 3);
    expect(slidesInView()).toEqual(['1 of 7', '2 of 7', '3 of 7']);

    act(() => (document.activeElement as HTMLElement).blur());
    await wait(autoplayMs);
    expect(slidesInView()).toEqual(['4 of 7', '5 of 7', '6 of 7']);
  });

  it('stops with its pause button and goes on with its play button', async () => {
    fakeFetch({ ok: true, data: products });
    const { user } = await renderCarousel();
    const track = screen.getByRole('group', { name: '1 of 7' }).parentElement!;
    expect(track).toHaveAttribute('aria-live', 'off');
    await user.click(screen.getByRole('button', { name: 'Pause the slide show' }));
    await user.unhover(screen.getByRole('button', { name: 'Play the slide show' }));
    act(() => (document.activeElement as HTMLElement).blur());
    await wait(autoplayMs * 3);
    expect(slidesInView()).toEqual(['1 of 7', '2 of 7', '3 of 7']);
    // Standing still, the views a customer brings with the dots are announced.
    expect(track).toHaveAttribute('aria-live', 'polite');

    await user.click(screen.getByRole('button', { name: 'Play the slide show' }));
    await user.unhover(screen.getByRole('button', { name: 'Pause the slide show' }));
    act(() => (document.activeElement as HTMLElement).blur());
    await wait(autoplayMs);
    expect(slidesInView()).toEqual(['4 of 7', '5 of 7', '6 of 7']);
  });

  it('stands still for visitors who ask for reduced motion, who may still play it', async () => {
    media.reducedMotion = true;
    fakeFetch({ ok: true, data: products });
    const { user } = await renderCarousel();
    await wait(autoplayMs * 3);
    expect(slidesInView()).toEqual(['1 of 7', '2 of 7', '3 of 7']);

    await user.click(screen.getByRole('button', { name: 'Play the slide show' }));
    await user.unhover(screen.getByRole('button', { name: 'Pause the slide show' }));
    act(() => (document.activeElement as HTMLElement).blur());
    await wait(autoplayMs);
    expect(slidesInView()).toEqual(['4 of 7', '5 of 7', '6 of 7']);
  });

  it('stops when the visitor turns on reduced motion while it moves', async () => {
    fakeFetch({ ok: true, data: products });
    await renderCarousel();
    media.change({ reducedMotion: true });
    await wait(autoplayMs * 2);
    expect(slidesInView()).toEqual(['1 of 7', '2 of 7', '3 of 7']);
  });

  it('has no dots, no pause button and no motion when every product fits in view', async () => {
    fakeFetch({ ok: true, data: products.slice(0, 3) });
    await renderCarousel();
    expect(slidesInView()).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(screen.queryByRole('group', { name: 'Choose the products shown' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pause the slide show' })).toBeNull();
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
