import { formatLevel } from './level-format';

describe('level format', () => {
  it("shows two decimals with the club's decimal separator", () => {
    expect(formatLevel({ DecimalSeparator: ',' }, 3.5)).toBe('3,50');
    expect(formatLevel({ DecimalSeparator: '.' }, 2)).toBe('2.00');
    expect(formatLevel({ DecimalSeparator: '' }, 4.256)).toBe('4.26');
  });
});
