import { formatLevel, formatLevelChange } from './level-format';

describe('level format', () => {
  it("shows two decimals with the club's decimal separator", () => {
    expect(formatLevel({ DecimalSeparator: ',' }, 3.5)).toBe('3,50');
    expect(formatLevel({ DecimalSeparator: '.' }, 2)).toBe('2.00');
    expect(formatLevel({ DecimalSeparator: '' }, 4.256)).toBe('4.26');
  });

  it('signs a change with two decimals, and a change that rounds to nothing has no sign', () => {
    expect(formatLevelChange({ DecimalSeparator: ',' }, 0.15)).toBe('+0,15');
    expect(formatLevelChange({ DecimalSeparator: ',' }, -0.05)).toBe('-0,05');
    expect(formatLevelChange({ DecimalSeparator: '.' }, 3)).toBe('+3.00');
    expect(formatLevelChange({ DecimalSeparator: '.' }, -0.004)).toBe('0.00');
    expect(formatLevelChange({ DecimalSeparator: '.' }, 0.1 + 0.2)).toBe('+0.30');
  });
});
