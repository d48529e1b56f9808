import { CustomerGender, MatchGender } from '@club/shared-contracts/entities';
import { defaultMatchOptions, genderChoices, parseLevel } from './match-options';

describe('create-match options', () => {
  it('offers Mixed, Open and the customer’s own gender, or every gender when it is unknown', () => {
    expect(genderChoices(CustomerGender.Male)).toEqual([
      MatchGender.Mixed,
      MatchGender.Open,
      MatchGender.Male,
    ]);
    expect(genderChoices(CustomerGender.Female)).toEqual([
      MatchGender.Mixed,
      MatchGender.Open,
      MatchGender.Female,
    ]);
    expect(genderChoices(null)).toEqual([
      MatchGender.Male,
      MatchGender.Female,
      MatchGender.Mixed,
      MatchGender.Open,
    ]);
  });

  it('starts competitive and Open with the suggested level range', () => {
    const range = {
      referenceCustomerLevel: 3.45,
      levelProviderRange: { item1: 0, item2: 7 },
      matchRange: { item1: 2.95, item2: 3.95 },
    };
    expect(defaultMatchOptions(range)).toEqual({
      competitive: true,
      gender: 'Open',
      matchRange: [2.95, 3.95],
    });
  });

  it('reads typed levels within the scale, with a comma or a point', () => {
    const scale = { min: 0, max: 7 };
    expect(parseLevel('3,5', scale)).toBe(3.5);
    expect(parseLevel('2.345', scale)).toBe(2.35);
    expect(parseLevel('7.01', scale)).toBeNull();
    expect(parseLevel('', scale)).toBeNull();
    expect(parseLevel('abc', scale)).toBeNull();
  });
});
