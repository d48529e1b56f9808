import { positiveWhole } from './positive-whole';

describe('positive whole number of a URL', () => {
  it('reads plain positive whole numbers only', () => {
    expect(positiveWhole('42')).toBe(42);
    for (const text of ['0', '-1', '01', '1.5', '1e3', ' 7', '', null, undefined, '99999999999999999999'])
      expect(positiveWhole(text)).toBeNull();
  });
});
