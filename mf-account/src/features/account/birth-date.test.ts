import { birthDateExample, birthDateFormat, readBirthDate, showBirthDate } from './birth-date';

const today = new Date(2026, 10, 21);

test("the birth date format is the date part of the club's DateFormat, or of the system's without one", () => {
  const shown = (clubFormat: string) => showBirthDate('1986-05-14', birthDateFormat(clubFormat));
  expect(shown('dd/MM/yyyy HH:mm')).toBe('14/05/1986');
  expect(shown('MM/dd/yyyy h:mm tt')).toBe('05/14/1986');
  expect(shown('dd.MM.yy')).toBe('14.05.86');
  expect(shown('')).toBe('1986-05-14');
  expect(readBirthDate('14/05/1986', birthDateFormat('dd/MM/yyyy HH:mm'), today)).toEqual({
    value: '1986-05-14',
  });
});

test("the API's date shows in the format, and an example date helps to type it", () => {
  expect(showBirthDate('1986-05-14', 'DD/MM/YYYY')).toBe('14/05/1986');
  expect(showBirthDate('1986-05-14', 'MM/DD/YYYY')).toBe('05/14/1986');
  expect(showBirthDate(null, 'DD/MM/YYYY')).toBe('');
  expect(showBirthDate('not a date', 'DD/MM/YYYY')).toBe('');
  expect(birthDateExample('DD/MM/YYYY')).toBe('31/12/1990');
});

test('a date typed in the format, with or without leading zeros, reads as YYYY-MM-DD; empty reads as none', () => {
  expect(readBirthDate('14/05/1986', 'DD/MM/YYYY', today)).toEqual({ value: '1986-05-14' });
  expect(readBirthDate(' 5/3/1990 ', 'DD/MM/YYYY', today)).toEqual({ value: '1990-03-05' });
  expect(readBirthDate('12/31/1990', 'MM/DD/YYYY', today)).toEqual({ value: '1990-12-31' });
  expect(readBirthDate('31/12/1990', 'DD/MM/YY', today)).toEqual({ value: '1990-12-31' });
  expect(readBirthDate('   ', 'DD/MM/YYYY', today)).toEqual({ value: null });
});

test('another format, an impossible date or a year before 1900 is invalid; a date after today is in the future', () => {
  for (const typed of ['1986-05-14', '31/02/1990', '14/13/1990', '14/05/1850', 'ayer', '14/05']) {
    expect(readBirthDate(typed, 'DD/MM/YYYY', today)).toEqual({ problem: 'invalid' });
  }
  expect(readBirthDate('22/11/2026', 'DD/MM/YYYY', today)).toEqual({ problem: 'future' });
  expect(readBirthDate('21/11/2026', 'DD/MM/YYYY', today)).toEqual({ value: '2026-11-21' });
});
