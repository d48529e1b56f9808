// Who may join a booking and on which team (document 2, 4): a customer already among the players is in (the price
// shown is what they still owe); a booking with room in both teams lets the customer choose; one team with room is
// taken without asking; no room says 'Max players reached'. Beyond the specification, free places the waiting list
// holds for other customers are not the customer's to take, and a match whose rules keep the customer out says why.
import type { BookingInfo, JoinRefusal, Player } from '@club/shared-contracts/booking-entities';
import { Team } from '@club/shared-contracts/entities';
import { isFreePlace } from '../../lib/booking-card/card-layout';

/** The two teams' places, each filled with its players then free places up to half the booking. */
export interface TeamPlaces {
  team1: Player[];
  team2: Player[];
}

const freePlace = (team: Team): Player => ({
  id: 0,
  customerId: -1,
  name: '',
  logo: '',
  level: null,
  team,
  isPlaceholder: true,
  totalDebts: 0,
  price: 0,
});

/** Each team's players and free places; a player without a team goes to the team with room, team 1 first. */
export function teamPlaces(players: readonly Player[], maxParticipants: number): TeamPlaces {
  const size = Math.ceil(maxParticipants / 2);
  const taken = players.filter((player) => !isFreePlace(player));
  const team1 = taken.filter((player) => player.team === Team.Team1);
  const team2 = taken.filter((player) => player.team === Team.Team2);
  for (const player of taken.filter((one) => one.team !== Team.Team1 && one.team !== Team.Team2)) {
    (team1.length < size ? team1 : team2).push(player);
  }
  const fill = (team: Player[], which: Team) => [
    ...team,
    ...Array.from({ length: Math.max(size - team.length, 0) }, () => freePlace(which)),
  ];
  return { team1: fill(team1, Team.Team1), team2: fill(team2, Team.Team2) };
}

/** What the join page offers the customer. */
export type JoinChoice =
  | { kind: 'already-in'; debts: number }
  | { kind: 'ruled-out'; refusal: JoinRefusal }
  | { kind: 'full' }
  | { kind: 'held' }
  | { kind: 'closed' }
  | { kind: 'choose-team' }
  | { kind: 'join'; team: Team };

/** The join choice of a customer for a booking (document 2, 4 and 8). */
export function joinChoice(info: BookingInfo, customerId: number): JoinChoice {
  const me = info.players.find((player) => player.customerId === customerId);
  if (me) return { kind: 'already-in', debts: me.totalDebts };
  // The match's rules come before its places: its waiting list would refuse the customer too.
  if (info.joinRefusal) return { kind: 'ruled-out', refusal: info.joinRefusal };
  const { team1, team2 } = teamPlaces(info.players, info.maxParticipants);
  const room1 = team1.some(isFreePlace);
  const room2 = team2.some(isFreePlace);
  // A full booking says so, whether or not the club still lets others join it.
  if (!room1 && !room2) return { kind: 'full' };
  if (!info.allowJoin) return info.waitingList.heldPlaces > 0 ? { kind: 'held' } : { kind: 'closed' };
  if (room1 && room2) return { kind: 'choose-team' };
  return { kind: 'join', team: room1 ? Team.Team1 : Team.Team2 };
}

/** The players after the customer took a place on a team: the first free place of that team is theirs. */
export function withCustomerIn(
  players: readonly Player[],
  customer: { id: number; name: string; logo: string },
  team: Team,
  price: number,
): Player[] {
  const me: Player = {
    id: 0,
    customerId: customer.id,
    name: customer.name,
    logo: customer.logo,
    level: null,
    team,
    isPlaceholder: false,
    totalDebts: price,
    price,
  };
  const free = players.findIndex(
    (player) => isFreePlace(player) && (player.team === team || player.team === Team.NotSet),
  );
  return free === -1 ? [...players, me] : players.map((player, index) => (index === free ? me : player));
}
