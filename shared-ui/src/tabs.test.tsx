import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';
import type { TabItem } from './tabs';
import { renderWithI18n } from './testing';

const items: TabItem[] = [
  { id: 'padel', label: 'Padel', content: 'Padel courts' },
  { id: 'tennis', label: 'Tennis', content: 'Tennis courts' },
  { id: 'squash', label: 'Squash', content: 'Squash courts', disabled: true },
  { id: 'golf', label: 'Golf', content: 'Golf course' },
];

describe('Tabs', () => {
  it('selects the first tab and shows its panel, linked both ways', async () => {
    await renderWithI18n(<Tabs items={items} label="Sports" />);
    expect(screen.getByRole('tablist', { name: 'Sports' })).toBeInTheDocument();
    const tab = screen.getByRole('tab', { name: 'Padel' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Padel' });
    expect(panel).toHaveTextContent('Padel courts');
    expect(tab).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByRole('tab', { name: 'Tennis' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.queryByText('Tennis courts')).not.toBeInTheDocument();
  });

  it('puts only the selected tab in the Tab order', async () => {
    await renderWithI18n(<Tabs items={items} label="Sports" defaultValue="tennis" />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Tennis' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'Tennis' })).toHaveFocus();
  });

  it('moves and selects with the arrow keys, skipping disabled tabs and wrapping', async () => {
    await renderWithI18n(<Tabs items={items} label="Sports" />);
    await userEvent.click(screen.getByRole('tab', { name: 'Padel' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Tennis' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const golf = screen.getByRole('tab', { name: 'Golf' });
    expect(golf).toHaveFocus();
    expect(golf).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Golf course');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Padel' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(golf).toHaveFocus();
  });

  it('goes to the first and last tab with Home and End', async () => {
    await renderWithI18n(<Tabs items={items} label="Sports" defaultValue="tennis" />);
    await userEvent.click(screen.getByRole('tab', { name: 'Tennis' }));
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Golf' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Padel' })).toHaveAttribute('aria-selected', 'true');
  });

  it('when controlled, shows what the parent says and reports the choice', async () => {
    const onChange = jest.fn();
    await renderWithI18n(<Tabs items={items} label="Sports" value="golf" onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Tennis' }));
    expect(onChange).toHaveBeenCalledWith('tennis');
    expect(screen.getByRole('tab', { name: 'Golf' })).toHaveAttribute('aria-selected', 'true');
  });

  it('follows the parent when it changes the value', async () => {
    function Parent() {
      const [value, setValue] = useState('padel');
      return <Tabs items={items} label="Sports" value={value} onChange={setValue} />;
    }
    await renderWithI18n(<Parent />);
    await userEvent.click(screen.getByRole('tab', { name: 'Golf' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Golf course');
  });
});
