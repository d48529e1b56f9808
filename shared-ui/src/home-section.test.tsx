import { render, screen } from '@testing-library/react';
import { provideSettings } from '@club/shared-contracts/settings';
import { cardStyles } from './card';
import { HomeCardsSection, HomeSectionSkeleton, heroImageSize, type HomeSectionShape } from './home-section';
import { clubSettings } from './testing';
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

function renderSection(load: Load<Offer[]>, withText = true) {
  return render(<HomeCardsSection title="Bonos" load={load} withText={withText} card={offerCard} />);
}

/** The boxes of a section's card list while it loads: the markup that decides its size. */
const cardBoxes = (container: HTMLElement) => container.querySelector('ul')?.outerHTML;

describe('HomeSectionSkeleton', () => {
  it.each([true, false])(
    'draws, before the code arrives, the very boxes the section draws while its data loads (description %s)',
    (withText) => {
      const shape: HomeSectionShape = { kind: 'cards', withText };
      const beforeCode = render(<HomeSectionSkeleton shape={shape} />).container;
      const beforeData = renderSection({ state: 'loading' }, withText).container;
      expect(cardBoxes(beforeCode)).toBeDefined();
      expect(cardBoxes(beforeCode)).toBe(cardBoxes(beforeData));
      expect(beforeCode.firstElementChild?.className).toBe(beforeData.firstElementChild?.className);
      expect(beforeCode.querySelector('.heading')).not.toBeNull();
    },
  );

  it("holds the hero's box and shows the club's header image in it, first of all, with its size", () => {
    provideSettings({ ...clubSettings, Uploads: '/uploads/', HeaderImage: 'header.jpg' });
    const { container } = render(<HomeSectionSkeleton shape={{ kind: 'hero' }} />);
    expect(container.firstElementChild).toHaveClass('hero');
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/uploads/header.jpg');
    expect(image).toHaveAttribute('width', String(heroImageSize.width));
    expect(image).toHaveAttribute('height', String(heroImageSize.height));
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it("holds the hero's box without an image for a club that has none", () => {
    provideSettings({ ...clubSettings, HeaderImage: '' });
    const { container } = render(<HomeSectionSkeleton shape={{ kind: 'hero' }} />);
    expect(container.firstElementChild).toHaveClass('hero');
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('HomeCardsSection', () => {
  it('shows its heading over one card per item once loaded', () => {
    renderSection({
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
  });

  it('is busy with four skeleton cards while loading', () => {
    const { container } = renderSection({ state: 'loading' });
    expect(screen.getByRole('region', { name: 'Bonos' })).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('li .card')).toHaveLength(4);
  });

  it('shows nothing for an empty list or a failed load', () => {
    expect(renderSection({ state: 'loaded', data: [] }).container).toBeEmptyDOMElement();
    expect(renderSection({ state: 'failed' }).container).toBeEmptyDOMElement();
  });
});
