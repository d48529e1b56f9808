import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@club/shared-contracts/i18n';
import { Carousel, useCarouselRoleDescription, type CarouselProps } from './carousel';
import { fakeMedia, renderWithI18n } from './testing';

interface Item {
  id: number;
  name: string;
}

/** Seven items: three views of 3 (1–3, 4–6, 5–7), four views of 2 (1–2, 3–4, 5–6, 6–7). */
const items: Item[] = Array.from({ length: 7 }, (_, index) => ({ id: index + 1, name: `Item ${index + 1}` }));

const autoplayMs = 3000;

let media: ReturnType<typeof fakeMedia>;

beforeEach(() => {
  jest.useFakeTimers();
  media = fakeMedia();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

function Section(props: Partial<CarouselProps<Item>>) {
  return (
    <section aria-label="Items" aria-roledescription={useCarouselRoleDescription()}>
      <Carousel
        items={items}
        itemKey={(item) => item.id}
        renderItem={(item) => <a href={`#item-${item.id}`}>{item.name}</a>}
        perView={{ desktop: 3, mobile: 2 }}
        autoplayMs={autoplayMs}
        {...props}
      />
    </section>
  );
}

async function renderCarousel(props: Partial<CarouselProps<Item>> = {}, language: Language = 'en-US') {
  const view = await act(() => renderWithI18n(<Section {...props} />, language));
  return { ...view, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

/** The slides in view, by their names ("1 of 7"): the others are hidden from assistive technology. */
const slidesInView = () =>
  screen.queryAllByRole('group', { name: /^\d+ of \d+$/ }).map((slide) => slide.getAttribute('aria-label'));

const dots = () =>
  within(screen.getByRole('group', { name: 'Choose the slides shown' })).getAllByRole('button');
const currentDot = () => dots().find((dot) => dot.getAttribute('aria-current') === 'true');
const track = () => document.querySelector('[aria-roledescription="slide"]')!.parentElement!;

/** Takes the pointer and the focus off the carousel, where it may move again. */
async function leave(user: ReturnType<typeof userEvent.setup>) {
  await user.unhover(screen.getByRole('region', { name: 'Items' }));
  act(() => (document.activeElement as HTMLElement).blur());
}

describe('carousel', () => {
  it('shows a desktop view of items at once; the others are inert and hidden', async () => {
    const { container } = await renderCarousel();
    expect(slidesInView()).toEqual(['1 of 7', '2 of 7', '3 of 7']);
    const slides = container.querySelectorAll('[aria-roledescription="slide"]');
    expect(slides).toHaveLength(7);
    for (const slide of [...slides].slice(3)) {
      expect(slide).toHaveAttribute('aria-hidden', 'true');
      expect(slide).toHaveAttribute('inert');
    }
    expect(slides[0]).not.toHaveAttribute('inert');
    expect(within(slides[1] as HTMLElement).getByRole('link', { name: 'Item 2' })).toBeInTheDocument();
  });

  it('puts every slide side by side in one track, which moves a whole view at a time', async () => {
    await renderCarousel();
    expect([...track().children].map((slide) => slide.getAttribute('aria-label'))).toEqual(
      items.map((item) => `${item.id} of 7`),
    );
    expect(track().style.getPropertyValue('--items-per-view')).toBe('3');
    await wait(autoplayMs);
    expect(track().style.transform).toBe('translateX(calc(-3 * (100% + var(--gap)) / 3))');
  });

  it('shows the mobile number of items under 768 px, and follows a resize', async () => {
    media.width = 375;
    await renderCarousel();
    expect(slidesInView()).toEqual(['1 of 7', '2 of 7']);
    expect(dots()).toHaveLength(4);

    media.change({ width: 1280 });
    expect(slidesInView()).toEqual(['1 of 7', '2 of 7', '3 of 7']);
    expect(dots()).toHaveLength(3);
  });

  it('moves on every autoplayMs and starts over after the last view, which ends with the last item', async () => {
    await renderCarousel();
    await wait(autoplayMs - 1);
    expect(slidesInView()).toEqual(['1 of 7', '2 of 7', '3 of 7']);
    await wait(1);
    expect(slidesInView()).toEqual(['4 of 7', '5 of 7', '6 of 7']);
    await wait(autoplayMs);
    expect(slidesInView()).toEqual(['5 of 7', '6 of 7', '7 of 7']);
    await wait(autoplayMs);
    expect(slidesInView()).toEqual(['1 of 7', '2 of 7', '3 of 7']);
  });

  it('keeps its first view firstMoveMs before moving on every autoplayMs', async () => {
    await renderCarousel({ firstMoveMs: autoplayMs * 2 });
    await wait(autoplayMs * 2 - 1);
    expect(slidesInView()).toEqual(['1 of 7', '2 of 7', '3 of 7']);
    await wait(1);
    expect(slidesInView()).toEqual(['4 of 7', '5 of 7', '6 of 7']);
    await wait(autoplayMs);
    expect(slidesInView()).toEqual(['5 of 7', '6 of 7', '7 of 7']);
  });

  it('has a dot per view, naming its slides and marking the current one', async () => {
    await renderCarousel();
    expect(dots().map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Show slides 1 to 3',
      'Show slides 4 to 6',
      'Show slides 5 to 7',
    ]);
    expect(currentDot()).toHaveAccessibleName('Show slides 1 to 3');
    await wait(autoplayMs);
    expect(currentDot()).toHaveAccessibleName('Show slides 4 to 6');
  });

  it('names a dot after its one slide when one is shown at a time', async () => {
    await renderCarousel({ perView: { desktop: 1, mobile: 1 }, items: items.slice(0, 3) });
    expect(dots().map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Show slide 1',
      'Show slide 2',
      'Show slide 3',
    ]);
  });

  it('goes to the view of a dot', async () => {
    const { user } = await renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Show slides 5 to 7' }));
    expect(slidesInView()).toEqual(['5 of 7', '6 of 7', '7 of 7']);
    expect(currentDot()).toHaveAccessibleName('Show slides 5 to 7');
  });

  it('goes to the view before or after with the Left and Right keys on a dot, the focus following', async () => {
    const { user } = await renderCarousel();
    // The dots are one stop in the Tab order: the current one.
    expect(dots().map((dot) => dot.tabIndex)).toEqual([0, -1, -1]);
    act(() => currentDot()!.focus());
    await user.keyboard('{ArrowRight}');
    expect(slidesInView()).toEqual(['4 of 7', '5 of 7', '6 of 7']);
    expect(screen.getByRole('button', { name: 'Show slides 4 to 6' })).toHaveFocus();
    expect(dots().map((dot) => dot.tabIndex)).toEqual([-1, 0, -1]);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(slidesInView()).toEqual(['5 of 7', '6 of 7', '7 of 7']);
    expect(screen.getByRole('button', { name: 'Show slides 5 to 7' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Show slides 1 to 3' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(currentDot()).toHaveAccessibleName('Show slides 5 to 7');
    await user.keyboard('{Home}');
    expect(currentDot()).toHaveAccessibleName('Show slides 1 to 3');
    expect(currentDot()).toHaveFocus();
  });

  it('stands still while the pointer is over it', async () => {
    const { user } = await renderCarousel();
    await user.hover(screen.getByRole('group', { name: '2 of 7' }));
    await wait(autoplayMs * 3);
    expect(slidesInView()).toEqual(['1 of 7', '2 of 7', '3 of 7']);

    await user.unhover(screen.getByRole('group', { name: '2 of 7' }));
    await wait(autoplayMs);
    expect(slidesInView()).toEqual(['4 of 7', '5 of 7', '6 of 7']);
  });

  it('stands still while the keyboard focus is inside it, reached first at its pause button', async () => {
    const { user } = await renderCarousel();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pause the slide show' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Item 1' })).toHaveFocus();
    await wait(autoplayMs * 3);
    expect(slidesInView()).toEqual(['1 of 7', '2 of 7', '3 of 7']);

    act(() => (document.activeElement as HTMLElement).blur());
    await wait(autoplayMs);
    expect(slidesInView()).toEqual(['4 of 7', '5 of 7', '6 of 7']);
  });

  it('stops with its pause button and goes on with its play button, announcing changes only standing still', async () => {
    const { user } = await renderCarousel();
    expect(track()).toHaveAttribute('aria-live', 'off');
    await user.click(screen.getByRole('button', { name: 'Pause the slide show' }));
    await leave(user);
    await wait(autoplayMs * 3);
    expect(slidesInView()).toEqual(['1 of 7', '2 of 7', '3 of 7']);
    expect(track()).toHaveAttribute('aria-live', 'polite');

    await user.click(screen.getByRole('button', { name: 'Play the slide show' }));
    await leave(user);
    expect(track()).toHaveAttribute('aria-live', 'off');
    await wait(autoplayMs);
    expect(slidesInView()).toEqual(['4 of 7', '5 of 7', '6 of 7']);
  });

  it('slides in 400 ms unless told', async () => {
    await renderCarousel();
    expect(track().style.transitionDuration).toBe('400ms');
  });

  it('slides in the transitionMs it is given', async () => {
    await renderCarousel({ transitionMs: 800 });
    expect(track().style.transitionDuration).toBe('800ms');
  });

  it('stands still and jumps without sliding for visitors who ask for reduced motion, who may still play it', async () => {
    media.reducedMotion = true;
    const { user } = await renderCarousel();
    expect(track().style.transitionDuration).toBe('0ms');
    await wait(autoplayMs * 3);
    expect(slidesInView()).toEqual(['1 of 7', '2 of 7', '3 of 7']);

    await user.click(screen.getByRole('button', { name: 'Play the slide show' }));
    await leave(user);
    await wait(autoplayMs);
    expect(slidesInView()).toEqual(['4 of 7', '5 of 7', '6 of 7']);
  });

  it('stops when the visitor turns on reduced motion while it moves', async () => {
    await renderCarousel();
    media.change({ reducedMotion: true });
    await wait(autoplayMs * 2);
    expect(slidesInView()).toEqual(['1 of 7', '2 of 7', '3 of 7']);
    expect(screen.getByRole('button', { name: 'Play the slide show' })).toBeInTheDocument();
  });

  it('has no dots, no pause button and no motion when every item fits in one view, or for one item', async () => {
    const { unmount } = await renderCarousel({ items: items.slice(0, 3) });
    expect(slidesInView()).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(screen.queryByRole('group', { name: 'Choose the slides shown' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();

    const timers = jest.spyOn(window, 'setTimeout');
    await renderCarousel({ items: items.slice(0, 1), perView: { desktop: 1, mobile: 1 } });
    expect(timers).not.toHaveBeenCalledWith(expect.any(Function), autoplayMs);
    expect(slidesInView()).toEqual(['1 of 1']);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('draws no dots when told, keeping its pause button and its motion', async () => {
    const timers = jest.spyOn(window, 'setTimeout');
    await renderCarousel({ dots: false });
    expect(timers).toHaveBeenCalledWith(expect.any(Function), autoplayMs);
    expect(screen.queryByRole('group', { name: 'Choose the slides shown' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pause the slide show' })).toBeInTheDocument();
    await wait(autoplayMs);
    expect(slidesInView()).toEqual(['4 of 7', '5 of 7', '6 of 7']);
  });

  it('speaks the page’s language: a carousel of slides', async () => {
    await renderCarousel({}, 'es-ES');
    expect(screen.getByRole('region', { name: 'Items' })).toHaveAttribute('aria-roledescription', 'carrusel');
    expect(screen.getByRole('group', { name: '2 de 7' })).toHaveAttribute(
      'aria-roledescription',
      'diapositiva',
    );
    expect(screen.getByRole('button', { name: 'Pausar el carrusel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostrar las diapositivas 4 a 6' })).toBeInTheDocument();
  });
});
