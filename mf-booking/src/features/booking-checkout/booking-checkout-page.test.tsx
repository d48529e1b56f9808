import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { lookupPlayers } from '@club/shared-contracts/api/customers';
import {
  fakeApi,
  LaterAnswer,
  neverAnswered,
  requestsTo,
  StatusAnswer,
  type SentRequest,
} from '@club/shared-contracts/api/test-fetch';
import type {
  BookingDraft,
  BookingSale,
  CheckoutBookingPayload,
  PaymentModeSettings,
  PlayerLookup,
  PrebookPayload,
} from '@club/shared-contracts/booking-entities';
import { PaymentType, Team } from '@club/shared-contracts/entities';
import { clearGlobalError, globalErrorAtom } from '@club/shared-contracts/http';
import { closeLoginRequest, loginRequestAtom, refreshSession } from '@club/shared-contracts/session';
import {
  fakeCart,
  logIn,
  provideClubSettings,
  renderAtPath,
  settle,
  shownPrice,
  startAnonymous,
} from '@club/shared-ui/testing';
import { encodeCheckoutPayload } from '../../lib/checkout-payload';
import { bookingSale, checkoutPayload, paymentModes } from '../../lib/testing';
import { BookingCheckoutPage } from './booking-checkout-page';
import { lookupDebounceMs } from './player-lookup';

jest.mock('@club/shared-contracts/api/customers', () => ({ lookupPlayers: jest.fn() }));
const lookup = jest.mocked(lookupPlayers);

const modesPath = '/api/shop/payment-mode-allowed';
const prebookPath = '/api/publicbookings/prebook';
const matchPrebookPath = '/api/publicbookings/byplace-prebook';

const luis: PlayerLookup = { id: 12, name: 'Luis', surname: 'Pérez', logo: '', level: 3.5 };
const marta: PlayerLookup = { id: 15, name: 'Marta', surname: 'Ruiz', logo: '', level: 2 };
const sales = [bookingSale(101, 7), bookingSale(102, 12), bookingSale(103, -1)];

const store = getDefaultStore();
const globalError = () => store.get(globalErrorAtom);

let requests: SentRequest[];
let answers: Record<string, unknown>;
function answer(changes: Record<string, unknown>) {
  answers = { ...answers, ...changes };
  requests = fakeApi(answers);
}
const answerModes = (changes: Partial<PaymentModeSettings> = {}) =>
  answer({ [`GET ${modesPath}`]: { ok: true, ...paymentModes(changes) } });

beforeEach(() => {
  startAnonymous();
  provideClubSettings();
  logIn(7);
  fakeCart();
  clearGlobalError();
  closeLoginRequest();
  lookup.mockReset();
  lookup.mockImplementation((search) =>
    Promise.resolve({
      ok: true,
      rowData: [luis, marta].filter((player) => player.name.toLowerCase().startsWith(search.slice(0, 3))),
    }),
  );
  answers = {
    [`GET ${modesPath}`]: { ok: true, ...paymentModes() },
    [`POST ${prebookPath}`]: { ok: true, serviceFree: false, model: sales },
    [`POST ${matchPrebookPath}`]: { ok: true, serviceFree: false, model: [bookingSale(201, 7)] },
  };
  requests = fakeApi(answers);
});

const pagePath = (checkout: CheckoutBookingPayload = checkoutPayload()) =>
  `/checkout-booking?pl=${encodeCheckoutPayload(checkout)}`;

const renderCheckout = (path = pagePath(), language: 'en-US' | 'es-ES' = 'en-US') =>
  renderAtPath(
    {
      '/checkout-booking': <BookingCheckoutPage />,
      '/bookingtypes': 'Booking types page',
      '/checkout': 'Checkout page',
      '/customer-bookings': 'Customer bookings page',
    },
    path,
    language,
  );

const renderBooking = (booking: Partial<BookingDraft> = {}, isMatch = false) =>
  renderCheckout(pagePath(checkoutPayload(booking, { isMatch })));

const payButton = () => screen.getByRole('button', { name: /Proceed to Payment|Add to Cart/ });
const places = () =>
  within(screen.getByRole('region', { name: 'Players' }))
    .getAllByRole('listitem')
    .map((place) => place.textContent?.replace('×', '').replace(/\s/g, ' '));
// With the draft's prices (36 for the owner, 45 generic, 4 places): the owner's share and a teammate's.
const owner = `Ana García${shownPrice(9)}You`;
const luisPlace = `Luis Pérez${shownPrice(11.25)}`;
const free = `Free Slot${shownPrice(11.25)}`;
const sentPrebook = (path = prebookPath) => requestsTo(requests, 'POST', path)[0]?.body as PrebookPayload;

