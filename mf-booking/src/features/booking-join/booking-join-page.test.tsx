import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import {
  fakeApi,
  requestsTo,
  type FakeAnswer,
  type SentRequest,
} from '@club/shared-contracts/api/test-fetch';
import { Team } from '@club/shared-contracts/entities';
import { loginRequestAtom } from '@club/shared-contracts/session';
import {
  fakeCart,
  logIn,
  provideClubSettings,
  renderAtPath,
  settle,
  shownPrice,
  startAnonymous,
} from '@club/shared-ui/testing';
import { bookingInfo, bookingPlayer, bookingSale, freePlace } from '../../lib/testing';
import { BookingJoinPage } from './booking-join-page';

// Prices carry a non-breaking space; names are compared with plain spaces.
const named = (text: string) => (name: string) => name.replace(/\s/g, ' ') === text;

const player = (customerId: number, name: string, team: Team, totalDebts = 0) =>
  bookingPlayer(customerId, name, team, { totalDebts });
const free = freePlace;
const info = bookingInfo;

let requests: SentRequest[];
const answer = (booking: FakeAnswer, extra: Record<string, FakeAnswer> = {}) => {
  requests = fakeApi({ 'GET /api/publicbookings/info/40': { ok: true, model: booking }, ...extra });
};

beforeEach(() => {
  startAnonymous();
  provideClubSettings();
});

const renderJoin = (path = '/booking-join/40') =>
  renderAtPath(
    {
      '/booking-join/:bookingId': <BookingJoinPage />,
      '/booking-results/:bookingId': 'Results page',
      '/bookingtypes': 'Booking types',
    },
    path,
  );

