import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingCard as BookingCardData, Player } from '@club/shared-contracts/booking-entities';
import { provideClubSettings, renderWithI18n, shownPrice } from '@club/shared-ui/testing';
import { BookingCard } from './booking-card';

const player = (customerId: number, name: string, level: number | null = 3.5): Player => ({
  id: customerId,
  customerId,
  name,
  logo: '',
  level,
  team: 0,
  isPlaceholder: false,
  totalDebts: 0,
  price: 9,
});
const free = (): Player => ({ ...player(-1, ''), level: null, isPlaceholder: true });

function match(maxParticipants: number, players: Player[]): BookingCardData {
  return {
    id: 40,
    dtStart: '2026-11-28T19:00:00',
    date: '2026-11-28',
    startHour: '19:00',
    duration: 90,
    sport: 'Padel',
    concept: 'Match',
    bookingTypeName: 'Partido abierto de pádel',
    gender: 'Mixed',
    minLevel: 2.5,
    maxLevel: 3.75,
    modifyLevel: true,
    price: 9,
    netPrice: 7.44,
    participantsIn: players.filter((one) => one.customerId !== -1).length,
    maxParticipants,
    players: [...players, ...Array.from({ length: maxParticipants - players.length }, free)],
    isPast: false,
    resourceName: 'Pista 3',
    results: null,
  };
}

beforeEach(() => provideClubSettings());

describe('booking card', () => {
  it('shows the day, start, duration, gender, match type with its levels and the price', async () => {
    await renderWithI18n(<BookingCard booking={match(4, [player(7, 'Ana García')])} />);
    const card = screen.getByRole('article', { name: 'Partido abierto de pádel' });
    expect(card).toHaveTextContent('28/11/2026 · 19:00 · 90 min');
    expect(card).toHaveTextContent('Mixed');
    expect(card).toHaveTextContent('Competitive · 2,50–3,75');
    expect(within(card).getByText(shownPrice(9))).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });

  it('names each player with their level up to 4 places, the free ones as free slots', async () => {
    await renderWithI18n(
      <BookingCard booking={match(4, [player(7, 'Ana García', 3.45), player(8, 'Carlos Ruiz', null)])} />,
    );
    const places = within(screen.getByRole('list', { name: 'Players' })).getAllByRole('listitem');
    expect(places.map((place) => place.textContent)).toEqual([
      'AGAna GarcíaLevel 3,45',
      'CRCarlos RuizNo level',
      '+Free Slot',
      '+Free Slot',
    ]);
  });

  it('overlaps the avatars with the count above 4 places, and adds dots above 6', async () => {
    const six = await renderWithI18n(
      <BookingCard booking={match(6, [player(7, 'Ana García'), player(8, 'Carlos Ruiz')])} />,
    );
    expect(screen.getByText('2 of 6 players')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Players' })).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByText('…')).not.toBeInTheDocument();
    six.unmount();

    await renderWithI18n(<BookingCard booking={match(8, [player(7, 'Ana García')])} />);
    expect(screen.getByText('1 of 8 players')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Players' })).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText('…')).toBeInTheDocument();
  });

  it('joins the booking it shows', async () => {
    const onJoin = jest.fn();
    const booking = match(4, [player(7, 'Ana García')]);
    await renderWithI18n(<BookingCard booking={booking} onJoin={onJoin} />);
    const join = screen.getByRole('button', { name: 'Join' });
    expect(join).toHaveAccessibleDescription(/Partido abierto de pádel .*28\/11\/2026/);
    await userEvent.click(join);
    expect(onJoin).toHaveBeenCalledWith(booking);
  });
});
