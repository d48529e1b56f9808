// A match's rules for who may join it (beyond the specification; the create-match popup sets them): its level range,
// whether it is competitive (levels change after it, so a player needs a level in its sport), and its gender. They
// are checked before any place is taken or any money asked for, by the list and info (to say why on the card and
// in the popup) and by the join itself (to refuse it with the same words).
import type { JoinRefusal } from '@club/shared-contracts/booking-entities';
import { CustomerGender } from '@club/shared-contracts/entities';
import { BYPLACE_TEXTS } from './booking-texts.ts';

/** What the rules read of a booking. */
export interface MatchRules {
  concept: 'Booking' | 'School' | 'Match' | 'Event';
  gender: 'Male' | 'Female' | 'Mixed' | 'Open';
  /** Competitive. */
  modifyLevel: boolean;
  minLevel: number;
  maxLevel: number;
}

/** What the rules read of the customer joining (a child profile's own level and gender, not the parent's). */
export interface Joiner {
  /** The customer's level in the match's sport, or null. */
  level: number | null;
  gender: CustomerGender | null;
}

/**
 * Why the match's rules keep the customer out, or null. Only matches have rules (school sessions and events take
 * anyone); a customer whose gender is unknown is not taken by a men's or a women's match.
 */
export function joinRefusal(match: MatchRules, joiner: Joiner): JoinRefusal | null {
  if (match.concept !== 'Match') return null;
  if (match.gender === 'Male' && joiner.gender !== CustomerGender.Male) return 'menOnly';
  if (match.gender === 'Female' && joiner.gender !== CustomerGender.Female) return 'womenOnly';
  if (joiner.level === null) return match.modifyLevel ? 'noLevel' : null;
  return joiner.level < match.minLevel || joiner.level > match.maxLevel ? 'outsideLevel' : null;
}

/** Where the rules read the customers joining: their gender (accounts) and their level in a sport (catalogue). */
export interface JoinerSources {
  customers: { find(customerId: number): { gender: CustomerGender | null } | undefined };
  levels: { levelOf(customerId: number, sport: string): number | null };
}

/**
 * The match's rules for one customer (null: a visitor, whom no rule keeps out yet), their gender read once and
 * their level once per sport.
 */
export function rulesFor(
  sources: JoinerSources,
  customerId: number | null,
): (match: MatchRules & { sport: string }) => JoinRefusal | null {
  if (customerId === null) return () => null;
  const gender = sources.customers.find(customerId)?.gender ?? null;
  const levels = new Map<string, number | null>();
  return (match) => {
    if (!levels.has(match.sport)) levels.set(match.sport, sources.levels.levelOf(customerId, match.sport));
    return joinRefusal(match, { level: levels.get(match.sport) ?? null, gender });
  };
}

/** A level as the club writes it: two decimals with a comma (2,50). */
const levelText = (level: number): string => level.toFixed(2).replace('.', ',');

/** The refusal's message, in the club's language (the site shows the same words, translated). */
export function joinRefusalText(refusal: JoinRefusal, match: MatchRules): string {
  switch (refusal) {
    case 'noLevel':
      return BYPLACE_TEXTS.noLevelToJoin;
    case 'outsideLevel':
      return BYPLACE_TEXTS.outsideLevel(levelText(match.minLevel), levelText(match.maxLevel));
    case 'menOnly':
      return BYPLACE_TEXTS.menOnly;
    case 'womenOnly':
      return BYPLACE_TEXTS.womenOnly;
  }
}
