import { Team } from '@club/shared-contracts/entities';
import { addPlayer, isFull, ownerOnly, playerPlaces, removePlayer } from './player-list';

const ana = { customerId: 7, name: 'Ana García' };
const luis = { customerId: 12, name: 'Luis Pérez' };
const marta = { customerId: 15, name: 'Marta Ruiz' };

const added = (result: ReturnType<typeof addPlayer>) => {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.players;
};

describe('player list', () => {
  it('starts with the owner alone, in no team', () => {
    expect(ownerOnly(ana)).toEqual([{ customerId: 7, name: 'Ana García', team: Team.NotSet }]);
  });

  it('adds players after the owner, in no team', () => {
    const players = added(addPlayer(added(addPlayer(ownerOnly(ana), luis, 4)), marta, 4));
    expect(players.map((player) => player.name)).toEqual(['Ana García', 'Luis Pérez', 'Marta Ruiz']);
    expect(players.every((player) => player.team === Team.NotSet)).toBe(true);
  });

  it('refuses a player beyond maxParticipants', () => {
    const players = added(addPlayer(ownerOnly(ana), luis, 2));
    expect(isFull(players, 2)).toBe(true);
    expect(addPlayer(players, marta, 2)).toEqual({ ok: false, reason: 'max-players' });
  });

  it('does not add a listed player twice but sets their team back to not set, even when the list is full', () => {
    const players = [...ownerOnly(ana), { ...luis, team: Team.Team2 }];
    expect(added(addPlayer(players, luis, 2))).toEqual([
      { customerId: 7, name: 'Ana García', team: Team.NotSet },
      { customerId: 12, name: 'Luis Pérez', team: Team.NotSet },
    ]);
  });

  it('removes a player but never the owner', () => {
    const players = added(addPlayer(added(addPlayer(ownerOnly(ana), luis, 4)), marta, 4));
    expect(removePlayer(players, 12).map((player) => player.name)).toEqual(['Ana García', 'Marta Ruiz']);
    expect(removePlayer(players, 7)).toEqual(players);
  });

  it('shows the owner, the other players, then a free slot for each place left', () => {
    const players = added(addPlayer(ownerOnly(ana), luis, 4));
    expect(playerPlaces(players, 4)).toEqual([
      { kind: 'owner', player: players[0] },
      { kind: 'player', player: players[1] },
      { kind: 'free' },
      { kind: 'free' },
    ]);
    expect(playerPlaces(players, 2)).toHaveLength(2);
  });
});
