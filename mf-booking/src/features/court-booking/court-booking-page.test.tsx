import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { getDefaultStore } from 'jotai';
import type { BookingResource, BookingType, TimeTableSlot } from '@club/shared-contracts/booking-entities';
import {
  fakeApi,
  requestsTo,
  StatusAnswer,
  type FakeAnswer,
  type SentRequest,
} from '@club/shared-contracts/api/test-fetch';
import { closeLoginRequest, loginRequestAtom, refreshSession } from '@club/shared-contracts/session';
import { provideSettings } from '@club/shared-contracts/settings';
import { clubSettings, logIn, renderAtPath, settle, shownPrice } from '@club/shared-ui/testing';
import { decodeCheckoutPayload } from '../../lib/checkout-payload';
import { CourtBookingPage } from './court-booking-page';

// A day well inside the anticipation, whatever the time zone of the machine running the test.
const day = dayjs().add(3, 'day').format('YYYY-MM-DD');

const bookingType = (id: number, changes: Partial<BookingType> = {}): BookingType => ({
  id,
  name: `Type ${id}`,
  description: '',
  extendedDescription: '',
  category: 'Pádel',
  image: '',
  byPlace: false,
  bookingByPlace: false,
  allowCreateBookByPlace: false,
  maxParticipants: 4,
  concept: 'Booking',
  grossPrice: 20,
  netPrice: 16.53,
  ...changes,
});

const padel = bookingType(1, { name: 'Reserva de pista de pádel' });
const match = bookingType(5, {
  name: 'Partido abierto',
  byPlace: true,
  bookingByPlace: true,
  allowCreateBookByPlace: true,
  concept: 'Match',
});
const school = bookingType(6, { name: 'Escuela', byPlace: true, bookingByPlace: true, concept: 'School' });

const slot = (sstart: string, durations = [60, 90], special = false): TimeTableSlot => ({
  id: 1,
  start: `${day}T${sstart}:00`,
  sstart,
  durations,
  priceByDuration: Object.fromEntries(
    durations.map((duration) => [
      String(duration),
      { amount: duration === 60 ? 24 : 36, isSpecialPrice: special },
    ]),
  ),
  noOnlineBlocks: [],
});

const court = (id: number, starts: string[]): BookingResource => ({
  id,
  name: `Pista ${id}`,
  type: 'Pista de pádel',
  image: '',
  showNameOnline: true,
  timeTable: starts.map((start) => slot(start)),
});

const filtersAnswer = {
  ok: true,
  model: {
    bookingTypes: [padel, match, school],
    anticipationText: 'Hasta 14 días',
    anticipationMins: null,
    cancelText: 'Gratis hasta 24 h antes',
  },
};
const listAnswer = (list: BookingResource[], multipleResources: { id: number; name: string }[] = []) => ({
  ok: true,
  model: { list, errorMsg: '', multipleResources },
});
const priceAnswer = (price: number, isSpecialPrice = false) => ({
  ok: true,
  price: { price, netPrice: Math.round((price / 1.21) * 100) / 100, isSpecialPrice },
});

let requests: SentRequest[];
function answer(extra: Record<string, FakeAnswer> = {}) {
  requests = fakeApi({
    'GET /api/publicbookings/filters/1': filtersAnswer,
    'GET /api/publicbookings/filters/5': filtersAnswer,
    'GET /api/publicbookings/filters/6': filtersAnswer,
    'POST /api/publicbookings/list': listAnswer([
      court(1, ['08:00', '09:30', '18:00']),
      court(2, ['18:00']),
      court(3, []),
    ]),
    'POST /api/publicbookings/loadprice': priceAnswer(36),
    ...extra,
  });
}

beforeEach(() => {
  localStorage.clear();
  refreshSession();
  provideSettings(clubSettings);
  answer();
});

const renderPage = (path = `/bookings/1?date=${day}`) =>
  renderAtPath(
    {
      '/bookings/:bookingTypeId?': <CourtBookingPage />,
      '/bookings-byplace/:bookingTypeId': 'By place list',
      '/checkout-booking': 'Checkout booking',
    },
    path,
  );

// Prices carry a non-breaking space; names are compared with plain spaces.
const plain = (pattern: RegExp) => (name: string) => pattern.test(name.replace(/\s/g, ' '));
const slotButton = (name: RegExp) =>
  within(screen.getByRole('grid')).getByRole('button', { name: plain(name) });
const dayWords = () => dayjs(day).locale('es').format('dddd D MMMM');

