import { render, screen } from '@testing-library/react';
import { cardStyles } from './card';
import { HomeCardsSection, HomeSectionSkeleton, type HomeSectionShape } from './home-section';
import { renderAtPath } from './testing';
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

/** The boxes of a section's card list while it loads: the markup that decides its size. */
const cardBoxes = (container: HTMLElement) => container.querySelector('ul')?.outerHTML;

/** The markup of a section's heading line without its texts: the boxes that decide its size. */
const headingLine = (container: HTMLElement) =>
  Array.from(container.querySelector('.top')?.children ?? [], (child) => child.className);

describe('HomeSectionSkeleton', () => {
  it.each([
    { withText: true, withMore: false },
    { withText: false, withMore: false },
    { withText: true, withMore: true },
  ])(
    'draws, before the code arrives, the very boxes the section draws while its data loads (%o)',
    async (shape: HomeSectionShape) => {
      const beforeCode = render(<HomeSectionSkeleton shape={shape} />).container;
      const beforeData = (
        await renderSection(
          { state: 'loading' },
          { withText: shape.withText, more: shape.withMore ? '/bookingtypes' : undefined },
        )
      ).container;
      expect(cardBoxes(beforeCode)).toBeDefined();
      expect(cardBoxes(beforeCode)).toBe(cardBoxes(beforeData));
      expect(headingLine(beforeCode)).toEqual(headingLine(beforeData));
      expect(beforeCode.firstElementChild?.className).toBe(beforeData.firstElementChild?.className);
    },
  );
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
