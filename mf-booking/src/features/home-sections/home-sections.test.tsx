import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import type { ComponentType } from 'react';
import type { BookingType, ByPlaceBooking } from '@club/shared-contracts/booking-entities';
import { fakeApi, neverAnswered, requestsTo, StatusAnswer } from '@club/shared-contracts/api/test-fetch';
import { clubTime } from '@club/shared-contracts/dates';
import { Team, type BookingConcept } from '@club/shared-contracts/entities';
import { loginRequestAtom } from '@club/shared-contracts/session';
import {
  clubSettings,
  logIn,
  provideClubSettings,
  renderAtPath,
  startAnonymous,
} from '@club/shared-ui/testing';
import { bookingInfo, bookingPlayer, bookingType, freePlace } from '../../lib/testing';
import { HomeSection as BookingTypesSection } from './booking-types-section';
import { HomeSection as EventsSection } from './events-section';
import { HomeSection as MatchesSection } from './matches-section';
import { HomeSection as SchoolSection } from './school-section';

const typesPath = 'GET /api/publicbookings/booking-types-list';
const byPlacePath = 'POST /api/publicbookings/byplace-list';

/** A by-place booking of the list: 4 places, `taken` of them taken, its type named after its id. */
function byPlace(
  id: number,
  concept: BookingConcept,
  taken: number,
  changes: Partial<ByPlaceBooking> = {},
): ByPlaceBooking {
  const players = Array.from({ length: 4 }, (_, place) =>
    place < taken ? bookingPlayer(100 + place, `Player ${place}`, Team.Team1) : freePlace(Team.NotSet),
  );
  const card = bookingInfo(players, { id, concept, bookingTypeName: `${concept} ${id}` });
  return {
    ...card,
    start: card.dtStart,
    bookingTemplateId: null,
    description: '',
    serviceFree: false,
    ...changes,
  };
}

const courts = [1, 2, 3, 4, 5].map((id) => bookingType(id, { name: `Court ${id}`, byPlace: id === 2 }));
const schools = [
  bookingType(11, { name: 'Padel school', concept: 'School' }),
  bookingType(12, { name: 'Tennis school', concept: 'School', byPlace: true }),
];
const matchType = bookingType(21, { name: 'Open match', concept: 'Match', byPlace: true });
// Types of every concept, mixed as the club orders them.
const types: BookingType[] = [courts[0]!, schools[0]!, matchType, ...courts.slice(1), schools[1]!];

const matches = [1, 2, 3, 4, 5].map((id) => byPlace(id, 'Match', 1));
const full = byPlace(6, 'Match', 4);
const mappedEvent = byPlace(31, 'Event', 1, { bookingTemplateId: 3, bookingTypeId: 9, date: '2026-12-04' });
const plainEvent = byPlace(32, 'Event', 0, { bookingTypeId: 8, date: '2026-12-05' });
const school = byPlace(41, 'School', 1);
// Soonest first, as the list answers.
const byPlaceList = [
  full,
  matches[0]!,
  school,
  mappedEvent,
  matches[1]!,
  matches[2]!,
  plainEvent,
  ...matches.slice(3),
];

const renderSection = (Section: ComponentType, language: 'en-US' | 'es-ES' = 'en-US') =>
  renderAtPath(
    {
      '/': <Section />,
      '/booking-join/:bookingId': 'Join page',
      '/booking-visual/:bookingId/:templateId': 'Visual map',
      '/bookings-byplace/:bookingTypeId': 'Bookings by place',
    },
    '/',
    language,
  );

const cardNames = (section: HTMLElement) =>
  within(section)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

/** Each card's name and where its name's link leads. */
const cardLinks = (section: HTMLElement) =>
  within(section)
    .getAllByRole('article')
    .map((card) => {
      const link = within(within(card).getByRole('heading', { level: 3 })).getByRole('link');
      return [link.textContent, link.getAttribute('href')];
    });

/** Presses Join on the card of that name. */
const join = (name: string) =>
  userEvent.click(within(screen.getByRole('article', { name })).getByRole('button', { name: 'Join' }));

beforeEach(() => {
  startAnonymous();
  provideClubSettings();
});

const sections = [
  { title: 'Make your booking', Section: BookingTypesSection, call: typesPath, label: 'booking types' },
  { title: 'Join a match', Section: MatchesSection, call: byPlacePath, label: 'matches' },
  { title: 'School programs', Section: SchoolSection, call: typesPath, label: 'school programs' },
  { title: 'Events', Section: EventsSection, call: byPlacePath, label: 'events' },
];

