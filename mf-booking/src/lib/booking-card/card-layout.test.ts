import type { Player } from '@club/shared-contracts/booking-entities';
import { initials, playersLayout, shownPlayers } from './card-layout';

const player = (customerId: number, name = `Player ${customerId}`): Player => ({
  id: customerId,
  customerId,
  name,
  logo: '',
  level: null,
  team: -1,
  isPlaceholder: customerId === -1,
  totalDebts: 0,
  price: 0,
});

describe('booking card layout', () => {
  it('names the players up to 4 places, overlaps avatars above, and adds dots above 6', () => {
    expect([2, 4, 5, 6, 7, 8].map(playersLayout)).toEqual([
      'names',
      'names',
      'avatars',
      'avatars',
      'avatars-and-dots',
      'avatars-and-dots',
    ]);
  });

  it('puts the players before the free places and draws at most the given count', () => {
    const players = [
      player(-1),
      player(3),
      player(-1),
      player(5),
      player(6),
      player(7),
      player(8),
      player(9),
      player(10),
    ];
    expect(shownPlayers(players, 6).map((shown) => shown.customerId)).toEqual([3, 5, 6, 7, 8, 9]);
    expect(shownPlayers(players.slice(0, 4), 6).map((shown) => shown.customerId)).toEqual([3, 5, -1, -1]);
  });

  it('writes an avatar’s initials from the first two words', () => {
    expect(initials('ana garcía lópez')).toBe('AG');
    expect(initials('  Bruno ')).toBe('B');
  });
});
