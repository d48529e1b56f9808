// The players of a shared payment on checkout-booking (document 2, 2.4, 4 and 5): the owner first and fixed, the
// other players after, each place up to maxParticipants either a player or a free slot.
import type { CheckoutPlayer } from '@club/shared-contracts/booking-entities';
import { Team } from '@club/shared-contracts/entities';

/** A player to add: who it is and the name the list shows. */
export type NewPlayer = Pick<CheckoutPlayer, 'customerId' | 'name'>;

/** The list of a new checkout: the owner alone, in no team yet. */
export function ownerOnly(owner: NewPlayer): CheckoutPlayer[] {
  return [{ customerId: owner.customerId, name: owner.name, team: Team.NotSet }];
}

/** The outcome of adding a player: the new list, or the list is full ('Max players reached'). */
export type AddPlayerResult = { ok: true; players: CheckoutPlayer[] } | { ok: false; reason: 'max-players' };

/** True when every place has a player. */
export function isFull(players: readonly CheckoutPlayer[], maxParticipants: number): boolean {
  return players.length >= maxParticipants;
}

/**
 * Adds a player at the end. A player already listed is not added twice: their team goes back to not set instead.
 * A new player beyond maxParticipants is refused.
 */
export function addPlayer(
  players: readonly CheckoutPlayer[],
  player: NewPlayer,
  maxParticipants: number,
): AddPlayerResult {
  if (players.some((listed) => listed.customerId === player.customerId)) {
    return {
      ok: true,
      players: players.map((listed) =>
        listed.customerId === player.customerId ? { ...listed, team: Team.NotSet } : listed,
      ),
    };
  }
  if (isFull(players, maxParticipants)) return { ok: false, reason: 'max-players' };
  return {
    ok: true,
    players: [...players, { customerId: player.customerId, name: player.name, team: Team.NotSet }],
  };
}

/** Removes a player; the owner (first) stays whatever is asked. */
export function removePlayer(players: readonly CheckoutPlayer[], customerId: number): CheckoutPlayer[] {
  return players.filter((player, index) => index === 0 || player.customerId !== customerId);
}

/** A place of the list: the owner, another player (removable) or a free slot. */
export type PlayerPlace =
  { kind: 'owner'; player: CheckoutPlayer } | { kind: 'player'; player: CheckoutPlayer } | { kind: 'free' };

/** The places the list shows: its players in order, then a free slot for each place left up to maxParticipants. */
export function playerPlaces(players: readonly CheckoutPlayer[], maxParticipants: number): PlayerPlace[] {
  const listed = players.map((player, index): PlayerPlace =>
    index === 0 ? { kind: 'owner', player } : { kind: 'player', player },
  );
  const free = Array.from({ length: Math.max(maxParticipants - players.length, 0) }, (): PlayerPlace => ({
    kind: 'free',
  }));
  return [...listed, ...free];
}
