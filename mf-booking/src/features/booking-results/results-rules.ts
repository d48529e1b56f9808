// The rules of a match's results (document 1, 4 and 5): games per set as integers, empty set boxes skipped; a
// 5-set booking needs at least 3 sets per team, any other at least one; only a player of the booking enters them,
// and only while team 1 has none.
import type { BookingInfo } from '@club/shared-contracts/booking-entities';
import type { Team } from '@club/shared-contracts/entities';

/** Why results cannot be saved. */
export type ResultsProblem = 'at-least-3-sets' | 'at-least-one';

/** The games typed in a team's set boxes: integers, the empty boxes skipped (and what is not a number). */
export function parseSets(boxes: readonly string[]): number[] {
  return boxes
    .map((box) => box.trim())
    .filter((box) => /^\d+$/.test(box))
    .map((box) => Number.parseInt(box, 10));
}

/** What stops the results from being saved, or null. */
export function resultsProblem(
  team1: readonly number[],
  team2: readonly number[],
  nSets: number,
): ResultsProblem | null {
  if (nSets === 5) return team1.length < 3 || team2.length < 3 ? 'at-least-3-sets' : null;
  return team1.length < 1 || team2.length < 1 ? 'at-least-one' : null;
}

/** True while the customer may enter the results: a player of the booking, and team 1 has none yet. */
export function mayEnterResults(
  info: Pick<BookingInfo, 'players' | 'results'>,
  customerId: number | null,
): boolean {
  if (customerId === null) return false;
  const isPlayer = info.players.some((player) => player.customerId === customerId);
  return isPlayer && (info.results?.team1.length ?? 0) === 0;
}

/** The names of a team's players joined by ' / ' (document 1, 2.20). */
export function teamNames(info: Pick<BookingInfo, 'players'>, team: Team): string {
  return info.players
    .filter((player) => player.customerId !== -1 && player.team === team)
    .map((player) => player.name)
    .join(' / ');
}
