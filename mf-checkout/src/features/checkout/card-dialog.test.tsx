import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideClubSettings, renderWithI18n } from '@club/shared-ui/testing';
import { CardDialog, cardNameMaxLength } from './card-dialog';
import { fakeStripe, stripeStart } from './checkout-testing';
import { loadStripeClient } from './stripe-loader';

jest.mock('./stripe-loader', () => ({ loadStripeClient: jest.fn() }));
const loadStripe = jest.mocked(loadStripeClient);

let stripe: ReturnType<typeof fakeStripe>;
beforeEach(() => {
  provideClubSettings();
  stripe = fakeStripe();
  loadStripe.mockReset();
  loadStripe.mockResolvedValue(stripe.stripe);
});

async function openPopup(intent = stripeStart()) {
  const onConfirmed = jest.fn();
  const onClose = jest.fn();
  // Stripe.js answers while the popup renders, so the render is awaited inside act.
  await act(() => renderWithI18n(<CardDialog intent={intent} onClose={onClose} onConfirmed={onConfirmed} />));
  return { onConfirmed, onClose, dialog: screen.getByRole('dialog', { name: 'Card details' }) };
}

const pay = () => userEvent.click(screen.getByRole('button', { name: 'Pay' }));

test("Stripe's own card fields are mounted in the popup, beside our name field", async () => {
  const { dialog } = await openPopup();
  expect(loadStripe).toHaveBeenCalledWith('/api/stripe-sandbox/stripe.js', 'pk_test_club');
  expect(within(dialog).getByRole('textbox', { name: 'Name on the card' })).toBeInTheDocument();
  for (const [name, type] of [
    ['Card number', 'cardNumber'],
    ['Expiration date (MM/YY)', 'cardExpiry'],
    ['Security code', 'cardCvc'],
  ]) {
    expect(within(dialog).getByRole('group', { name })).toHaveAttribute('data-mounted', type);
  }
});

test("the popup refuses to pay with 'Please fill all fields' until the name and the three card fields are complete", async () => {
  await openPopup();
  await pay();
  expect(screen.getByRole('alert')).toHaveTextContent('Please fill all fields');

  await userEvent.type(screen.getByRole('textbox', { name: 'Name on the card' }), 'Ana García');
  await stripe.change('cardNumber', { complete: true });
  await stripe.change('cardExpiry', { complete: true });
  await pay();
  expect(screen.getByRole('alert')).toHaveTextContent('Please fill all fields');
  expect(stripe.calls.confirmCardPayment).not.toHaveBeenCalled();

  await stripe.change('cardCvc', { complete: true });
  await pay();
  expect(stripe.calls.confirmCardPayment).toHaveBeenCalledTimes(1);
});

test('the name on the card takes at most 20 characters', async () => {
  await openPopup();
  const name = screen.getByRole('textbox', { name: 'Name on the card' });
  await userEvent.type(name, 'Ana María García de la Fuente');
  expect(name).toHaveValue('Ana María García de la Fuente'.slice(0, cardNameMaxLength));
});

test("a card field's error shows under it and marks it invalid", async () => {
  const { dialog } = await openPopup();
  await stripe.change('cardNumber', { error: 'Your card number is incomplete.' });
  const number = within(dialog).getByRole('group', { name: 'Card number' });
  expect(number).toHaveAttribute('aria-invalid', 'true');
  expect(number).toHaveAccessibleDescription('Your card number is incomplete.');
});

test('a complete card pays the intent with the card number element and the name, then goes on', async () => {
  const intent = stripeStart();
  const { onConfirmed } = await openPopup(intent);
  await userEvent.type(screen.getByRole('textbox', { name: 'Name on the card' }), ' Ana García ');
  await stripe.completeAll();
  await pay();
  expect(stripe.calls.confirmCardPayment).toHaveBeenCalledWith('pi_123_secret_abc', {
    payment_method: { card: stripe.created.get('cardNumber'), billing_details: { name: 'Ana García' } },
  });
  expect(onConfirmed).toHaveBeenCalledWith(intent);
});

test('a card to save is confirmed as a setup, with a Save card button', async () => {
  const intent = stripeStart({ intent: 'setup', intentId: 'seti_9', clientSecret: 'seti_9_secret' });
  const { onConfirmed } = await openPopup(intent);
  await userEvent.type(screen.getByRole('textbox', { name: 'Name on the card' }), 'Ana García');
  await stripe.completeAll();
  await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
  expect(stripe.calls.confirmCardSetup).toHaveBeenCalledWith('seti_9_secret', expect.anything());
  expect(stripe.calls.confirmCardPayment).not.toHaveBeenCalled();
  expect(onConfirmed).toHaveBeenCalledWith(intent);
});

test("a card Stripe refuses shows the provider's message, and without one the technical-problems text", async () => {
  const { onConfirmed } = await openPopup();
  await userEvent.type(screen.getByRole('textbox', { name: 'Name on the card' }), 'Ana García');
  await stripe.completeAll();
  stripe.calls.confirmCardPayment.mockResolvedValueOnce({
    error: { type: 'card_error', message: 'Your card was declined.' },
  } as never);
  await pay();
  expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');

  stripe.calls.confirmCardPayment.mockResolvedValueOnce({ error: { type: 'api_error' } } as never);
  await pay();
  expect(screen.getByRole('alert')).toHaveTextContent('Oops! Technical problems. Please try again.');
  expect(onConfirmed).not.toHaveBeenCalled();
});

test('closing the popup destroys the card fields', async () => {
  const intent = stripeStart();
  const view = await act(() =>
    renderWithI18n(<CardDialog intent={intent} onClose={jest.fn()} onConfirmed={jest.fn()} />),
  );
  view.rerender(<CardDialog intent={null} onClose={jest.fn()} onConfirmed={jest.fn()} />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  for (const element of stripe.created.values()) expect(element.destroy).toHaveBeenCalled();
  expect(stripe.created.size).toBe(3);
});
