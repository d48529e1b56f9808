import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingType } from '@club/shared-contracts/booking-entities';
import {
  fakeApi,
  LaterAnswer,
  neverAnswered,
  requestsTo,
  StatusAnswer,
  type SentRequest,
} from '@club/shared-contracts/api/test-fetch';
import { ApiError } from '@club/shared-contracts/http';
import {
  provideClubSettings,
  renderAtPath,
  settle,
  shownPrice,
  startAnonymous,
} from '@club/shared-ui/testing';
import { bookingType } from '../../lib/testing';
import { bookingTypeImageSize } from '../../lib/booking-type-card/booking-type-card';
import { BookingTypesPage } from './booking-types-page';

const typesPath = '/api/publicbookings/booking-types-list';

const court = bookingType(1, {
  name: 'Pista de pádel',
  category: 'Padel',
  extendedDescription: '<p>Con luz <strong>LED</strong></p><img src="x" onerror="window.hacked = true">',
});
const tennis = bookingType(2, {
  name: 'Pista de tenis',
  category: 'Tenis',
  grossPrice: 12.5,
  netPrice: 10.33,
});
const match = bookingType(3, { name: 'Partido abierto', category: 'PADEL', concept: 'Match', byPlace: true });
const school = bookingType(4, { name: 'Escuela de pádel', category: 'Padel', concept: 'School' });
const camp = bookingType(5, {
  name: 'Campus de verano',
  category: 'Tenis',
  concept: 'School',
  byPlace: true,
});

let requests: SentRequest[];
const answerTypes = (model: BookingType[]) => {
  requests = fakeApi({ [`GET ${typesPath}`]: { ok: true, model } });
};

beforeEach(() => {
  startAnonymous();
  provideClubSettings();
  answerTypes([court, tennis, match, school, camp]);
});

const renderList = (path = '/bookingtypes', language: 'en-US' | 'es-ES' = 'en-US') =>
  renderAtPath(
    {
      '/bookingtypes': <BookingTypesPage />,
      '/bookings/:bookingTypeId': 'Court booking page',
      '/bookings-byplace/:bookingTypeId': 'Bookings by place page',
    },
    path,
    language,
  );

const cardNames = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const categoryLinks = () =>
  within(screen.getByRole('navigation', { name: 'Categories' })).getAllByRole('link');