describe('court booking page', () => {
  it('shows each court’s free times for the chosen duration, announced as court, day, time, duration and price', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Reserva de pista de pádel' })).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'Courts and times' });
    expect(within(grid).getAllByRole('row')).toHaveLength(3);
    expect(within(grid).getByText('No free times')).toBeInTheDocument();
    expect(
      slotButton(new RegExp(`^Pista 1, ${dayWords()}, 18:00, ${shownPrice(24)} \\(to 19:00, 60 min\\)$`)),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '60 min', pressed: true })).toBeInTheDocument();
    const list = requestsTo(requests, 'POST', '/api/publicbookings/list')[0];
    expect(list?.body).toEqual({ date: day, bookingTypeId: 1, customerId: null });
  });

  it('keeps the duration in the address and shows the prices of that duration', async () => {
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: '90 min' }));
    expect(new URLSearchParams(window.location.search).get('duration')).toBe('90');
    expect(
      slotButton(new RegExp(`^Pista 2, .*, 18:00, ${shownPrice(36)} \\(to 19:30, 90 min\\)$`)),
    ).toBeInTheDocument();
  });

  it('loads a picked slot’s price, expands it and keeps it in the address', async () => {
    await renderPage();
    await userEvent.click(slotButton(/^Pista 2, /));
    await settle();
    expect(new URLSearchParams(window.location.search).get('slot')).toBe('2-18:00');
    expect(slotButton(/^Pista 2, /)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Book' })).toBeInTheDocument();
    const price = requestsTo(requests, 'POST', '/api/publicbookings/loadprice')[0];
    expect(price?.body).toEqual({
      startDate: `${day}T18:00:00`,
      bookingTypeId: 1,
      duration: 60,
      customerId: -1,
      resourceId: 2,
    });
  });

  it("keeps the day's courts on screen while they load again at the prices of a customer who signs in, and a slot picked meanwhile", async () => {
    await renderPage();
    act(() => logIn(7));
    await userEvent.click(slotButton(/^Pista 2, /));
    await settle();
    const lists = requestsTo(requests, 'POST', '/api/publicbookings/list');
    expect(lists.at(-1)?.body).toEqual({ date: day, bookingTypeId: 1, customerId: 7 });
    expect(new URLSearchParams(window.location.search).get('slot')).toBe('2-18:00');
    expect(slotButton(/^Pista 2, /)).toHaveAttribute('aria-pressed', 'true');
  });

  it('does not expand a slot whose price fails, and says why', async () => {
    answer({
      'POST /api/publicbookings/loadprice': { ok: false, errorMsg: 'Pista cerrada por mantenimiento' },
    });
    await renderPage();
    await userEvent.click(slotButton(/^Pista 1, .*18:00/));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Pista cerrada por mantenimiento');
    expect(screen.queryByRole('button', { name: 'Book' })).not.toBeInTheDocument();
    expect(slotButton(/^Pista 1, .*18:00/)).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks a visitor to log in, coming back to the same slot to go on booking it', async () => {
    await renderPage(`/bookings/1?date=${day}&slot=1-09:30`);
    await settle();
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(getDefaultStore().get(loginRequestAtom)?.backUrl).toBe(
      `/bookings/1?date=${day}&slot=1-09%3A30&then=book`,
    );
  });

  it('after the login Book goes on by itself to checkout-booking with the customer’s price', async () => {
    logIn(7);
    await renderPage(`/bookings/1?date=${day}&slot=1-09:30&then=book`);
    await settle();
    const target = new URL(window.location.href);
    expect(target.pathname).toBe('/checkout-booking');
    expect(decodeCheckoutPayload(target.searchParams.get('pl'))?.booking.customerId).toBe(7);
  });

  it('a login dialog closed instead cancels the booking: a later login does not book', async () => {
    await renderPage(`/bookings/1?date=${day}&slot=1-09:30`);
    await settle();
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    closeLoginRequest();
    logIn(7);
    act(() => refreshSession());
    await settle();
    expect(window.location.pathname).toBe('/bookings/1');
    expect(screen.getByRole('button', { name: 'Book' })).toBeInTheDocument();
  });

  it('carries a customer’s booking with both prices to checkout-booking', async () => {
    logIn(7);
    let calls = 0;
    answer({
      'POST /api/publicbookings/loadprice': () => (calls++ === 0 ? priceAnswer(28.8, true) : priceAnswer(36)),
    });
    await renderPage(`/bookings/1?date=${day}&duration=90&slot=1-18:00`);
    await settle();
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    const target = new URL(window.location.href);
    expect(target.pathname).toBe('/checkout-booking');
    const payload = decodeCheckoutPayload(target.searchParams.get('pl'));
    expect(payload?.isMatch).toBe(false);
    expect(payload?.booking).toMatchObject({
      customerId: 7,
      bookingTypeId: 1,
      price: 28.8,
      genericPrice: 36,
      isSpecialPrice: true,
      duration: 90,
      date: `${day}T18:00:00`,
    });
    expect(payload?.blocks).toEqual([
      expect.objectContaining({ resourceId: 1, duration: 90, customerId: 7 }),
    ]);
  });

  it('offers the type’s other resources in turn and adds the chosen one', async () => {
    logIn(7);
    const machine: BookingResource = { ...court(21, ['18:00']), name: 'Lanzabolas 1', type: 'Lanzabolas' };
    answer({
      'POST /api/publicbookings/list': listAnswer(
        [court(1, ['18:00'])],
        [{ id: 4, name: 'Máquina lanzabolas' }],
      ),
      'POST /api/publicbookings/date-availability': { ok: true, model: [machine] },
    });
    await renderPage(`/bookings/1?date=${day}&slot=1-18:00`);
    await settle();
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Máquina lanzabolas' });
    await userEvent.click(
      within(dialog).getByRole('radio', { name: plain(new RegExp(`^Lanzabolas 1 · ${shownPrice(24)}$`)) }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const payload = decodeCheckoutPayload(new URL(window.location.href).searchParams.get('pl'));
    expect(payload?.blocks.map((block) => block.resourceId)).toEqual([1, 21]);
    expect(payload?.booking.price).toBe(60);
  });

  it('refuses a match to a customer without a level, with the message', async () => {
    logIn(7);
    answer({
      'GET /api/publicbookings/byplace/1/level-range': {
        ok: true,
        model: {
          referenceCustomerLevel: null,
          levelProviderRange: { item1: 0, item2: 7 },
          matchRange: { item1: 0, item2: 7 },
        },
      },
    });
    await renderPage(`/bookings/5?date=${day}&slot=1-18:00`);
    await settle();
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sorry, you do not have a level to create a match yet.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('creates a competitive match by default with the customer’s gender choices and level range', async () => {
    logIn(7);
    answer({
      'GET /api/publicbookings/byplace/1/level-range': {
        ok: true,
        model: {
          referenceCustomerLevel: 3.45,
          levelProviderRange: { item1: 0, item2: 7 },
          matchRange: { item1: 2.95, item2: 3.95 },
        },
      },
      'GET /api/publicacademycustomers/7': { ok: true, model: { id: 7, gender: 1 } },
    });
    await renderPage(`/bookings/5?date=${day}&slot=1-18:00`);
    await settle();
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Create match' });
    expect(within(dialog).getByRole('radio', { name: 'Competitive' })).toBeChecked();
    const gender = within(dialog).getByRole('combobox', { name: 'Gender' });
    expect(
      within(gender)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Mixed', 'Open', 'Female']);
    expect(gender).toHaveValue('Open');
    expect(within(dialog).getByRole('textbox', { name: 'Minimum level' })).toHaveValue('2,95');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const payload = decodeCheckoutPayload(new URL(window.location.href).searchParams.get('pl'));
    expect(payload).toMatchObject({
      isMatch: true,
      booking: { modifyLevel: true, gender: 'Open', minLevel: 2.95, maxLevel: 3.95 },
    });
  });

  it('walks the slots with the arrow keys, one tab stop for the whole grid', async () => {
    await renderPage();
    const first = slotButton(/^Pista 1, .*08:00/);
    expect(first).toHaveAttribute('tabindex', '0');
    expect(
      within(screen.getByRole('grid'))
        .getAllByRole('button')
        .filter((button) => button.tabIndex === 0),
    ).toHaveLength(1);
    act(() => first.focus());
    await userEvent.keyboard('{ArrowDown}');
    expect(slotButton(/^Pista 1, .*09:30/)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(slotButton(/^Pista 2, .*18:00/)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{End}');
    expect(slotButton(/^Pista 1, .*18:00/)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await settle();
    expect(new URLSearchParams(window.location.search).get('slot')).toBe('1-18:00');
  });

  it('sends a type only joined by place to its list', async () => {
    await renderPage(`/bookings/6?school=true`);
    expect(window.location.pathname).toBe('/bookings-byplace/6');
    expect(window.location.search).toBe('?school=true');
  });

  it('says when nothing is free, or the list’s own reason', async () => {
    answer({ 'POST /api/publicbookings/list': listAnswer([]) });
    await renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Sorry nothing found Try with other filters');
    answer({
      'POST /api/publicbookings/list': new StatusAnswer(400, { ok: false, errorMsg: 'Fecha fuera de plazo' }),
    });
    await renderPage(`/bookings/1?date=${dayjs(day).add(1, 'day').format('YYYY-MM-DD')}`);
    expect(
      screen.getAllByRole('status').some((status) => status.textContent === 'Fecha fuera de plazo'),
    ).toBe(true);
  });
});