async function addPlayer(search: string, name: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Add players' }));
  const dialog = screen.getByRole('dialog', { name: 'Search a player' });
  await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Name or surname' }), search);
  await act(() => new Promise((resolve) => setTimeout(resolve, lookupDebounceMs + 20)));
  await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(name) }));
}

describe('arriving at booking checkout', () => {
  it('sends a visitor without a customer to the booking types, replacing the page in the history', async () => {
    startAnonymous();
    const before = window.history.length;
    await renderCheckout();
    expect(window.location.pathname).toBe('/bookingtypes');
    expect(screen.getByText('Booking types page')).toBeInTheDocument();
    expect(window.history.length).toBe(before);
    expect(requests).toHaveLength(0);
  });

  it('sends the customer to the booking types when the booking is missing or cannot be read', async () => {
    await renderCheckout('/checkout-booking');
    expect(window.location.pathname).toBe('/bookingtypes');
    await renderCheckout('/checkout-booking?pl=not-a-booking');
    expect(window.location.pathname).toBe('/bookingtypes');
  });

  it("shows the club's header image and the booking summary", async () => {
    const { container } = await renderCheckout();
    expect(screen.getByRole('heading', { level: 1, name: 'Booking checkout' })).toBeInTheDocument();
    expect(container.querySelector('img[src="/uploads/header.svg"]')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Reserva de pista de pádel' });
    const facts = within(summary)
      .getAllByRole('definition')
      .map((fact) => fact.textContent);
    expect(facts).toEqual(['26/11/2026', '18:00', '90 min', 'Pista 3']);
    expect(within(summary).getByText('Cancelación gratuita hasta 24 h antes')).toBeInTheDocument();
    expect(within(summary).queryByText('Level')).not.toBeInTheDocument();
  });

  it('shows the level range of a match, competitive or friendly', async () => {
    await renderBooking({ minLevel: 2.5, maxLevel: 4, modifyLevel: true }, true);
    expect(screen.getByText('2,50 – 4,00 · Competitive')).toBeInTheDocument();
    await renderBooking({ minLevel: 0, maxLevel: 7, modifyLevel: false }, true);
    expect(screen.getByText('0,00 – 7,00 · Friendly')).toBeInTheDocument();
  });
});

describe('pay modes', () => {
  it('shows a busy panel without a button while the payment modes load', async () => {
    answer({ [`GET ${modesPath}`]: neverAnswered });
    const { container } = await renderCheckout();
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Proceed to Payment|Add to Cart/ })).not.toBeInTheDocument();
  });

  it("starts on shared payment when the club allows it, with the owner's share", async () => {
    await renderCheckout();
    expect(screen.getByRole('radio', { name: 'Shared Payment' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Shared Payment' })).toHaveAccessibleDescription(
      'You only pay your part',
    );
    expect(screen.getByRole('radio', { name: 'Full Payment' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Full Payment' })).toHaveAccessibleDescription(
      'You assume the full booking',
    );
    expect(payButton()).toHaveAccessibleName('Proceed to Payment');
    const total = screen.getByText('Total').parentElement;
    expect(total).toHaveTextContent(`Total${shownPrice(9)}`);
  });

  it("holds the teammates' shares at the generic price plus the owner's share with retention", async () => {
    answerModes({ sharedPaymentWithRetention: true });
    await renderCheckout();
    expect(screen.getByText('Total').parentElement).toHaveTextContent(`Total${shownPrice(42.75)}`);
  });

  it('offers full payment alone when the club does not allow shared payment', async () => {
    answerModes({ sharedPaymentAllowed: false });
    await renderCheckout();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: 'Full Payment' })).toBeChecked();
    expect(payButton()).toHaveTextContent(`Add to Cart ${shownPrice(36)}`);
    expect(screen.queryByRole('region', { name: 'Players' })).not.toBeInTheDocument();
  });

  it('offers shared payment alone for a special price the club will not take in full', async () => {
    answerModes({ fullPaymentAllowedWithSpecialPrices: false });
    await renderBooking({ isSpecialPrice: true });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['shared']);
  });

  it('lets the customer switch to full payment and back, with the keyboard too', async () => {
    await renderCheckout();
    await userEvent.click(screen.getByRole('radio', { name: 'Full Payment' }));
    expect(payButton()).toHaveTextContent(`Add to Cart ${shownPrice(36)}`);
    expect(screen.queryByRole('region', { name: 'Players' })).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Shared Payment' })).toBeChecked();
    expect(payButton()).toHaveAccessibleName('Proceed to Payment');
  });

  it("labels a match's only mode shared payment and adds the owner's place to the cart", async () => {
    await renderBooking({}, true);
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: 'Shared Payment' })).toHaveAccessibleDescription(
      'You only pay your part',
    );
    expect(payButton()).toHaveTextContent(`Add to Cart ${shownPrice(9)}`);
  });

  it('says so when no pay mode is left', async () => {
    answerModes({ sharedPaymentAllowed: false, fullPaymentAllowedWithSpecialPrices: false });
    await renderBooking({ isSpecialPrice: true });
    expect(screen.getByText('No payment options available. Please contact the club')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Proceed to Payment|Add to Cart/ })).not.toBeInTheDocument();
  });

  it('logs a failed load of the payment modes and offers to try again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer({ [`GET ${modesPath}`]: new StatusAnswer(500, { ok: false, errorMsg: 'Down' }) });
    await renderCheckout();
    expect(logged).toHaveBeenCalledWith('payment modes could not be loaded', expect.anything());
    expect(screen.getByText('The payment options could not be loaded.')).toBeInTheDocument();
    answerModes();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(payButton()).toHaveAccessibleName('Proceed to Payment');
    logged.mockRestore();
  });

  it('speaks Spanish', async () => {
    await renderCheckout(pagePath(), 'es-ES');
    expect(screen.getByRole('radio', { name: 'Pago compartido' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Proceder al pago' })).toBeInTheDocument();
    expect(screen.getAllByText('Plaza libre')).toHaveLength(3);
  });
});

describe('players of a shared payment', () => {
  it('lists the owner first without a remove button, then a free slot for each place left', async () => {
    await renderCheckout();
    expect(places()).toEqual([owner, free, free, free]);
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('adds a player found by the lookup and removes them again', async () => {
    await renderCheckout();
    await addPlayer('lui', 'Luis Pérez');
    expect(lookup).toHaveBeenCalledWith('lui');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(places()).toEqual([owner, luisPlace, free, free]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Luis Pérez' }));
    expect(places()).toEqual([owner, free, free, free]);
    expect(screen.getByRole('button', { name: 'Add players' })).toHaveFocus();
  });

  it('does not list a player twice', async () => {
    await renderCheckout();
    await addPlayer('lui', 'Luis Pérez');
    await addPlayer('lui', 'Luis Pérez');
    expect(places()).toEqual([owner, luisPlace, free, free]);
  });

  it('says the list is full instead of opening the lookup', async () => {
    await renderBooking({ maxParticipants: 2 });
    await addPlayer('lui', 'Luis Pérez');
    // Two places: the owner's share is half of 36, a teammate's half of 45.
    expect(places()).toEqual([`Ana García${shownPrice(18)}You`, `Luis Pérez${shownPrice(22.5)}`]);
    await userEvent.click(screen.getByRole('button', { name: 'Add players' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Max players reached')).toBeInTheDocument();
  });

  it('explains shared payments in a tooltip that opens and closes from the keyboard', async () => {
    await renderCheckout();
    const notice = screen.getByRole('button', { name: 'Notice about shared payments' });
    const text =
      'A shared payment pre-authorizes the total amount on your card as a guarantee; only your share is charged.';
    expect(notice).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(text)).not.toBeVisible();
    notice.focus();
    await userEvent.keyboard('{Enter}');
    expect(notice).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(text)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByText(text)).not.toBeVisible();
  });
});

describe('paying', () => {
  it("prebooks a shared payment with the players and sends the owner's sales to the cart, then goes to checkout", async () => {
    const cart = fakeCart();
    await renderCheckout();
    await addPlayer('lui', 'Luis Pérez');
    await userEvent.click(payButton());
    await settle();
    const payload = checkoutPayload();
    expect(sentPrebook()).toEqual({
      booking: { ...payload.booking, customerId: 7, paymentType: PaymentType.Shared },
      blocks: [{ ...payload.blocks[0], customerId: 7 }],
      customerIsParticipant: true,
      isMultiple: false,
      customerIds: [12],
      players: [
        { customerId: 7, name: 'Ana García', team: Team.NotSet },
        { customerId: 12, name: 'Luis Pérez', team: Team.NotSet },
      ],
    });
    expect(cart.addSale).toHaveBeenCalledWith([{ ...sales[0], cancelUrl: 'publicbookings/cancel/50/7' }]);
    expect(window.location.pathname).toBe('/checkout');
  });

  it('sends every sale to the cart for a shared payment with retention', async () => {
    const cart = fakeCart();
    answerModes({ sharedPaymentWithRetention: true });
    await renderCheckout();
    await userEvent.click(payButton());
    await settle();
    const sent = cart.addSale.mock.calls[0]?.[0] as BookingSale[];
    expect(sent.map((sale) => sale.cancelUrl)).toEqual([
      'publicbookings/cancel/50/7',
      'publicbookings/cancel/50/12',
      'publicbookings/cancel/50/-1',
    ]);
  });

  it('prebooks a full payment for the owner alone and sends every sale to the cart', async () => {
    const cart = fakeCart();
    await renderCheckout();
    await addPlayer('lui', 'Luis Pérez');
    await userEvent.click(screen.getByRole('radio', { name: 'Full Payment' }));
    await userEvent.click(payButton());
    await settle();
    expect(sentPrebook().booking.paymentType).toBe(PaymentType.Full);
    expect(sentPrebook().customerIds).toEqual([]);
    expect(cart.addSale.mock.calls[0]?.[0]).toHaveLength(3);
    expect(window.location.pathname).toBe('/checkout');
  });

  it('prebooks a created match by place', async () => {
    const cart = fakeCart();
    await renderBooking({ gender: 'Mixed', modifyLevel: true, minLevel: 2, maxLevel: 4 }, true);
    await userEvent.click(payButton());
    await settle();
    expect(requestsTo(requests, 'POST', prebookPath)).toHaveLength(0);
    const sent = sentPrebook(matchPrebookPath);
    expect(sent.booking.paymentType).toBe(PaymentType.ByPlace);
    expect(sent.matchOptions).toEqual({ gender: 'Mixed', competitive: true, matchRange: [2, 4] });
    expect(cart.addSale).toHaveBeenCalledWith([
      { ...bookingSale(201, 7), cancelUrl: 'publicbookings/cancel/50/7' },
    ]);
  });

  it("goes to the customer's bookings when the service is free, with nothing for the cart", async () => {
    const cart = fakeCart();
    answer({ [`POST ${prebookPath}`]: { ok: true, serviceFree: true, model: [] } });
    await renderCheckout();
    await userEvent.click(payButton());
    await settle();
    expect(window.location.pathname).toBe('/customer-bookings');
    expect(cart.addSale).not.toHaveBeenCalled();
  });

  it('keeps the button busy while the prebook is under way', async () => {
    const prebooking = new LaterAnswer();
    answer({ [`POST ${prebookPath}`]: prebooking });
    await renderCheckout();
    await userEvent.click(payButton());
    expect(payButton()).toHaveAttribute('aria-busy', 'true');
    expect(payButton()).toHaveAttribute('aria-disabled', 'true');
    await prebooking.give({ ok: true, serviceFree: false, model: sales });
    await settle();
    expect(window.location.pathname).toBe('/checkout');
  });

  it('shows a refused prebook inline and in the global error, its error map joined with commas', async () => {
    const cart = fakeCart();
    answer({
      [`POST ${prebookPath}`]: {
        ok: false,
        errorMsg: 'Refused',
        model: { slot: 'The slot is taken', players: 'Luis Pérez is in another booking' },
      },
    });
    await renderCheckout();
    await userEvent.click(payButton());
    await settle();
    const message = 'The slot is taken, Luis Pérez is in another booking';
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(globalError()).toBe(message);
    expect(cart.addSale).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/checkout-booking');
    expect(payButton()).toBeEnabled();
  });

  it('shows the errorMsg of a refusal without an error map', async () => {
    answer({ [`POST ${prebookPath}`]: { ok: false, errorMsg: 'The slot is taken' } });
    await renderCheckout();
    await userEvent.click(payButton());
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('The slot is taken');
    expect(globalError()).toBe('The slot is taken');
  });

  it('shows a prebook without an answer in the global error only', async () => {
    answer({ [`POST ${prebookPath}`]: new StatusAnswer(502, {}) });
    await renderCheckout();
    await userEvent.click(payButton());
    await settle();
    expect(globalError()).toBe('Oops! Technical problems. Please try again.');
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('stays on the page when the cart refuses the sales (the host shows why)', async () => {
    const cart = fakeCart({
      addSale: { ok: false, reason: 'shared-payment-mix', message: 'Finish your shared payment first' },
    });
    await renderCheckout();
    await userEvent.click(payButton());
    await settle();
    expect(cart.addSale).toHaveBeenCalled();
    expect(window.location.pathname).toBe('/checkout-booking');
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('asks to log in when the session ended while the page was open, coming back here', async () => {
    await renderCheckout();
    act(() => {
      startAnonymous();
      refreshSession();
    });
    await userEvent.click(payButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please login or register');
    expect(store.get(loginRequestAtom)).toEqual({
      backUrl: `${window.location.pathname}${window.location.search}`,
      mode: 'login',
    });
    expect(window.location.pathname).toBe('/checkout-booking');
    expect(requestsTo(requests, 'POST', prebookPath)).toHaveLength(0);
  });
});
