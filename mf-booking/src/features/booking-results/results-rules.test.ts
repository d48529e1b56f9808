import type { Player } from '@club/shared-contracts/booking-entities';
import { Team } from '@club/shared-contracts/entities';
import { mayEnterResults, parseSets, resultsProblem, teamNames } from './results-rules';

const player = (customerId: number, name: string, team: Team) => ({ customerId, name, team }) as Player;
const players = [
  player(7, 'Ana', Team.Team1),
  player(8, 'Carlos', Team.Team1),
  player(9, 'Marta', Team.Team2),
  player(-1, '', Team.Team2),
];

describe('match results', () => {
  it('reads the set boxes as integers, skipping the empty ones', () => {
    expect(parseSets(['6', '', ' 4 ', 'x', '7'])).toEqual([6, 4, 7]);
    expect(parseSets(['', ''])).toEqual([]);
  });

  it('asks a 5-set booking for at least 3 sets per team, any other for at least one', () => {
    expect(resultsProblem([6, 4], [3, 6], 5)).toBe('at-least-3-sets');
    expect(resultsProblem([6, 4, 6], [3, 6, 2], 5)).toBeNull();
    expect(resultsProblem([], [6], 3)).toBe('at-least-one');
    expect(resultsProblem([6], [4], 3)).toBeNull();
  });

  it('lets only a player enter them, and only while team 1 has none', () => {
    const info = { players, results: null };
    expect(mayEnterResults(info, 7)).toBe(true);
    expect(mayEnterResults(info, 12)).toBe(false);
    expect(mayEnterResults(info, null)).toBe(false);
    expect(mayEnterResults({ players, results: { nSets: 3, team1: [6], team2: [4] } }, 7)).toBe(false);
  });

  it('joins a team’s names with a slash', () => {
    expect(teamNames({ players }, Team.Team1)).toBe('Ana / Carlos');
    expect(teamNames({ players }, Team.Team2)).toBe('Marta');
  });
});
