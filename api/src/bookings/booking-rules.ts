// The booking rules the API applies, in one place so the routes, the tests and the journeys agree on them.

/** How long an unpaid prebook holds its slot; after it the booking counts as expired and its slot is free. */
export const HOLD_MINUTES = 15;

/** Starts of a resource's time table are this far apart, from its opening time. */
export const SLOT_STEP_MINUTES = 30;

/**
 * The time unit of the double booking guard (booking_slot_units): a block writes one row per unit it covers. A
 * quarter of an hour, so a 45-minute squash booking starting on the half hour covers whole units.
 */
export const UNIT_MINUTES = 15;

/** Levels run from 0 to 7 with two decimals (document 2, 2.3). */
export const LEVEL_SCALE = { min: 0, max: 7 } as const;

/** A new match's suggested range reaches this far either side of the caller's level. */
export const MATCH_RANGE_REACH = 0.5;

/** Blocks one prebook may take (a court and its options). */
export const MAX_BLOCKS = 4;

/** Players one booking may list (the largest booking type has 16 places). */
export const MAX_PLAYERS = 32;

/** The longest duration any type offers, in minutes. */
export const MAX_DURATION = 1440;

/** A level rounded to its two decimals. */
export const roundLevel = (level: number): number => Math.round(level * 100) / 100;
