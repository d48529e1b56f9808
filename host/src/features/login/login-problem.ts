/** The texts and checks of the login form (document 1, 5 and 8). */
export const loginProblem = {
  failed: 'Invalid Email or Password',
  noAt: 'Your user name is now your email address: the phone number can no longer be used. If you do not know which email you gave us, please contact the center.',
  /** The check made before sending: the user name must be an e-mail address. */
  beforeSending(email: string): string | null {
    return email.includes('@') ? null : loginProblem.noAt;
  },
} as const;
