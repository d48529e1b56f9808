import { newPasswordProblem, newPasswordProblemTexts } from '@club/shared-contracts/password-rule';

// The checks of the password forms (document 1, 5). Passwords are checked as typed: nothing is trimmed, because the
// login sends a password as typed, so a space the customer chose is part of it.

/** The English source texts of the password problems (document 1, 5 and 8, spelling fixed). */
export const passwordProblemTexts = {
  ...newPasswordProblemTexts,
  noMatch: 'Password does not match',
  wrongPassword: 'Wrong password',
} as const;

/** One problem of a field: the source text and what it interpolates. */
export interface PasswordProblem {
  text: (typeof passwordProblemTexts)[keyof typeof passwordProblemTexts];
  values?: { min: number };
}

/** The problems of a form by field; a form with none may be sent. */
export type PasswordProblems<Field extends string> = Partial<Record<Field, PasswordProblem>>;

/** The longest password the API takes (it answers 400 beyond it); the inputs stop there. */
export const maxPasswordLength = 200;

/** True when a form has a problem to show, so nothing is sent. */
export function hasProblems(problems: PasswordProblems<string>): boolean {
  return Object.values(problems).some(Boolean);
}

/** What the change-password form asks for (document 1, 2.17). */
export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
}

/**
 * Change password: the current password is required, the new one required and at least 5 characters. The current
 * password has no minimum: an older password may be shorter than today's rule, and the server judges it.
 */
export function changePasswordProblems(
  values: ChangePasswordValues,
): PasswordProblems<keyof ChangePasswordValues> {
  return {
    currentPassword: values.currentPassword ? undefined : { text: passwordProblemTexts.required },
    newPassword: newPasswordProblem(values.newPassword),
  };
}

/** What the reset-password form asks for (document 1, 2.16): the new password twice. */
export interface ResetPasswordValues {
  password: string;
  confirmation: string;
}

/** Reset password: both fields required, the password at least 5 characters, the confirmation equal to it. */
export function resetPasswordProblems(
  values: ResetPasswordValues,
): PasswordProblems<keyof ResetPasswordValues> {
  let confirmation: PasswordProblem | undefined;
  if (!values.confirmation) confirmation = { text: passwordProblemTexts.required };
  else if (values.confirmation !== values.password) confirmation = { text: passwordProblemTexts.noMatch };
  return { password: newPasswordProblem(values.password), confirmation };
}
