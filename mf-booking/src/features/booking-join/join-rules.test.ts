import type { BookingInfo, Player } from '@club/shared-contracts/booking-entities';
import { bookingPlayer } from '../../lib/testing';
import { Team } from '@club/shared-contracts/entities';
import { joinChoice, teamPlaces, withCustomerIn } from './join-rules';

const player = (customerId: number, team: Team, totalDebts = 0) =>
  bookingPlayer(customerId, `Player ${customerId}`, team, { totalDebts });

const info = (players: Player[], changes: Partial<BookingInfo> = {}): BookingInfo =>
  ({
    id: 40,
    maxParticipants: 4,
    allowJoin: true,
    players,
    waitingList: { position: null, offerExpiresAt: null, heldPlaces: 0 },
    ...changes,
  }) as BookingInfo;

describe('teams of a booking', () => {
  it('fills each team with its players, then free places up to half the booking', () => {
    const { team1, team2 } = teamPlaces(
      [player(7, Team.Team2), player(8, Team.NotSet), player(-1, Team.NotSet)],
      4,
    );
    expect(team1.map((one) => one.customerId)).toEqual([8, -1]);
    expect(team2.map((one) => one.customerId)).toEqual([7, -1]);
  });
});

describe('joining a booking', () => {
  it('says a player is already in, with what they still owe', () => {
    expect(joinChoice(info([player(7, Team.Team1, 4.5)]), 7)).toEqual({ kind: 'already-in', debts: 4.5 });
  });

  it('lets the customer choose when both teams have room, and picks the team with room otherwise', () => {
    expect(joinChoice(info([player(8, Team.Team1)]), 7)).toEqual({ kind: 'choose-team' });
    expect(joinChoice(info([player(8, Team.Team1), player(9, Team.Team1)]), 7)).toEqual({
      kind: 'join',
      team: Team.Team2,
    });
  });

  it('says the booking is full, or closed when joining is not allowed', () => {
    const full = [
      player(8, Team.Team1),
      player(9, Team.Team1),
      player(10, Team.Team2),
      player(11, Team.Team2),
    ];
    expect(joinChoice(info(full), 7)).toEqual({ kind: 'full' });
    expect(joinChoice(info(full, { allowJoin: false }), 7)).toEqual({ kind: 'full' });
    expect(joinChoice(info([], { allowJoin: false }), 7)).toEqual({ kind: 'closed' });
  });

  it('says why the match’s rules keep the customer out, before its room, but not to a player already in', () => {
    const room = [player(8, Team.Team1)];
    expect(joinChoice(info(room, { joinRefusal: 'noLevel' }), 7)).toEqual({
      kind: 'ruled-out',
      refusal: 'noLevel',
    });
    const full = [
      player(8, Team.Team1),
      player(9, Team.Team1),
      player(10, Team.Team2),
      player(11, Team.Team2),
    ];
    expect(joinChoice(info(full, { joinRefusal: 'menOnly' }), 7)).toEqual({
      kind: 'ruled-out',
      refusal: 'menOnly',
    });
    expect(joinChoice(info(full, { joinRefusal: 'noLevel' }), 8)).toEqual({ kind: 'already-in', debts: 0 });
  });

  it('says the free places are held when the waiting list holds them for other customers', () => {
    const oneFree = [
      player(8, Team.Team1),
      player(9, Team.Team1),
      player(10, Team.Team2),
      player(-1, Team.Team2),
    ];
    const held = { position: 2, offerExpiresAt: null, heldPlaces: 1 };
    expect(joinChoice(info(oneFree, { allowJoin: false, waitingList: held }), 7)).toEqual({ kind: 'held' });
    const offered = { position: 1, offerExpiresAt: '2026-11-28T18:15:00', heldPlaces: 0 };
    expect(joinChoice(info(oneFree, { waitingList: offered }), 7)).toEqual({
      kind: 'join',
      team: Team.Team2,
    });
  });

  it('fills the first free place of the chosen team with the customer', () => {
    const players = [player(8, Team.Team1), player(-1, Team.Team1), player(-1, Team.Team2)];
    const after = withCustomerIn(players, { id: 7, name: 'Ana', logo: '' }, Team.Team2, 9);
    expect(after.map((one) => [one.customerId, one.team])).toEqual([
      [8, Team.Team1],
      [-1, Team.Team1],
      [7, Team.Team2],
    ]);
  });
});