describe.each(sections)('$title home section', ({ title, Section, call, label }) => {
  it('shows at most its first 4 items under its heading', async () => {
    fakeApi({ [typesPath]: { ok: true, model: types }, [byPlacePath]: { ok: true, data: byPlaceList } });
    await renderSection(Section);
    const section = screen.getByRole('region', { name: title });
    expect(within(section).getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(section).not.toHaveAttribute('aria-busy');
    const cards = within(section).getAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(4);
  });

  it('is busy with a skeleton of 4 cards while its list loads', async () => {
    fakeApi({ [call]: neverAnswered });
    const { container } = await renderSection(Section);
    const section = screen.getByRole('region', { name: title });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('ul[aria-hidden="true"] > li')).toHaveLength(4);
    expect(within(section).queryAllByRole('article')).toHaveLength(0);
  });

  it('shows nothing when the club has nothing of its kind', async () => {
    fakeApi({
      [typesPath]: { ok: true, model: [matchType] },
      [byPlacePath]: { ok: true, data: [school, full] },
    });
    const { container } = await renderSection(Section);
    expect(container).toBeEmptyDOMElement();
  });

  it('only logs a failed load and shows nothing', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ [call]: new StatusAnswer(500, { ok: false, errorMsg: 'Down for maintenance' }) });
    const { container } = await renderSection(Section);
    expect(logged).toHaveBeenCalledWith(`${label} could not be loaded`, expect.any(Error));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});

describe('make your booking', () => {
  it('shows the first 4 court booking types as the types list’s cards, linked where that list links them', async () => {
    fakeApi({ [typesPath]: { ok: true, model: types } });
    await renderSection(BookingTypesSection);
    const section = screen.getByRole('region', { name: 'Make your booking' });
    expect(cardLinks(section)).toEqual([
      ['Court 1', '/bookings/1'],
      ['Court 2', '/bookings-byplace/2'],
      ['Court 3', '/bookings/3'],
      ['Court 4', '/bookings/4'],
    ]);
    expect(within(section).getByRole('article', { name: 'Court 3' })).toHaveTextContent('From');
  });

  it('links to the list of court booking types, in the visitor’s language', async () => {
    fakeApi({ [typesPath]: { ok: true, model: types } });
    await renderSection(BookingTypesSection, 'es-ES');
    const link = screen.getByRole('link', { name: 'Ver todo: Haz tu reserva' });
    expect(link).toHaveTextContent('Ver todo');
    expect(link).toHaveAttribute('href', '/bookingtypes?bookings=true');
  });
});

describe('school programs', () => {
  it('leads each school type to its page with the school key, and links to the list of school types', async () => {
    fakeApi({ [typesPath]: { ok: true, model: types } });
    await renderSection(SchoolSection);
    const section = screen.getByRole('region', { name: 'School programs' });
    expect(cardLinks(section)).toEqual([
      ['Padel school', '/bookings/11?school=true'],
      ['Tennis school', '/bookings-byplace/12?school=true'],
    ]);
    expect(screen.getByRole('link', { name: 'See all: School programs' })).toHaveAttribute(
      'href',
      '/bookingtypes?school=true',
    );
  });
});

describe('join a match', () => {
  it('asks for the by-place list from today of the club’s calendar, with the logged-in customer’s prices', async () => {
    logIn(7);
    const requests = fakeApi({ [byPlacePath]: { ok: true, data: byPlaceList } });
    await renderSection(MatchesSection);
    expect(requestsTo(requests, 'POST', '/api/publicbookings/byplace-list').map((sent) => sent.body)).toEqual(
      [
        {
          bookingTypeId: null,
          customerId: 7,
          date: clubTime(clubSettings, new Date())?.format('YYYY-MM-DD'),
        },
      ],
    );
  });

  it('shows the first 4 matches with a free place as booking cards, and no link to a list', async () => {
    fakeApi({ [byPlacePath]: { ok: true, data: byPlaceList } });
    await renderSection(MatchesSection);
    const section = screen.getByRole('region', { name: 'Join a match' });
    expect(cardNames(section)).toEqual(['Match 1', 'Match 2', 'Match 3', 'Match 4']);
    expect(within(section).getAllByRole('button', { name: 'Join' })).toHaveLength(4);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('joins a match on its join page', async () => {
    logIn(7);
    fakeApi({ [byPlacePath]: { ok: true, data: byPlaceList } });
    await renderSection(MatchesSection);
    await join('Match 2');
    expect(window.location.pathname).toBe('/booking-join/2');
  });

  it('asks a visitor to log in at Join, going on to the match’s confirm popup on its day’s matches', async () => {
    fakeApi({ [byPlacePath]: { ok: true, data: byPlaceList } });
    await renderSection(MatchesSection);
    await join('Match 2');
    expect(window.location.pathname).toBe('/');
    expect(getDefaultStore().get(loginRequestAtom)?.backUrl).toBe(
      '/bookings-byplace/5?matches=true&date=2026-11-28&then=join%3A2',
    );
  });
});

describe('events', () => {
  it('shows the upcoming events as booking cards', async () => {
    fakeApi({ [byPlacePath]: { ok: true, data: byPlaceList } });
    await renderSection(EventsSection);
    expect(cardNames(screen.getByRole('region', { name: 'Events' }))).toEqual(['Event 31', 'Event 32']);
  });

  it('joins an event on a place map on its map, and another in its confirm popup of the bookings by place', async () => {
    fakeApi({ [byPlacePath]: { ok: true, data: byPlaceList } });
    const { navigate } = await renderSection(EventsSection);
    await join('Event 31');
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/booking-visual/31/3?date=2026-12-04',
    );

    await navigate('/');
    await join('Event 32');
    expect(window.location.pathname).toBe('/bookings-byplace/8');
    const query = new URLSearchParams(window.location.search);
    expect(Object.fromEntries(query)).toEqual({ events: 'true', date: '2026-12-05', bookingId: '32' });
  });
});
