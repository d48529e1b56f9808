import { changePasswordProblems, hasProblems, resetPasswordProblems } from './password-rules';

const required = { text: 'Required' };
const tooShort = { text: 'Minimum length is {{min}}', values: { min: 5 } };

test('change password: each empty field is Required', () => {
  const problems = changePasswordProblems({ currentPassword: '', newPassword: '' });
  expect(problems).toEqual({ currentPassword: required, newPassword: required });
  expect(hasProblems(problems)).toBe(true);
});

test('change password: a new password under 5 characters is too short; the current one has no minimum', () => {
  expect(changePasswordProblems({ currentPassword: 'abc', newPassword: 'abcd' })).toEqual({
    currentPassword: undefined,
    newPassword: tooShort,
  });
  expect(hasProblems(changePasswordProblems({ currentPassword: 'abc', newPassword: 'abcde' }))).toBe(false);
});

test('reset password: both fields are Required', () => {
  expect(resetPasswordProblems({ password: '', confirmation: '' })).toEqual({
    password: required,
    confirmation: required,
  });
});

test('reset password: a password under 5 characters is too short', () => {
  expect(resetPasswordProblems({ password: 'abcd', confirmation: 'abcd' })).toEqual({
    password: tooShort,
    confirmation: undefined,
  });
});

test('reset password: a confirmation that differs does not match, by a single character or a space', () => {
  for (const confirmation of ['secret-6', 'Secret-5', 'secret-5 ']) {
    expect(resetPasswordProblems({ password: 'secret-5', confirmation }).confirmation).toEqual({
      text: 'Password does not match',
    });
  }
  expect(hasProblems(resetPasswordProblems({ password: 'secret-5', confirmation: 'secret-5' }))).toBe(false);
});

test('passwords are judged as typed: spaces count and are never trimmed away', () => {
  expect(hasProblems(resetPasswordProblems({ password: ' ab  ', confirmation: ' ab  ' }))).toBe(false);
  expect(changePasswordProblems({ currentPassword: ' ', newPassword: ' abc ' }).newPassword).toBeUndefined();
});
