import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import type { BookingInfo, BookingResults } from '@club/shared-contracts/booking-entities';
import {
  fakeApi,
  requestsTo,
  type FakeAnswer,
  type SentRequest,
} from '@club/shared-contracts/api/test-fetch';
import { Team } from '@club/shared-contracts/entities';
import { loginRequestAtom } from '@club/shared-contracts/session';
import { logIn, provideClubSettings, renderAtPath, settle, startAnonymous } from '@club/shared-ui/testing';
import { bookingInfo, bookingPlayer } from '../../lib/testing';
import { BookingResultsPage } from './booking-results-page';

// A padel match played last week by Ana and Carlos against Marta and Carla.
const pastMatch = (results: BookingResults | null, changes: Partial<BookingInfo> = {}): BookingInfo =>
  bookingInfo(
    [
      bookingPlayer(7, 'Ana García', Team.Team1),
      bookingPlayer(8, 'Carlos Ruiz', Team.Team1),
      bookingPlayer(9, 'Marta Jiménez', Team.Team2),
      bookingPlayer(10, 'Carla Gómez', Team.Team2),
    ],
    {
      id: 50,
      dtStart: '2026-11-20T19:00:00',
      date: '2026-11-20',
      isPast: true,
      allowJoin: false,
      results,
      ...changes,
    },
  );

let requests: SentRequest[];
const answer = (info: BookingInfo, extra: Record<string, FakeAnswer> = {}) => {
  requests = fakeApi({ 'GET /api/publicbookings/info/50': { ok: true, model: info }, ...extra });
};

beforeEach(() => {
  startAnonymous();
  provideClubSettings();
});

const renderResults = () =>
  renderAtPath(
    { '/booking-results/:bookingId': <BookingResultsPage />, '/booking-join/:bookingId': 'Join page' },
    '/booking-results/50',
  );

const box = (team: string, set: number) => screen.getByRole('textbox', { name: `${team}, set ${set}` });

describe('match results', () => {
  it('shows the teams by name joined with a slash and a box per set', async () => {
    logIn(7);
    answer(pastMatch({ nSets: 3, team1: [], team2: [] }));
    await renderResults();
    expect(screen.getByRole('heading', { level: 2, name: 'Booking score' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Ana García / Carlos Ruiz' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Marta Jiménez / Carla Gómez' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
  });

  it('asks for one result at least, then saves the games of a player’s match', async () => {
    logIn(7);
    answer(pastMatch({ nSets: 3, team1: [], team2: [] }), {
      'POST /api/publicbookings/save-results': { ok: true, data: { team1: [6, 3], team2: [4, 6] } },
    });
    await renderResults();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill at least one result');
    await userEvent.type(box('Ana García / Carlos Ruiz', 1), '6');
    await userEvent.type(box('Ana García / Carlos Ruiz', 2), '3');
    await userEvent.type(box('Marta Jiménez / Carla Gómez', 1), '4');
    await userEvent.type(box('Marta Jiménez / Carla Gómez', 2), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(requestsTo(requests, 'POST', '/api/publicbookings/save-results')[0]?.body).toEqual({
      bookingId: 50,
      team1: [6, 3],
      team2: [4, 6],
    });
    expect(screen.getByText('The results are saved.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('asks a 5-set match for at least 3 sets', async () => {
    logIn(7);
    answer(pastMatch({ nSets: 5, team1: [], team2: [] }));
    await renderResults();
    await userEvent.type(box('Ana García / Carlos Ruiz', 1), '6');
    await userEvent.type(box('Marta Jiménez / Carla Gómez', 1), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill at least 3 sets');
    expect(requestsTo(requests, 'POST', '/api/publicbookings/save-results')).toHaveLength(0);
  });

  it('shows the server’s refusal', async () => {
    logIn(7);
    answer(pastMatch({ nSets: 3, team1: [], team2: [] }), {
      'POST /api/publicbookings/save-results': { ok: false, errorMsg: 'Los resultados ya están guardados' },
    });
    await renderResults();
    await userEvent.type(box('Ana García / Carlos Ruiz', 1), '6');
    await userEvent.type(box('Marta Jiménez / Carla Gómez', 1), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Los resultados ya están guardados');
  });

  it('shows saved results, or a match of others, read only', async () => {
    logIn(7);
    answer(pastMatch({ nSets: 3, team1: [6, 6], team2: [3, 4] }));
    const view = await renderResults();
    expect(box('Ana García / Carlos Ruiz', 1)).toHaveValue('6');
    expect(box('Ana García / Carlos Ruiz', 1)).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    view.unmount();

    logIn(12);
    answer(pastMatch({ nSets: 3, team1: [], team2: [] }));
    await renderResults();
    expect(box('Ana García / Carlos Ruiz', 1)).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('moves the player to the other team, then shows the teams again', async () => {
    logIn(7);
    answer(pastMatch({ nSets: 3, team1: [], team2: [] }), {
      'PUT /api/publicbookings/update-team': { ok: true },
    });
    await renderResults();
    await userEvent.click(screen.getByRole('button', { name: 'Move me to team 2' }));
    await settle();
    expect(requestsTo(requests, 'PUT', '/api/publicbookings/update-team')[0]?.body).toEqual({
      id: 70,
      team: Team.Team2,
    });
    expect(requestsTo(requests, 'GET', '/api/publicbookings/info/50')).toHaveLength(2);
  });

  it('asks a visitor to log in, and sends a booking not played yet to its join page', async () => {
    answer(pastMatch(null));
    const view = await renderResults();
    expect(getDefaultStore().get(loginRequestAtom)?.backUrl).toBe('/booking-results/50');
    view.unmount();

    answer(pastMatch(null, { isPast: false }));
    await renderResults();
    expect(window.location.pathname).toBe('/booking-join/50');
  });
});
