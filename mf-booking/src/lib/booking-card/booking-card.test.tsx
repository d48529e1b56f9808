import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingCard as BookingCardData, Player } from '@club/shared-contracts/booking-entities';
import { Team } from '@club/shared-contracts/entities';
import { provideClubSettings, renderWithI18n, shownPrice } from '@club/shared-ui/testing';
import { bookingInfo, bookingPlayer, freePlace } from '../testing';
import { BookingCard } from './booking-card';

const player = (customerId: number, name: string, level: number | null = 3.5) =>
  bookingPlayer(customerId, name, Team.Team1, { level });

// A mixed competitive match, 2.50 to 3.75, with its free places after the players.
const match = (maxParticipants: number, players: Player[]): BookingCardData =>
  bookingInfo(
    [...players, ...Array.from({ length: maxParticipants - players.length }, () => freePlace(Team.NotSet))],
    {
      maxParticipants,
      gender: 'Mixed',
      minLevel: 2.5,
      maxLevel: 3.75,
    },
  );

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

  it('says Full on a booking with every place taken, with its players, and offers what the list gives instead of Join', async () => {
    const onJoin = jest.fn();
    const players = [7, 8, 9, 10].map((id) => player(id, `Player ${id}`));
    await renderWithI18n(
      <BookingCard
        booking={match(4, players)}
        onJoin={onJoin}
        whenFull={<button>Join the waiting list</button>}
      />,
    );
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('Full');
    expect(within(card).getByRole('list', { name: 'Players' })).toHaveTextContent('Player 10');
    expect(within(card).queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Join the waiting list' })).toBeInTheDocument();
  });

  it('says why the customer may not join instead of Join, also on a full booking', async () => {
    const reason = 'This match is for men only.';
    const { unmount } = await renderWithI18n(
      <BookingCard booking={match(4, [player(7, 'Ana García')])} onJoin={jest.fn()} refusal={reason} />,
    );
    expect(screen.getByRole('article')).toHaveTextContent(reason);
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    unmount();
    const players = [7, 8, 9, 10].map((id) => player(id, `Player ${id}`));
    await renderWithI18n(
      <BookingCard
        booking={match(4, players)}
        refusal={reason}
        whenFull={<button>Join the waiting list</button>}
      />,
    );
    expect(screen.getByRole('article')).toHaveTextContent(reason);
    expect(screen.queryByRole('button', { name: 'Join the waiting list' })).not.toBeInTheDocument();
  });
});
