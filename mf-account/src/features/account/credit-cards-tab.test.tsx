import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, LaterAnswer, requestsTo, StatusAnswer } from '@club/shared-contracts/api/test-fetch';
import { clearSession } from '@club/shared-contracts/session-store';
import { settle } from '@club/shared-ui/testing';
import { anaRecord, logInAsAna, renderAccountPage } from './account-testing';
import { lastDigits } from './credit-cards-tab';

const RECORD = 'GET /api/publicacademycustomers/7';
const CARDS = 'GET /api/publicpaymentmethods/token-list/7';
const cards = [
  { id: 31, cardNumber: '4242' },
  { id: 32, cardNumber: '************4444' },
];

beforeEach(() => {
  clearSession();
  logInAsAna();
});
afterEach(() => jest.restoreAllMocks());

async function openCards() {
  await renderAccountPage('/account?tab=credit-cards');
  await settle();
}

const deleteButton = (digits: string) =>
  screen.getByRole('button', { name: `Delete the card ending in ${digits}` });

test('the saved cards are listed by their last digits only', async () => {
  fakeApi({ [RECORD]: { ok: true, model: anaRecord }, [CARDS]: { ok: true, model: cards } });
  await openCards();
  const list = screen.getByRole('list', { name: 'Saved cards' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['••••Card ending in 4242Delete', '••••Card ending in 4444Delete']);
  expect(screen.queryByText(/\*{4}/)).not.toBeInTheDocument();
});

test('while the cards load the tab is busy', async () => {
  const later = new LaterAnswer();
  fakeApi({ [RECORD]: { ok: true, model: anaRecord }, [CARDS]: later });
  await openCards();
  expect(
    screen.getByRole('tabpanel', { name: 'Credit Cards' }).querySelector('[aria-busy="true"]'),
  ).not.toBeNull();
  await act(() => later.give({ ok: true, model: [] }));
  await settle();
  expect(screen.getByText('You have no saved cards.')).toBeInTheDocument();
});

test('a customer without saved cards is told so and how to save one', async () => {
  fakeApi({ [RECORD]: { ok: true, model: anaRecord }, [CARDS]: { ok: true, model: [] } });
  await openCards();
  expect(screen.getByText('You have no saved cards.')).toBeInTheDocument();
  expect(screen.getByText('You can save a card the next time you pay online.')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Saved cards' })).not.toBeInTheDocument();
});

test('deleting a card asks first; Cancel deletes nothing', async () => {
  const requests = fakeApi({ [RECORD]: { ok: true, model: anaRecord }, [CARDS]: { ok: true, model: cards } });
  await openCards();
  await userEvent.click(deleteButton('4242'));
  const dialog = screen.getByRole('dialog', { name: 'Delete this card?' });
  expect(dialog).toHaveTextContent('The card ending in 4242 will no longer be offered when you pay.');
  // The safe choice has the focus.
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(requests.filter((request) => request.method === 'DELETE')).toEqual([]);
  expect(deleteButton('4242')).toBeInTheDocument();
});

test('a confirmed deletion removes the card from the list and says so', async () => {
  const requests = fakeApi({
    [RECORD]: { ok: true, model: anaRecord },
    [CARDS]: { ok: true, model: cards },
    'DELETE /api/publicpaymentmethods/7/32': { ok: true },
  });
  await openCards();
  await userEvent.click(deleteButton('4444'));
  await userEvent.click(screen.getByRole('button', { name: 'Delete card' }));
  await settle();
  expect(requestsTo(requests, 'DELETE', '/api/publicpaymentmethods/7/32')).toHaveLength(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('The card ending in 4444 has been deleted.');
  expect(screen.queryByRole('button', { name: 'Delete the card ending in 4444' })).not.toBeInTheDocument();
  expect(deleteButton('4242')).toBeInTheDocument();
});

test("a refused deletion shows the server's message in the dialog and keeps the card", async () => {
  fakeApi({
    [RECORD]: { ok: true, model: anaRecord },
    [CARDS]: { ok: true, model: cards },
    'DELETE /api/publicpaymentmethods/7/31': new StatusAnswer(404, {
      ok: false,
      errorMsg: 'This card is not saved in your account',
    }),
  });
  await openCards();
  await userEvent.click(deleteButton('4242'));
  await userEvent.click(screen.getByRole('button', { name: 'Delete card' }));
  await settle();
  const dialog = screen.getByRole('dialog', { name: 'Delete this card?' });
  expect(within(dialog).getByRole('alert')).toHaveTextContent('This card is not saved in your account');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(deleteButton('4242')).toBeInTheDocument();
});

test('a deletion without a server message shows the crash text', async () => {
  fakeApi({
    [RECORD]: { ok: true, model: anaRecord },
    [CARDS]: { ok: true, model: cards },
    'DELETE /api/publicpaymentmethods/7/31': { ok: false, errorMsg: '' },
  });
  await openCards();
  await userEvent.click(deleteButton('4242'));
  await userEvent.click(screen.getByRole('button', { name: 'Delete card' }));
  await settle();
  expect(screen.getByRole('alert')).toHaveTextContent('Oops! Technical problems. Please try again.');
});

test('cards that cannot be loaded say so and load again on Retry', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fakeApi({ [RECORD]: { ok: true, model: anaRecord }, [CARDS]: new StatusAnswer(500, null) });
  await openCards();
  expect(screen.getByRole('alert')).toHaveTextContent('Your saved cards could not be loaded.');
  fakeApi({ [RECORD]: { ok: true, model: anaRecord }, [CARDS]: { ok: true, model: cards } });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await settle();
  expect(deleteButton('4242')).toBeInTheDocument();
});

test('the last digits are read from a bare or a masked card number', () => {
  expect(lastDigits({ id: 1, cardNumber: '4242' })).toBe('4242');
  expect(lastDigits({ id: 1, cardNumber: 'XXXX XXXX XXXX 1881' })).toBe('1881');
  expect(lastDigits({ id: 1, cardNumber: '**7' })).toBe('7');
});