describe('join booking', () => {
  it('sends an address without a booking to the booking types, and a past booking to its results', async () => {
    logIn(7);
    await renderJoin('/booking-join/abc');
    expect(window.location.pathname).toBe('/bookingtypes');
    answer(info([], { isPast: true }));
    await renderJoin();
    expect(window.location.pathname).toBe('/booking-results/40');
  });

  it('asks a visitor to log in, coming back to the booking', async () => {
    answer(info([player(8, 'Carlos Ruiz', Team.Team1)]));
    await renderJoin();
    expect(getDefaultStore().get(loginRequestAtom)?.backUrl).toBe('/booking-join/40');
  });

  it('lists each team’s players and free slots', async () => {
    logIn(7);
    answer(
      info([player(8, 'Carlos Ruiz', Team.Team1), free(Team.Team1), free(Team.Team2), free(Team.Team2)]),
    );
    await renderJoin();
    const team1 = screen.getByRole('region', { name: 'Team 1' });
    expect(
      within(team1)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Carlos Ruiz3,20', 'Free Slot']);
    expect(within(screen.getByRole('region', { name: 'Team 2' })).getAllByText('Free Slot')).toHaveLength(2);
  });

  it('joins on the chosen team, then pays the place through the add-to-cart popup', async () => {
    logIn(7);
    const sale = bookingSale(901, 7, { bookingId: 40, pending: 9, description: 'Plaza en el equipo 2' });
    answer(
      info([player(8, 'Carlos Ruiz', Team.Team1), free(Team.Team1), free(Team.Team2), free(Team.Team2)]),
      {
        'POST /api/publicbookings/byplace-prebook-place/7/40/Web': {
          ok: true,
          model: sale,
          serviceFree: false,
        },
      },
    );
    const cart = fakeCart();
    await renderJoin();
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Choose your team' })).getByRole('button', {
        name: 'Team 2',
      }),
    );
    await settle();
    expect(
      requestsTo(requests, 'POST', '/api/publicbookings/byplace-prebook-place/7/40/Web')[0]?.body,
    ).toEqual({
      team: Team.Team2,
    });
    const success = screen.getByRole('dialog', { name: 'You have joined the booking' });
    expect(success).toHaveTextContent('You play in team 2.');
    await userEvent.click(within(success).getByRole('button', { name: named(`Pay ${shownPrice(9)}`) }));
    const popup = screen.getByRole('dialog', { name: 'Partido abierto de pádel' });
    expect(popup).toHaveTextContent('2 of 4 players');
    expect(popup).toHaveTextContent('Plaza en el equipo 2');
    await userEvent.click(within(popup).getByRole('button', { name: named(`Add to Cart ${shownPrice(9)}`) }));
    expect(cart.addSale).toHaveBeenCalledWith({ ...sale, cancelUrl: 'publicbookings/cancel/40/7' });
  });

  it('takes the team with room without asking', async () => {
    logIn(7);
    answer(
      info([
        player(8, 'Carlos Ruiz', Team.Team1),
        player(9, 'Marta J', Team.Team1),
        free(Team.Team2),
        free(Team.Team2),
      ]),
      {
        'POST /api/publicbookings/byplace-prebook-place/7/40/Web': {
          ok: true,
          model: null,
          serviceFree: true,
        },
      },
    );
    await renderJoin();
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    await settle();
    expect(
      requestsTo(requests, 'POST', '/api/publicbookings/byplace-prebook-place/7/40/Web')[0]?.body,
    ).toEqual({
      team: Team.Team2,
    });
    expect(screen.getByRole('dialog', { name: 'You have joined the booking' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('says a player is already in with what they owe, and a full booking has reached its maximum', async () => {
    logIn(7);
    answer(
      info([player(7, 'Ana García', Team.Team1, 4.5), free(Team.Team1), free(Team.Team2), free(Team.Team2)]),
    );
    const view = await renderJoin();
    expect(screen.getByRole('status')).toHaveTextContent(`You are already in · ${shownPrice(4.5)}`);
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    view.unmount();

    answer(
      info([
        player(8, 'A', Team.Team1),
        player(9, 'B', Team.Team1),
        player(10, 'C', Team.Team2),
        player(11, 'D', Team.Team2),
      ]),
    );
    await renderJoin();
    expect(screen.getByRole('status')).toHaveTextContent('Max players reached');
  });

  it('says why the match’s rules keep the customer out, with neither Join nor the waiting list', async () => {
    logIn(7);
    answer(
      info([player(8, 'A', Team.Team1), free(Team.Team1), free(Team.Team2), free(Team.Team2)], {
        joinRefusal: 'womenOnly',
      }),
    );
    await renderJoin();
    expect(screen.getByRole('status')).toHaveTextContent('This match is for women only.');
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join the waiting list' })).not.toBeInTheDocument();
  });

  it('shows why a join is refused, and the booking as it is now', async () => {
    logIn(7);
    const before = info([
      player(8, 'Carlos Ruiz', Team.Team1),
      player(9, 'Marta J', Team.Team1),
      free(Team.Team2),
      player(10, 'Carla G', Team.Team2),
    ]);
    const now = info([
      player(8, 'Carlos Ruiz', Team.Team1),
      player(9, 'Marta J', Team.Team1),
      player(11, 'Bruno M', Team.Team2),
      player(10, 'Carla G', Team.Team2),
    ]);
    let asked = 0;
    requests = fakeApi({
      'GET /api/publicbookings/info/40': () => ({ ok: true, model: asked++ === 0 ? before : now }),
      'POST /api/publicbookings/byplace-prebook-place/7/40/Web': {
        ok: false,
        errorMsg: 'Se ha alcanzado el máximo de jugadores',
      },
    });
    await renderJoin();
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Se ha alcanzado el máximo de jugadores');
    expect(screen.getByRole('status')).toHaveTextContent('Max players reached');
    expect(within(screen.getByRole('region', { name: 'Team 2' })).getByText('Bruno M')).toBeInTheDocument();
  });
});

describe('waiting list of a full booking', () => {
  const threePlayersAnd = (last: ReturnType<typeof player>) => [
    player(8, 'A', Team.Team1),
    player(9, 'B', Team.Team1),
    player(10, 'C', Team.Team2),
    last,
  ];
  const fullBooking = (changes: Parameters<typeof info>[1] = {}) =>
    info(threePlayersAnd(player(11, 'D', Team.Team2)), { allowJoin: false, ...changes });
  const oneFreePlace = (changes: Parameters<typeof info>[1]) =>
    info(threePlayersAnd(free(Team.Team2)), changes);

  it('lets the customer wait for a place, tells their turn and lets them leave the list', async () => {
    logIn(7);
    answer(fullBooking(), {
      'POST /api/publicbookings/waiting-list/7/40': {
        ok: true,
        model: { position: 2, offerExpiresAt: null, heldPlaces: 0 },
      },
      'DELETE /api/publicbookings/waiting-list/7/40': { ok: true },
    });
    await renderJoin();
    await userEvent.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Max players reachedYou are number 2 on the waiting list. We will write to you if a place frees up.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Leave the waiting list' }));
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent(/^Max players reached$/);
    expect(screen.getByRole('button', { name: 'Join the waiting list' })).toBeInTheDocument();
    const path = '/api/publicbookings/waiting-list/7/40';
    expect([requestsTo(requests, 'POST', path).length, requestsTo(requests, 'DELETE', path).length]).toEqual([
      1, 1,
    ]);
  });

  it('shows the turn of a customer already waiting, and the server’s refusal', async () => {
    logIn(7);
    answer(fullBooking({ waitingList: { position: 1, offerExpiresAt: null, heldPlaces: 0 } }), {
      'DELETE /api/publicbookings/waiting-list/7/40': { ok: false, errorMsg: 'Reserva no encontrada' },
    });
    await renderJoin();
    expect(screen.getByRole('status')).toHaveTextContent('You are number 1 on the waiting list.');
    await userEvent.click(screen.getByRole('button', { name: 'Leave the waiting list' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Reserva no encontrada');
    expect(screen.getByRole('status')).toHaveTextContent('You are number 1 on the waiting list.');
  });

  it('offers the waiting list when the free places are held for other customers, without Join', async () => {
    logIn(7);
    answer(
      oneFreePlace({
        allowJoin: false,
        waitingList: { position: null, offerExpiresAt: null, heldPlaces: 1 },
      }),
    );
    await renderJoin();
    expect(screen.getByRole('status')).toHaveTextContent('The free places are held for the waiting list');
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join the waiting list' })).toBeInTheDocument();
  });

  it('tells the customer a place offered to them is held until when, and lets them join', async () => {
    logIn(7);
    answer(
      oneFreePlace({
        waitingList: { position: 1, offerExpiresAt: '2026-11-28T18:15:00', heldPlaces: 0 },
      }),
    );
    await renderJoin();
    expect(screen.getByText('A place has been freed for you: it is held until 18:15.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Join the waiting list' })).not.toBeInTheDocument();
  });
});
