import { render } from '@testing-library/react';
import { CardSkeleton } from './card';

const parts = (element: Element | null) =>
  Array.from(element?.children ?? [], (child) => child.className.split(' ')[0]);

describe('CardSkeleton', () => {
  it("has a card's parts in a card's order, hidden from screen readers", () => {
    const { container } = render(<CardSkeleton />);
    const card = container.firstElementChild;
    expect(card).toHaveClass('card');
    expect(card).toHaveAttribute('aria-hidden', 'true');
    expect(parts(card)).toEqual(['skeleton', 'title', 'price', 'skeleton']);
    expect(card?.firstElementChild).toHaveClass('image');
    expect(card?.lastElementChild).toHaveClass('action');
  });

  it('reserves the two lines of a description when the cards it stands for carry one', () => {
    const { container } = render(<CardSkeleton withText />);
    expect(parts(container.firstElementChild)).toEqual(['skeleton', 'title', 'price', 'text', 'skeleton']);
  });
});
