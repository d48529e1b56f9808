import { render, screen } from '@testing-library/react';
import { cardStyles } from './card';
import {
  HomeCardsSection,
  HomeCarouselSection,
  HomeSectionSkeleton,
  type HomeSectionShape,
} from './home-section';
import { fakeMedia, renderAtPath } from './testing';
import type { Load } from './use-load';

interface Offer {
  id: number;
  name: string;
}

const offerCard = (offer: Offer) => (
  <article className={cardStyles.card}>
    <h3 className={cardStyles.title}>{offer.name}</h3>
  </article>
);

function renderSection(
  load: Load<Offer[]>,
  { withText = true, more }: { withText?: boolean; more?: string } = {},
) {
  return renderAtPath(
    <HomeCardsSection title="Bonos" load={load} withText={withText} card={offerCard} more={more} />,
    '/',
    'es-ES',
  );
}

/** The section of a shape, as its remote draws it (a carousel of offers for a carousel shape). */
const shapedSection = (shape: HomeSectionShape, load: Load<Offer[]>) =>
  'carousel' in shape ? (
    <HomeCarouselSection
      title="Bonos"
      load={load}
      slide={shape.carousel.slide}
      withText={shape.withText}
      pictures={shape.pictures}
      perView={shape.carousel.perView}
      itemKey={(offer) => offer.id}
      renderItem={offerCard}
      autoplayMs={3000}
    />
  ) : (
    <HomeCardsSection
      title="Bonos"
      load={load}
      withText={shape.withText}
      pictures={shape.pictures}
      card={offerCard}
      more={shape.withMore ? '/bookingtypes' : undefined}
    />
  );

/** The boxes under a section's heading while it loads (its cards, or its carousel): the markup that decides its size. */
const bodyBoxes = (container: HTMLElement) => container.firstElementChild?.lastElementChild?.outerHTML;

/** The markup of a section's heading line without its texts: the boxes that decide its size. */
const headingLine = (container: HTMLElement) =>
  Array.from(container.querySelector('.top')?.children ?? [], (child) => child.className);

const shapes: HomeSectionShape[] = [
  { withText: true, withMore: false },
  { withText: false, withMore: false },
  { withText: true, withMore: true },
  { withText: false, pictures: 'photos' },
  { withText: true, withMore: true, pictures: 'photos' },
  { carousel: { perView: { desktop: 1, mobile: 1 }, slide: 'quote' } },
  { carousel: { perView: { desktop: 4, mobile: 2 }, slide: 'card' }, withText: true, pictures: 'portraits' },
  { carousel: { perView: { desktop: 3, mobile: 2 }, slide: 'logo' } },
];

describe('HomeSectionSkeleton', () => {
  describe.each([1280, 390])('%i px wide', (width) => {
    beforeEach(() => fakeMedia({ width }));

    it.each(shapes)(
      'draws, before the code arrives, the very boxes the section draws while its data loads (%o)',
      async (shape) => {
        const beforeCode = render(<HomeSectionSkeleton shape={shape} />).container;
        const beforeData = (await renderAtPath(shapedSection(shape, { state: 'loading' }), '/', 'es-ES'))
          .container;
        expect(bodyBoxes(beforeCode)).toBeDefined();
        expect(bodyBoxes(beforeCode)).toBe(bodyBoxes(beforeData));
        expect(headingLine(beforeCode)).toEqual(headingLine(beforeData));
        expect(beforeCode.firstElementChild?.className).toBe(beforeData.firstElementChild?.className);
      },
    );
  });

  it("gives a carousel's skeleton the slides in view: 3 logos on a desktop, 2 on a phone", () => {
    const media = fakeMedia({ width: 1280 });
    const shape: HomeSectionShape = { carousel: { perView: { desktop: 3, mobile: 2 }, slide: 'logo' } };
    const { container } = render(<HomeSectionSkeleton shape={shape} />);
    const view = () => container.querySelector('[aria-hidden="true"] > div');
    expect(view()?.children).toHaveLength(3);
    media.change({ width: 390 });
    expect(view()?.children).toHaveLength(2);
  });
});

