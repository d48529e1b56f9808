import { pageRows, searchApplies } from './grid';

describe('paging', () => {
  it('gives inclusive start and end rows of a 1-based page', () => {
    expect(pageRows(1, 30)).toEqual({ startRow: 0, endRow: 29 });
    expect(pageRows(3, 30)).toEqual({ startRow: 60, endRow: 89 });
    expect(pageRows(1, 15)).toEqual({ startRow: 0, endRow: 14 });
  });

  it('treats pages below 1 as the first', () => {
    expect(pageRows(0, 30)).toEqual({ startRow: 0, endRow: 29 });
  });
});

describe('search', () => {
  it('applies when empty or longer than 3 characters', () => {
    expect(searchApplies('')).toBe(true);
    expect(searchApplies('   ')).toBe(true);
    expect(searchApplies('ball')).toBe(true);
    expect(searchApplies('bal')).toBe(false);
    expect(searchApplies(' ba ')).toBe(false);
  });
});
