import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, storeLogin } from '@club/shared-contracts/session-store';
import { provideSettings } from '@club/shared-contracts/settings';
import { clubSettings, renderAtPath } from '@club/shared-ui/testing';
import { setViewportWidth } from '../../lib/testing';
import { Menu } from './menu';
import { answerMenuCalls, parentLogin } from './menu-testing';

const accountButton = () => screen.getByRole('button', { name: 'My Account' });
const accountPages = () => screen.getByRole('list', { name: 'My Account' });

beforeEach(() => {
  localStorage.clear();
  clearSession();
  provideSettings(clubSettings);
  setViewportWidth(1280);
  storeLogin(parentLogin);
  answerMenuCalls();
});

test('My Account is a closed disclosure that opens on the nine pages of the customer', async () => {
  await renderAtPath(<Menu />);
  expect(accountButton()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();

  await userEvent.click(accountButton());
  expect(accountButton()).toHaveAttribute('aria-expanded', 'true');
  expect(accountButton()).toHaveAttribute('aria-controls', accountPages().id);
  const pages = within(accountPages())
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
  expect(pages).toEqual([
    ['My profile', '/account'],
    ['Change Password', '/changePass'],
    ['My bookings', '/customer-bookings'],
    ['Levels', '/levels'],
    ['Communications', '/customer-comms'],
    ['Orders', '/customer-orders'],
    ['Pending Sales', '/debts'],
    ['Fees', '/customer-fees'],
    ['Vouchers', '/customer-vouchers'],
  ]);
});

test('Escape closes it and gives the focus back to the button', async () => {
  await renderAtPath(<Menu />);
  accountButton().focus();
  await userEvent.keyboard('{Enter}');
  await userEvent.tab();
  expect(within(accountPages()).getByRole('link', { name: 'My profile' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(accountButton()).toHaveAttribute('aria-expanded', 'false');
  expect(accountButton()).toHaveFocus();
});

test('arrow keys move between its pages, and tabbing out of it closes it', async () => {
  await renderAtPath(<Menu />);
  await userEvent.click(accountButton());
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('link', { name: 'My profile' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  expect(screen.getByRole('link', { name: 'My bookings' })).toHaveFocus();
  await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
  expect(screen.getByRole('link', { name: 'Vouchers' })).toHaveFocus();

  await userEvent.tab();
  expect(accountButton()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
});

test('a click outside closes it', async () => {
  await renderAtPath(<Menu />);
  await userEvent.click(accountButton());
  await userEvent.click(screen.getByText('Recent Posts'));
  expect(accountButton()).toHaveAttribute('aria-expanded', 'false');
});

test('following one of its pages goes there and closes it', async () => {
  await renderAtPath(<Menu />, '/blog');
  await userEvent.click(accountButton());
  await userEvent.click(screen.getByRole('link', { name: 'Orders' }));
  expect(window.location.pathname).toBe('/customer-orders');
  expect(accountButton()).toHaveAttribute('aria-expanded', 'false');
});
