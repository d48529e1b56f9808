import { newPasswordProblem, type NewPasswordProblem } from '@club/shared-contracts/password-rule';

/** What the register form asks for (document 1, 2.15), as typed. */
export interface RegisterValues {
  name: string;
  surname: string;
  email: string;
  phone: string;
  password: string;
  /** The legal-conditions check. */
  acceptConditions: boolean;
  /** The optional promotional-information check. */
  okRss: boolean;
}

/** The fields a registration problem can belong to. */
export type RegisterField = 'name' | 'surname' | 'email' | 'phone' | 'password' | 'acceptConditions';

/** The English source texts of the registration problems (document 1, 5 and 8, spelling fixed). */
const registerProblemTexts = {
  required: 'The field is required',
  invalidEmail: 'Please enter a valid email address',
  acceptConditions: 'Please accept our legal conditions',
} as const;

/** One problem: the source text and what it interpolates. */
export interface RegisterProblem {
  text: (typeof registerProblemTexts)[keyof typeof registerProblemTexts] | NewPasswordProblem['text'];
  values?: { min: number };
}

// One @ with something on both sides and no spaces: the server checks the address further.
const emailShape = /^[^\s@]+@[^\s@]+$/;

/** The problems of the register form by field, in the order of the form; empty when it may be sent. */
export function registerProblems(values: RegisterValues): Partial<Record<RegisterField, RegisterProblem>> {
  const problems: Partial<Record<RegisterField, RegisterProblem>> = {};
  for (const field of ['name', 'surname', 'email', 'phone'] as const) {
    if (!values[field].trim()) problems[field] = { text: registerProblemTexts.required };
  }
  if (!problems.email && !emailShape.test(values.email.trim())) {
    problems.email = { text: registerProblemTexts.invalidEmail };
  }
  const passwordProblem = newPasswordProblem(values.password);
  if (passwordProblem) problems.password = passwordProblem;
  if (!values.acceptConditions) problems.acceptConditions = { text: registerProblemTexts.acceptConditions };
  return problems;
}
