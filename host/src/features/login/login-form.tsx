import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { login, requestPasswordReset } from '@club/shared-contracts/api/customers';
import { CustomerStatus, type LoginFailure, type LoginResponse } from '@club/shared-contracts/entities';
import { isApiError } from '@club/shared-contracts/http';
import { storeLogin } from '@club/shared-contracts/session-store';
import { Alert } from '@club/shared-ui/alert';
import { Button } from '@club/shared-ui/button';
import { Field, TextInput } from '@club/shared-ui/field';
import { problemText } from './form-problem';
import { loginProblem } from './login-problem';
import styles from './login.module.css';
import './texts';

/** The modes of the login form (document 1, 2.14 and 4). */
export type LoginMode = 'login' | 'reset-password' | 'sent';

/** Props of LoginForm. */
export interface LoginFormProps {
  /** Called after a successful login, once the session is stored. */
  onLoggedIn: (login: LoginResponse) => void;
  /** The Close button of the sent state; without it (a page, not a popup) the form goes back to login. */
  onClose?: () => void;
  /** The mode the form starts in: login, or reset-password when the customer asked for a new reset link. */
  initialMode?: 'login' | 'reset-password';
}

// Whether the account answered redirect: true (it has no password yet), which changes the reset mode's intro.
type ResetReason = 'forgotten' | 'no-password';

function isRedirect(error: unknown): boolean {
  if (!isApiError(error, 'rejected')) return false;
  const answer = error.answer as Partial<LoginFailure> | undefined;
  return answer?.redirect === true;
}

/**
 * The login form (document 1, 2.14): e-mail and password; "Forgot your password?" switches to the reset mode with
 * the e-mail only and a Send button; after sending, the confirmation and a Close button. What was typed stays after
 * a failure, and the e-mail stays across modes.
 */
export function LoginForm({ onLoggedIn, onClose, initialMode = 'login' }: LoginFormProps) {
  const { t } = useTranslation('host');
  const [mode, setMode] = useState<LoginMode>(initialMode);
  const [resetReason, setResetReason] = useState<ResetReason>('forgotten');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [temporaryAccount, setTemporaryAccount] = useState(false);
  const [sending, setSending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const shownMode = useRef(mode);

  // Focus follows a change of mode (not the first render: the popup or the page decides where focus starts), so
  // keyboard and screen reader users land on what the new mode asks for.
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    (mode === 'sent' ? sentRef.current : emailRef.current)?.focus();
  }, [mode]);

  function switchTo(next: LoginMode, reason: ResetReason = 'forgotten') {
    setMode(next);
    setResetReason(reason);
    setProblem(null);
  }

  async function logIn() {
    try {
      const answer = await login({ email: email.trim(), password });
      storeLogin(answer.model);
      onLoggedIn(answer.model);
    } catch (error) {
      // An account without a password yet (document 1, 7): the customer asks for a link to choose one.
      if (isRedirect(error)) switchTo('reset-password', 'no-password');
      else setProblem(problemText(error, t(loginProblem.failed)));
    }
  }

  async function askForReset() {
    try {
      const answer = await requestPasswordReset(email.trim());
      setTemporaryAccount(answer.customerStatus === CustomerStatus.Temporary);
      switchTo('sent');
    } catch (error) {
      setProblem(problemText(error, t(loginProblem.failed)));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = loginProblem.beforeSending(email);
    if (invalid) {
      setProblem(t(invalid));
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      await (mode === 'login' ? logIn() : askForReset());
    } finally {
      setSending(false);
    }
  }

  if (mode === 'sent') {
    return (
      <div className={styles.form}>
        <div ref={sentRef} tabIndex={-1} className={styles.notice}>
          <Alert variant="success">
            {t('If you are registered, we will send you an email with a link to reset your password.')}
          </Alert>
          {temporaryAccount && (
            <Alert variant="warning">
              {t(
                'Your account is not activated yet. Please check your email inbox: we have sent you a new link to activate it.',
              )}
            </Alert>
          )}
        </div>
        <div className={styles.actions}>
          <Button onClick={onClose ?? (() => switchTo('login'))}>{t('Close')}</Button>
        </div>
      </div>
    );
  }

  const resetting = mode === 'reset-password';
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {resetting && (
        <p className={styles.intro}>
          {resetReason === 'no-password'
            ? t('Your account has no password yet. Send yourself a link to choose one.')
            : t('Enter your email address and we will send you a link to choose a new password.')}
        </p>
      )}
      <Field label={t('Email')} required>
        {(props) => (
          <TextInput
            {...props}
            ref={emailRef}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </Field>
      {!resetting && (
        <Field label={t('Password')} required>
          {(props) => (
            <TextInput
              {...props}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
      )}
      {problem && <Alert variant="error">{problem}</Alert>}
      <div className={styles.actions}>
        {resetting ? (
          <Button variant="link" onClick={() => switchTo('login')}>
            {t('Back to login')}
          </Button>
        ) : (
          <Button variant="link" onClick={() => switchTo('reset-password')}>
            {t('Forgot your password?')}
          </Button>
        )}
        <Button type="submit" loading={sending}>
          {resetting ? t('Send') : t('Login')}
        </Button>
      </div>
    </form>
  );
}