describe('HomeCardsSection', () => {
  it('shows its heading over one card per item once loaded', async () => {
    await renderSection({
      state: 'loaded',
      data: [
        { id: 1, name: 'Bono 10 clases' },
        { id: 2, name: 'Bono 5 clases' },
      ],
    });
    const section = screen.getByRole('region', { name: 'Bonos' });
    expect(section).not.toHaveAttribute('aria-busy');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 3, name: 'Bono 5 clases' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('keeps each card over an invisible skeleton card, so a card without a description needs no empty box', async () => {
    const { container } = await renderSection({ state: 'loaded', data: [{ id: 1, name: 'Bono 10 clases' }] });
    const cell = screen.getByRole('listitem');
    expect(cell.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(cell.firstElementChild?.querySelector('.text')).not.toBeNull();
    expect(container.querySelectorAll('article .text')).toHaveLength(0);
  });

  it("shows the section's 'See all' link on its heading's line, named after the section", async () => {
    await renderSection(
      { state: 'loaded', data: [{ id: 1, name: 'Bono 10 clases' }] },
      { more: '/shop?type=6' },
    );
    const link = screen.getByRole('link', { name: 'Ver todo: Bonos' });
    expect(link).toHaveTextContent('Ver todo');
    expect(link).toHaveAttribute('href', '/shop?type=6');
    expect(link.parentElement).toContainElement(screen.getByRole('heading', { level: 2, name: 'Bonos' }));
  });

  it('is busy with four skeleton cards while loading', async () => {
    const { container } = await renderSection({ state: 'loading' });
    expect(screen.getByRole('region', { name: 'Bonos' })).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('li .card')).toHaveLength(4);
  });

  it('shows nothing, not even its link, for an empty list or a failed load', async () => {
    const more = '/shop';
    expect((await renderSection({ state: 'loaded', data: [] }, { more })).container).toBeEmptyDOMElement();
    expect((await renderSection({ state: 'failed' }, { more })).container).toBeEmptyDOMElement();
  });
});

describe('HomeCarouselSection', () => {
  const renderCarousel = (load: Load<Offer[]>, perView = { desktop: 2, mobile: 1 }) =>
    renderAtPath(shapedSection({ carousel: { perView, slide: 'card' }, withText: true }, load), '/', 'es-ES');

  it('is a carousel named by its heading, each card slide over an invisible skeleton card', async () => {
    fakeMedia();
    const offers = [1, 2, 3].map((id) => ({ id, name: `Bono ${id}` }));
    await renderCarousel({ state: 'loaded', data: offers });
    const section = screen.getByRole('region', { name: 'Bonos' });
    expect(section).toHaveAttribute('aria-roledescription', 'carrusel');
    expect(section).not.toHaveAttribute('aria-busy');
    const card = screen.getByRole('heading', { level: 3, name: 'Bono 1' }).closest('article');
    expect(card?.previousElementSibling).toHaveAttribute('aria-hidden', 'true');
    expect(card?.previousElementSibling?.querySelector('.text')).not.toBeNull();
  });

  it('keeps the room of the pause button and dots when all its items fit in one view', async () => {
    fakeMedia();
    const several = await renderCarousel({
      state: 'loaded',
      data: [1, 2, 3].map((id) => ({ id, name: `${id}` })),
    });
    expect(several.container.querySelector('section > .controls')).toBeNull();
    several.unmount();
    const { container } = await renderCarousel({ state: 'loaded', data: [{ id: 1, name: 'Bono' }] });
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('section > .controls')).not.toBeNull();
  });

  it('is busy with its skeleton while loading, and shows nothing for an empty list or a failed load', async () => {
    fakeMedia();
    const loading = await renderCarousel({ state: 'loading' });
    expect(screen.getByRole('region', { name: 'Bonos' })).toHaveAttribute('aria-busy', 'true');
    expect(loading.container.querySelectorAll('.card')).toHaveLength(2);
    loading.unmount();
    expect((await renderCarousel({ state: 'loaded', data: [] })).container).toBeEmptyDOMElement();
    expect((await renderCarousel({ state: 'failed' })).container).toBeEmptyDOMElement();
  });
});
