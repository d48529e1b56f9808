import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideClubSettings, renderWithI18n } from '@club/shared-ui/testing';
import { CardDialog } from './card-dialog';
import type { PayWithTypedCard } from './typed-card-form';

beforeEach(() => provideClubSettings());

async function openPopup(pay: PayWithTypedCard) {
  await act(() =>
    renderWithI18n(<CardDialog intent={null} typedCard={pay} onClose={jest.fn()} onConfirmed={jest.fn()} />),
  );
  return screen.getByRole('dialog', { name: 'Card details' });
}

const field = (name: string) => screen.getByRole('textbox', { name });
const payButton = () => screen.getByRole('button', { name: 'Pay' });

async function typeCard(number = '4111111111111111', expiry = '1234', code = '123') {
  await userEvent.type(field('Name on the card'), 'Ana García');
  await userEvent.type(field('Card number'), number);
  await userEvent.type(field('Expiration date (MM/YY)'), expiry);
  await userEvent.type(field('Security code'), code);
}

test('the popup shows its own name, number, expiry and security code fields for a provider that takes the typed card', async () => {
  const dialog = await openPopup(jest.fn());
  for (const name of ['Name on the card', 'Card number', 'Expiration date (MM/YY)', 'Security code']) {
    expect(within(dialog).getByRole('textbox', { name })).toBeInTheDocument();
  }
  expect(field('Card number')).toHaveAttribute('autocomplete', 'cc-number');
});

test("paying with a field left empty says 'Please fill all fields' and sends nothing", async () => {
  const pay = jest.fn<ReturnType<PayWithTypedCard>, Parameters<PayWithTypedCard>>();
  await openPopup(pay);
  await typeCard('4111111111111111', '12', '123');
  await userEvent.click(payButton());
  expect(screen.getByRole('alert')).toHaveTextContent('Please fill all fields');
  expect(pay).not.toHaveBeenCalled();
});

test("the fields keep their masks: the number in its brand's groups, the expiry as MM/YY, the code up to 4 digits", async () => {
  await openPopup(jest.fn());
  await typeCard('378282246310005999', '123456', '12345');
  expect(field('Card number')).toHaveValue('3782 822463 10005');
  expect(field('Expiration date (MM/YY)')).toHaveValue('12/34');
  expect(field('Security code')).toHaveValue('1234');
});

test('the typed card goes to the provider as digits, month and year; its refusal is shown in the popup to type again', async () => {
  const pay = jest
    .fn<ReturnType<PayWithTypedCard>, Parameters<PayWithTypedCard>>()
    .mockResolvedValueOnce('Número de tarjeta inválido.')
    .mockResolvedValueOnce(null);
  await openPopup(pay);
  await typeCard();
  await userEvent.click(payButton());
  expect(pay).toHaveBeenCalledWith({
    name: 'Ana García',
    number: '4111111111111111',
    month: '12',
    year: '34',
    securityCode: '123',
  });
  expect(screen.getByRole('alert')).toHaveTextContent('Número de tarjeta inválido.');
  await userEvent.click(payButton());
  expect(pay).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
