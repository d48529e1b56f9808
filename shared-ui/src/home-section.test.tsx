import { render, screen } from '@testing-library/react';
import { cardStyles } from './card';
import { HomeCardsSection, HomeSectionSkeleton, type HomeSectionShape } from './home-section';
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
      const shape: HomeSectionShape = { withText };
      const beforeCode = render(<HomeSectionSkeleton shape={shape} />).container;
      const beforeData = renderSection({ state: 'loading' }, withText).container;
      expect(cardBoxes(beforeCode)).toBeDefined();
      expect(cardBoxes(beforeCode)).toBe(cardBoxes(beforeData));
      expect(beforeCode.firstElementChild?.className).toBe(beforeData.firstElementChild?.className);
      expect(beforeCode.querySelector('.heading')).not.toBeNull();
    },
  );
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
