import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { login } from '@club/shared-contracts/api/customers';
import { isApiError } from '@club/shared-contracts/http';
import { storeLogin } from '@club/shared-contracts/session-store';
import { Alert } from '@club/shared-ui/alert';
import { Button } from '@club/shared-ui/button';
import { Field } from '@club/shared-ui/field';
import { loginProblem } from './login-problem';

/** The login form (document 1, 2.14): e-mail and password. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useTranslation('host');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

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
      const answer = await login({
        email: email.trim(),
        password,
        externalToken: new URLSearchParams(window.location.search).get('token') ?? undefined,
      });
      storeLogin(answer.model);
      onLoggedIn();
    } catch (error) {
      // The server's own message when it gave one (document 1, 8), else the catalogue's.
      setProblem((isApiError(error, 'rejected') && error.errorMsg) || t(loginProblem.failed));
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Field label={t('Email')} required>
        {(props) => (
          <input
            {...props}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </Field>
      <Field label={t('Password')} required>
        {(props) => (
          <input
            {...props}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </Field>
      {problem && <Alert variant="error">{problem}</Alert>}
      <Button type="submit" loading={sending}>
        {t('Login')}
      </Button>
    </form>
  );
}
