import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './accordion';
import { renderWithI18n } from './testing';

const items = [
  { id: 'hours', title: 'Opening hours', content: 'Every day 8 to 22' },
  { id: 'parking', title: 'Parking', content: 'Free for members', defaultExpanded: true },
];

describe('Accordion', () => {
  it('starts collapsed except the items that ask to start expanded', async () => {
    await renderWithI18n(<Accordion items={items} />);
    expect(screen.getByRole('button', { name: 'Opening hours' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Every day 8 to 22')).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Parking' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Parking' })).toHaveTextContent('Free for members');
  });

  it('opens and closes a section with a click', async () => {
    await renderWithI18n(<Accordion items={items} />);
    const button = screen.getByRole('button', { name: 'Opening hours' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Opening hours' });
    expect(button).toHaveAttribute('aria-controls', region.id);
    expect(region).toBeVisible();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Every day 8 to 22')).not.toBeVisible();
  });

  it('works from the keyboard, each section on its own', async () => {
    await renderWithI18n(<Accordion items={items} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Opening hours' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Opening hours' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Parking' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Parking' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('puts the buttons in headings of the chosen level', async () => {
    await renderWithI18n(<Accordion items={items} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });
});
