// The create-match popup's rules (document 2, 2.3 and 9): Competitive by default, gender Open by default with the
// choices the customer's own gender allows, a level range from 0 to 7 shown with 2 decimals.
import {
  CustomerGender,
  MatchGender,
  type CustomerGender as CustomerGenderValue,
} from '@club/shared-contracts/entities';
import type { LevelRange, MatchOptions } from '@club/shared-contracts/booking-entities';

/** The level scale when the provider gives none. */
export const defaultLevelScale = { min: 0, max: 7 } as const;

/** Mixed, Open and the customer's own gender; Male and Female too when the gender is unknown. */
export function genderChoices(gender: CustomerGenderValue | null | undefined): MatchGender[] {
  if (gender === CustomerGender.Male) return [MatchGender.Mixed, MatchGender.Open, MatchGender.Male];
  if (gender === CustomerGender.Female) return [MatchGender.Mixed, MatchGender.Open, MatchGender.Female];
  return [MatchGender.Male, MatchGender.Female, MatchGender.Mixed, MatchGender.Open];
}

/** The popup's starting options: competitive, Open, and the suggested range of the level-range answer. */
export function defaultMatchOptions(range: LevelRange): MatchOptions {
  return {
    competitive: true,
    gender: MatchGender.Open,
    matchRange: [range.matchRange.item1, range.matchRange.item2],
  };
}

/** Reads a typed level: a number within the scale rounded to 2 decimals, or null when it is none. */
export function parseLevel(text: string, scale: { min: number; max: number }): number | null {
  const value = Number(text.trim().replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(value) || value < scale.min || value > scale.max) return null;
  return Math.round(value * 100) / 100;
}
