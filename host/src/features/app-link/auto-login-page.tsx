import { useEffect, useState } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { Link, useNavigate, useSearchParams } from '@club/shared-ui/router';
import { loginWithAppToken } from '@club/shared-contracts/api/customers';
import { errorMessage, isApiError } from '@club/shared-contracts/http';
import { paths, safeRedirectPath } from '@club/shared-contracts/paths';
import { requestLogin } from '@club/shared-contracts/session';
import { storeLogin } from '@club/shared-contracts/session-store';
import { Alert } from '@club/shared-ui/alert';
import { Button, buttonClassName } from '@club/shared-ui/button';
import { Spinner } from '@club/shared-ui/spinner';
import styles from './app-link.module.css';
import './texts';

// /auto-login?token=EXTERNAL&redirect=/path, opened by the club's mobile app in its web view (clean layout). The
// token is the one the API gave the app for a link code the customer confirmed on /link-account (a token the app
// made up signs no one in); cauth with that token alone answers a session like a login,
// which is stored before going to the redirect path (same-origin paths only, / otherwise). A token the API refuses
// (unknown, expired, unlinked by a password reset, malformed) ends on a message with a Login button, which opens the
// login popup with the same target, and a link home; a call without an answer offers to try again.

type AutoLogin =
  | { state: 'signing-in' }
  | { state: 'incomplete' }
  | { state: 'refused' }
  | { state: 'failed'; message: string | null };

/** The /auto-login page of the club's mobile app. */
export function AutoLoginPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const target = safeRedirectPath(searchParams.get('redirect'), paths.home());
  const [result, setResult] = useState<AutoLogin>(token ? { state: 'signing-in' } : { state: 'incomplete' });
  useDocumentTitle(
    result.state === 'signing-in' ? t('Logging you in…') : t('We could not log you in automatically'),
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    let current = true;
    loginWithAppToken(token).then(
      (answer) => {
        if (!current) return;
        storeLogin(answer.model);
        // Replaced, so going back in the app's web view does not sign in again.
        void navigate(target, { replace: true });
      },
      (error: unknown) => {
        if (!current) return;
        if (isApiError(error, 'rejected') || isApiError(error, 'http')) setResult({ state: 'refused' });
        else setResult({ state: 'failed', message: errorMessage(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [token, target, navigate, attempt]);

  if (result.state === 'signing-in') {
    return (
      <section className={styles.page} aria-busy="true">
        <Spinner size="large" label={t('Logging you in…')} />
      </section>
    );
  }

  return (
    <section className={styles.page}>
      <h1>{t('We could not log you in automatically')}</h1>
      <Alert variant="error">
        {result.state === 'incomplete' &&
          t("This link is incomplete. Please open it again from the club's app.")}
        {result.state === 'refused' &&
          t(
            'The link from the app is not valid or has expired. Log in with your email and password to continue.',
          )}
        {result.state === 'failed' && (result.message ?? t('Something went wrong'))}
      </Alert>
      <div className={styles.actions}>
        {result.state === 'failed' && (
          <Button
            onClick={() => {
              setResult({ state: 'signing-in' });
              setAttempt((count) => count + 1);
            }}
          >
            {t('Try again')}
          </Button>
        )}
        <Button
          variant={result.state === 'failed' ? 'secondary' : 'primary'}
          onClick={() => requestLogin(target)}
        >
          {t('Login')}
        </Button>
        <Link className={buttonClassName('link')} to={paths.home()}>
          {t('Back to the home page')}
        </Link>
      </div>
    </section>
  );
}
