import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { getDefaultStore } from 'jotai';
import type { ByPlaceBooking } from '@club/shared-contracts/booking-entities';
import {
  fakeApi,
  requestsTo,
  StatusAnswer,
  type FakeAnswer,
  type SentRequest,
} from '@club/shared-contracts/api/test-fetch';
import { globalErrorAtom } from '@club/shared-contracts/http';
import { loginRequestAtom } from '@club/shared-contracts/session';
import {
  fakeCart,
  logIn,
  provideClubSettings,
  renderAtPath,
  settle,
  startAnonymous,
} from '@club/shared-ui/testing';
import { Team } from '@club/shared-contracts/entities';
import { bookingInfo, bookingPlayer, bookingSale, bookingType, freePlace } from '../../lib/testing';
import { BookingsByPlacePage } from './bookings-by-place-page';

const day = dayjs().add(3, 'day').format('YYYY-MM-DD');
const match = bookingType(5, {
  name: 'Partido abierto',
  byPlace: true,
  allowCreateBookByPlace: true,
  concept: 'Match',
});
const school = bookingType(6, { name: 'Escuela', byPlace: true, concept: 'School' });
const court = bookingType(1, { name: 'Pista de pádel' });

function byPlace(id: number, dtStart: string, changes: Partial<ByPlaceBooking> = {}): ByPlaceBooking {
  const card = bookingInfo(
    [freePlace(Team.NotSet), freePlace(Team.NotSet), freePlace(Team.NotSet), freePlace(Team.NotSet)],
    {
      id,
      dtStart,
      date: dtStart.slice(0, 10),
      startHour: dtStart.slice(11, 16),
      bookingTypeName: 'Partido abierto',
      resourceName: 'Pista 2',
    },
  );
  return {
    ...card,
    start: dtStart,
    bookingTemplateId: null,
    description: '',
    serviceFree: false,
    ...changes,
  };
}

// 2026-11-28 is a Saturday and 2026-11-30 a Monday: the groups follow the dates, not the list's order.
const saturday = byPlace(21, '2026-11-28T10:00:00');
const monday = byPlace(22, '2026-11-30T19:00:00');
const mapped = byPlace(23, '2026-11-30T20:00:00', { bookingTemplateId: 3, concept: 'Event' });

let requests: SentRequest[];
function answer(extra: Record<string, FakeAnswer> = {}) {
  requests = fakeApi({
    'GET /api/publicbookings/booking-types-list': { ok: true, model: [court, match, school] },
    'POST /api/publicbookings/byplace-list': { ok: true, data: [saturday, monday, mapped] },
    ...extra,
  });
}

beforeEach(() => {
  startAnonymous();
  provideClubSettings();
  answer();
});

const renderList = (path = `/bookings-byplace?date=${day}`) =>
  renderAtPath(
    {
      '/bookings-byplace/:bookingTypeId?': <BookingsByPlacePage />,
      '/bookings/:id': 'Court booking page',
      '/booking-visual/:bookingId/:templateId': 'Visual map',
      '/customer-bookings': 'Customer bookings',
    },
    path,
  );

