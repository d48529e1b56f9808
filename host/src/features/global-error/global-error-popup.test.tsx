import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearGlobalError, showGlobalError } from '@club/shared-contracts/http';
import { renderWithI18n } from '@club/shared-ui/testing';
import { GlobalErrorPopup } from './global-error-popup';

afterEach(() => act(() => clearGlobalError()));

it('shows the global error HTML sanitized, without its scripts', async () => {
  await renderWithI18n(<GlobalErrorPopup />);
  act(() => showGlobalError('<p><b>Card declined</b><img src="x" onerror="alert(1)"></p>'));
  expect(await screen.findByText('Card declined')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(document.querySelector('[onerror]')).toBeNull();
});

it('closes when the customer dismisses it', async () => {
  await renderWithI18n(<GlobalErrorPopup />);
  act(() => showGlobalError('Server unavailable'));
  expect(await screen.findByText('Server unavailable')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByText('Server unavailable')).not.toBeInTheDocument();
});
