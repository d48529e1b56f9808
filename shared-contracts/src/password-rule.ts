import { minPasswordLength } from '@club/shared-contracts/api/customers';

/** The English source texts of a new password's problems (document 1, 5 and 8, spelling fixed). */
export const newPasswordProblemTexts = {
  required: 'Required',
  minLength: 'Minimum length is {{min}}',
} as const;

/** A new password's problem: the source text (in the namespace of the app showing it) and what it interpolates. */
export interface NewPasswordProblem {
  text: (typeof newPasswordProblemTexts)[keyof typeof newPasswordProblemTexts];
  values?: { min: number };
}

/**
 * The rule of every new password (registration, change and reset; document 1, 5): required and at least
 * minPasswordLength characters. Checked as typed: nothing is trimmed, because the login sends a password as typed,
 * so a space the customer chose is part of it.
 */
export function newPasswordProblem(password: string): NewPasswordProblem | undefined {
  if (!password) return { text: newPasswordProblemTexts.required };
  if (password.length < minPasswordLength) {
    return { text: newPasswordProblemTexts.minLength, values: { min: minPasswordLength } };
  }
  return undefined;
}