describe('booking types list', () => {
  it("shows the club's header image and a card per type with image, texts and 'From' price", async () => {
    const { container } = await renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Booking types' })).toBeInTheDocument();
    expect(container.querySelector('img[src="/uploads/header.svg"]')).toBeInTheDocument();
    expect(cardNames()).toEqual([
      'Pista de pádel',
      'Pista de tenis',
      'Partido abierto',
      'Escuela de pádel',
      'Campus de verano',
    ]);
    const card = screen.getByRole('article', { name: 'Pista de pádel' });
    const image = card.querySelector('img');
    expect(image).toHaveAttribute('src', '/uploads/type-1.jpg');
    expect(image).toHaveAttribute('width', String(bookingTypeImageSize.width));
    expect(image).toHaveAttribute('height', String(bookingTypeImageSize.height));
    expect(within(card).getByText('Description of type 1')).toBeInTheDocument();
    expect(within(card).getByText('LED')).toBeInTheDocument();
    expect(card.querySelector('[onerror]')).toBeNull();
    expect(within(card).getByText('From').parentElement).toHaveTextContent(`From ${shownPrice(10)}`);
    const tennisCard = screen.getByRole('article', { name: 'Pista de tenis' });
    expect(within(tennisCard).getByText(shownPrice(12.5))).toBeInTheDocument();
  });

  it('shows the net price when the club shows prices without taxes', async () => {
    provideClubSettings({ PriceWithTaxes: false });
    await renderList();
    const card = screen.getByRole('article', { name: 'Pista de tenis' });
    expect(within(card).getByText(shownPrice(10.33))).toBeInTheDocument();
  });

  it('links a card to the by-place list when the type is booked by place, else to its court booking page', async () => {
    await renderList();
    expect(screen.getByRole('link', { name: 'Pista de pádel' })).toHaveAttribute('href', '/bookings/1');
    expect(screen.getByRole('link', { name: 'Partido abierto' })).toHaveAttribute(
      'href',
      '/bookings-byplace/3',
    );
  });

  it('shows the texts in Spanish', async () => {
    await renderList('/bookingtypes', 'es-ES');
    expect(screen.getByRole('heading', { level: 1, name: 'Tipos de reserva' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Categorías' })).getByRole('link', { name: 'Todos' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Desde')).toHaveLength(5);
  });
});

describe('category filter', () => {
  it('links All plus each category once, whatever its case, All current at first', async () => {
    await renderList();
    expect(categoryLinks().map((link) => link.textContent)).toEqual(['All', 'Padel', 'Tenis']);
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Padel' })).not.toHaveAttribute('aria-current');
  });

  it('shows the types of the chosen category, in the URL so a reload keeps it', async () => {
    await renderList();
    await userEvent.click(screen.getByRole('link', { name: 'Padel' }));
    expect(window.location.search).toBe('?category=padel');
    expect(cardNames()).toEqual(['Pista de pádel', 'Partido abierto', 'Escuela de pádel']);
    expect(screen.getByRole('link', { name: 'Padel' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens on the category of the URL, and All shows every type again', async () => {
    await renderList('/bookingtypes?category=tenis');
    expect(cardNames()).toEqual(['Pista de tenis', 'Campus de verano']);
    await userEvent.click(screen.getByRole('link', { name: 'All' }));
    expect(window.location.search).toBe('');
    expect(cardNames()).toHaveLength(5);
  });

  it('keeps the concept key in the category links', async () => {
    answerTypes([court, school, camp]);
    await renderList('/bookingtypes?school=true');
    expect(screen.getByRole('link', { name: 'Tenis' })).toHaveAttribute(
      'href',
      '/bookingtypes?school=true&category=tenis',
    );
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('href', '/bookingtypes?school=true');
  });

  it('shows every type for a category the club does not have', async () => {
    await renderList('/bookingtypes?category=golf');
    expect(cardNames()).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('concept filter', () => {
  it('narrows the list to the concept of the query and carries the school key into the links', async () => {
    await renderList('/bookingtypes?school=true');
    expect(cardNames()).toEqual(['Escuela de pádel', 'Campus de verano']);
    expect(screen.getByRole('link', { name: 'Escuela de pádel' })).toHaveAttribute(
      'href',
      '/bookings/4?school=true',
    );
    expect(screen.getByRole('link', { name: 'Campus de verano' })).toHaveAttribute(
      'href',
      '/bookings-byplace/5?school=true',
    );
  });

  it('goes straight to the one type left, replacing the list in the history', async () => {
    const before = window.history.length;
    await renderList('/bookingtypes?matches=true');
    expect(window.location.pathname).toBe('/bookings-byplace/3');
    expect(screen.getByText('Bookings by place page')).toBeInTheDocument();
    expect(window.history.length).toBe(before);
  });

  it('goes straight to the only type of the club, with the school key on', async () => {
    answerTypes([school]);
    await renderList('/bookingtypes?school=true');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/bookings/4?school=true');
  });

  it('does not leave the list when a category has a single type', async () => {
    await renderList('/bookingtypes?bookings=true&category=tenis');
    expect(window.location.pathname).toBe('/bookingtypes');
    expect(cardNames()).toEqual(['Pista de tenis']);
  });
});

describe('empty, loading and failed list', () => {
  it('says there is nothing to book when no type is left', async () => {
    await renderList('/bookingtypes?events=true');
    expect(screen.getByText('No bookings by place available')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says there is nothing to book for a club without types', async () => {
    answerTypes([]);
    await renderList();
    expect(screen.getByText('No bookings by place available')).toBeInTheDocument();
  });

  it('shows busy skeleton cards while the list loads, then the cards', async () => {
    const later = new LaterAnswer();
    requests = fakeApi({ [`GET ${typesPath}`]: later });
    const { container } = await renderList();
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(container.querySelectorAll('[aria-hidden="true"] .skeleton').length).toBeGreaterThan(0);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await later.give({ ok: true, model: [court, tennis] });
    await settle();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('logs a failed load and offers to try again, which asks again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    requests = fakeApi({
      [`GET ${typesPath}`]: new StatusAnswer(500, { ok: false, errorMsg: 'Database down' }),
    });
    await renderList();
    expect(logged).toHaveBeenCalledWith('booking types could not be loaded', expect.any(ApiError));
    expect(screen.getByRole('alert')).toHaveTextContent('Oops! Technical problems. Please try again.');
    expect(screen.queryByText('No bookings by place available')).not.toBeInTheDocument();

    requests = fakeApi({ [`GET ${typesPath}`]: { ok: true, model: [court, tennis] } });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(requestsTo(requests, 'GET', typesPath)).toHaveLength(1);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    logged.mockRestore();
  });

  it('keeps loading while no answer comes', async () => {
    requests = fakeApi({ [`GET ${typesPath}`]: neverAnswered });
    await renderList();
    expect(screen.queryByText('No bookings by place available')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