describe('bookings by place', () => {
  it('offers All and each by-place type, and groups the week under its weekdays with dates, in date order', async () => {
    await renderList();
    const types = screen.getByRole('navigation', { name: 'Booking types' });
    expect(
      within(types)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All', 'Partido abierto', 'Escuela']);
    expect(within(types).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Saturday 28/11',
      'Monday 30/11',
    ]);
    expect(requestsTo(requests, 'POST', '/api/publicbookings/byplace-list')[0]?.body).toEqual({
      bookingTypeId: null,
      customerId: null,
      date: day,
    });
  });

  it('narrows the types by the concept keys, and offers Create match for a type that allows it', async () => {
    await renderList(`/bookings-byplace/5?matches=true&date=${day}`);
    const types = screen.getByRole('navigation', { name: 'Booking types' });
    expect(
      within(types)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All', 'Partido abierto']);
    expect(screen.getByRole('heading', { level: 1, name: 'Partido abierto' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create match' })).toHaveAttribute('href', '/bookings/5');
  });

  it('says when there is nothing to join', async () => {
    answer({ 'POST /api/publicbookings/byplace-list': { ok: true, data: [] } });
    await renderList();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Oops! there is nothing you can join. Try changing the date',
    );
  });

  it('asks a visitor to log in at Join, naming that booking to go on joining it', async () => {
    await renderList();
    // The second card of the week is Monday's.
    await userEvent.click(screen.getAllByRole('button', { name: 'Join' })[1]!);
    expect(getDefaultStore().get(loginRequestAtom)?.backUrl).toBe(
      `/bookings-byplace?date=${day}&then=join%3A22`,
    );
  });

  it('after the login Join goes on: the confirm popup, or the map of a booking with one', async () => {
    logIn(7);
    await renderList(`/bookings-byplace?date=${day}&then=join%3A22`);
    expect(screen.getByRole('dialog', { name: 'Partido abierto' })).toBeInTheDocument();
    expect(window.location.search).toBe(`?date=${day}&bookingId=22`);
    await renderList(`/bookings-byplace?date=${day}&then=join%3A23`);
    expect(window.location.pathname).toBe('/booking-visual/23/3');
  });

  it('says Full on a full booking with its players, no Join, and offers its waiting list', async () => {
    logIn(7);
    const players = [1, 2, 3, 4].map((id) => bookingPlayer(id, `Player ${id}`, Team.Team1));
    const full = byPlace(24, '2026-11-30T21:00:00', { players, participantsIn: 4 });
    answer({
      'POST /api/publicbookings/byplace-list': { ok: true, data: [full] },
      'POST /api/publicbookings/waiting-list/7/24': {
        ok: true,
        model: { position: 2, offerExpiresAt: null, heldPlaces: 0 },
      },
    });
    await renderList();
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('Full');
    expect(card).toHaveTextContent('Player 4');
    expect(within(card).queryByRole('button', { name: 'Join' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Join the waiting list' }));
    await settle();
    expect(requestsTo(requests, 'POST', '/api/publicbookings/waiting-list/7/24')).toHaveLength(1);
    expect(card).toHaveTextContent('You are number 2 on the waiting list.');
  });

  it('says why a match’s rules keep the customer out, on the card and in the popup, with no Join or Confirm', async () => {
    logIn(7);
    const ruledOut = byPlace(25, '2026-11-30T21:00:00', { joinRefusal: 'outsideLevel' });
    answer({ 'POST /api/publicbookings/byplace-list': { ok: true, data: [ruledOut] } });
    await renderList(`/bookings-byplace?date=${day}&bookingId=25`);
    const reason = 'Your level is outside this match’s range (2,50–3,50).';
    const card = screen.getByRole('article', { hidden: true });
    expect(card).toHaveTextContent(reason);
    expect(within(card).queryByRole('button', { name: 'Join', hidden: true })).toBeNull();
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(reason);
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('sends a booking with a map to it, with the day', async () => {
    logIn(7);
    await renderList();
    const joins = screen.getAllByRole('button', { name: 'Join' });
    await userEvent.click(joins[2]!);
    expect(window.location.pathname).toBe('/booking-visual/23/3');
    expect(window.location.search).toBe(`?date=${day}`);
  });

  it('confirms a join: the place is taken and its sale goes to the cart with its cancel URL', async () => {
    logIn(7);
    const sale = bookingSale(901, 7, { bookingId: 22 });
    answer({
      'POST /api/publicbookings/byplace-prebook-place/7/22/Web': {
        ok: true,
        model: sale,
        serviceFree: false,
      },
    });
    const cart = fakeCart();
    await renderList();
    await userEvent.click(screen.getAllByRole('button', { name: 'Join' })[1]!);
    const dialog = screen.getByRole('dialog', { name: 'Partido abierto' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await settle();
    expect(cart.addSale).toHaveBeenCalledWith({ ...sale, cancelUrl: 'publicbookings/cancel/22/7' });
  });

  it('goes to the customer’s bookings when the place is free of charge', async () => {
    logIn(7);
    answer({
      'POST /api/publicbookings/byplace-prebook-place/7/22/Web/4': {
        ok: true,
        model: null,
        serviceFree: true,
      },
    });
    await renderList(`/bookings-byplace?date=${day}&bookingId=22&placeId=4&place=B2`);
    const dialog = screen.getByRole('dialog', { name: 'Partido abierto' });
    expect(dialog).toHaveTextContent('B2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await settle();
    expect(window.location.pathname).toBe('/customer-bookings');
  });

  it('says a customer already in a booking is in, on the card and in the popup, with no Join or Confirm', async () => {
    logIn(7);
    const mine = byPlace(26, '2026-11-30T21:00:00', {
      players: [bookingPlayer(7, 'Ana García', Team.Team1), freePlace(Team.NotSet)],
      participantsIn: 1,
    });
    answer({ 'POST /api/publicbookings/byplace-list': { ok: true, data: [mine] } });
    await renderList(`/bookings-byplace?date=${day}&bookingId=26`);
    const card = screen.getByRole('article', { hidden: true });
    expect(card).toHaveTextContent('You are already in');
    expect(within(card).queryByRole('button', { name: 'Join', hidden: true })).toBeNull();
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('You are already in');
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('shows why a join is refused in the popup only, and offers Confirm no more', async () => {
    logIn(7);
    answer({
      'POST /api/publicbookings/byplace-prebook-place/7/22/Web': {
        ok: false,
        errorMsg: 'Se ha alcanzado el máximo de jugadores',
      },
    });
    await renderList(`/bookings-byplace?date=${day}&bookingId=22`);
    const dialog = screen.getByRole('dialog', { name: 'Partido abierto' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await settle();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Se ha alcanzado el máximo de jugadores');
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(getDefaultStore().get(globalErrorAtom)).toBeNull();
  });

  it('offers Confirm again after a join that got no usable answer, to try once more', async () => {
    logIn(7);
    // A null answer is a crash (document 3, 8): nothing was refused, so the customer may try again.
    answer({ 'POST /api/publicbookings/byplace-prebook-place/7/22/Web': null });
    await renderList(`/bookings-byplace?date=${day}&bookingId=22`);
    const dialog = screen.getByRole('dialog', { name: 'Partido abierto' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await settle();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Oops! Technical problems. Please try again.',
    );
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('opens the popup of a booking named in the address that the list does not hold, or says crash', async () => {
    answer({
      'GET /api/publicbookings/info/77': new StatusAnswer(404, {
        ok: false,
        errorMsg: 'Reserva no encontrada',
      }),
    });
    await renderList(`/bookings-byplace?date=${day}&bookingId=77`);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Oops! Technical problems. Please try again.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });
});
