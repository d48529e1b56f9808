import { minPasswordLength } from '@club/shared-contracts/api/customers';
import { newPasswordProblem } from './password-rule';

test('a new password is required', () => {
  expect(newPasswordProblem('')).toEqual({ text: 'Required' });
});

test('a new password shorter than the minimum says the minimum', () => {
  expect(newPasswordProblem('a'.repeat(minPasswordLength - 1))).toEqual({
    text: 'Minimum length is {{min}}',
    values: { min: 5 },
  });
});

test('a new password of the minimum length or longer, spaces included as typed, passes', () => {
  expect(newPasswordProblem('a'.repeat(minPasswordLength))).toBeUndefined();
  expect(newPasswordProblem('  ab ')).toBeUndefined();
});
