// How the booking card shows its players (document 1, 2.21): up to 4 places by name and level; more, as a row of
// overlapped avatars with the count in/max; more than 6, dots as well, since only 6 avatars are drawn.
import type { Player } from '@club/shared-contracts/booking-entities';

/** Avatars a card draws at most. */
export const maxAvatars = 6;

/** The players' layout of a card for that many places. */
export type PlayersLayout = 'names' | 'avatars' | 'avatars-and-dots';

/** The layout for a booking's number of places. */
export function playersLayout(maxParticipants: number): PlayersLayout {
  if (maxParticipants <= 4) return 'names';
  return maxParticipants > maxAvatars ? 'avatars-and-dots' : 'avatars';
}

/** True for a free place (customerId -1). */
export function isFreePlace(player: Pick<Player, 'customerId'>): boolean {
  return player.customerId === -1;
}

/** The players in their places, free places last, at most `count`. */
export function shownPlayers(players: readonly Player[], count: number): Player[] {
  return [...players.filter((player) => !isFreePlace(player)), ...players.filter(isFreePlace)].slice(
    0,
    count,
  );
}

/** A player's initials, for an avatar without a picture. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toLocaleUpperCase() ?? '')
    .join('');
}
