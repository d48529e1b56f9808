import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { Link, useSearchParams } from '@club/shared-ui/router';
import { confirmAppLinkCode, lookupAppLinkCode } from '@club/shared-contracts/api/customers';
import type { AppLinkCode, AppLinkRefusal, LoginResponse } from '@club/shared-contracts/entities';
import { canPostToHostApp, postToHostApp } from '@club/shared-contracts/host-app';
import { errorMessage, isApiError } from '@club/shared-contracts/http';
import { paths } from '@club/shared-contracts/paths';
import { useSession } from '@club/shared-contracts/session';
import { Alert } from '@club/shared-ui/alert';
import { Button, buttonClassName } from '@club/shared-ui/button';
import { Spinner } from '@club/shared-ui/spinner';
import styles from './app-link.module.css';
import './texts';

// /link-account?token=CODE, opened by the club's mobile app in its web view (secure layout). CODE is a link code the
// API issued to the app, which keeps the secret it asked for it with (README, The club's mobile app). The page works
// only where it can reach the app (its bridge, or a framing page the club lists); it says which app asks, lets the
// customer log in, and asks her to confirm. Confirming binds the code to her in the API and hands the app, through
// its bridge only, the confirmation it redeems with its secret for the token /auto-login takes. No session token
// leaves the page. An unknown, used or lapsed code links nothing and says so.

/** What the page hands to the login form it shows. */
export interface AppLoginFormProps {
  onLoggedIn: (login: LoginResponse) => void;
}

/** Props of LinkAccountPage. */
export interface LinkAccountPageProps {
  /** The site's login form; the app passes it in, as a feature does not import another feature. */
  loginForm: ComponentType<AppLoginFormProps>;
}

type Refusal = AppLinkRefusal['reason'];

type LinkState =
  | { state: 'incomplete' }
  | { state: 'outside-app' }
  | { state: 'checking' }
  | { state: 'pending'; code: AppLinkCode; confirming: boolean }
  | { state: 'linked' }
  | { state: 'refused'; reason: Refusal }
  | { state: 'failed'; message: string | null; retry: () => void };

/** The refusals of a link code, as the page says them. */
const refusalTexts: Record<Refusal, string> = {
  unknown: 'This link from the app is not valid. Ask the app for a new one.',
  used: 'This link from the app has already been used. Ask the app for a new one.',
  lapsed: 'This link from the app has expired: it lasts 5 minutes. Ask the app for a new one.',
};

function refusalOf(error: unknown): Refusal | null {
  if (!isApiError(error, 'rejected')) return null;
  const reason = (error.answer as Partial<AppLinkRefusal> | undefined)?.reason;
  return reason && reason in refusalTexts ? reason : 'unknown';
}

/** The /link-account page of the club's mobile app. */
export function LinkAccountPage({ loginForm: LoginForm }: LinkAccountPageProps) {
  const { t } = useTranslation('host');
  useDocumentTitle(t('Link the app to your account'));
  const [searchParams] = useSearchParams();
  const code = searchParams.get('token') ?? '';
  const session = useSession();
  const [attempt, setAttempt] = useState(0);
  const [link, setLink] = useState<LinkState>(() => {
    if (!code) return { state: 'incomplete' };
    return canPostToHostApp() ? { state: 'checking' } : { state: 'outside-app' };
  });
  const noticeRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const [loggedInHere, setLoggedInHere] = useState(false);

  /** A refused link says why; a call that failed otherwise offers to try again. */
  function refuseOrFail(error: unknown, retry: () => void) {
    const reason = refusalOf(error);
    setLink(reason ? { state: 'refused', reason } : { state: 'failed', message: errorMessage(error), retry });
  }

  useEffect(() => {
    if (!code || !canPostToHostApp()) return;
    let current = true;
    lookupAppLinkCode(code).then(
      (answer) => current && setLink({ state: 'pending', code: answer.model, confirming: false }),
      (error: unknown) =>
        current &&
        refuseOrFail(error, () => {
          setLink({ state: 'checking' });
          setAttempt((count) => count + 1);
        }),
    );
    return () => {
      current = false;
    };
  }, [code, attempt]);

  useEffect(() => {
    if (link.state === 'linked' || link.state === 'refused') noticeRef.current?.focus();
  }, [link.state]);

  // After logging in on the page, keyboard and screen reader users land on the question they are asked next.
  useEffect(() => {
    if (loggedInHere) confirmRef.current?.focus();
  }, [loggedInHere]);

  async function confirm(pending: AppLinkCode) {
    setLink({ state: 'pending', code: pending, confirming: true });
    try {
      const answer = await confirmAppLinkCode(code);
      postToHostApp({ type: 'account_linked', confirmation: answer.model.confirmation });
      setLink({ state: 'linked' });
    } catch (error) {
      refuseOrFail(error, () => void confirm(pending));
    }
  }

  const appName = (pending: AppLinkCode) => pending.appName || t("the club's app");

  return (
    <section className={styles.page} aria-busy={link.state === 'checking' || undefined}>
      <h1>{t('Link the app to your account')}</h1>
      {link.state === 'checking' && <Spinner size="large" label={t('Checking the link…')} />}
      {link.state === 'incomplete' && (
        <Alert variant="error">
          {t("This link is incomplete. Please open it again from the club's app.")}
        </Alert>
      )}
      {link.state === 'outside-app' && (
        <Alert variant="error">
          {t(
            "This page links the club's app to your account and works only inside the app. Open it from the app.",
          )}
        </Alert>
      )}
      {link.state === 'refused' && (
        <div ref={noticeRef} tabIndex={-1} className={styles.notice}>
          <Alert variant="error">{t(refusalTexts[link.reason])}</Alert>
        </div>
      )}
      {link.state === 'failed' && (
        <>
          <Alert variant="error">{link.message ?? t('Something went wrong')}</Alert>
          <div className={styles.actions}>
            <Button onClick={link.retry}>{t('Try again')}</Button>
          </div>
        </>
      )}
      {link.state === 'pending' && (
        <>
          <p>
            {t('{{app}} asks to be linked to your club account.', { app: appName(link.code) })}{' '}
            {t(
              'If you confirm, the app will log you in automatically, without asking for your password. Confirm only if you opened this page from the app yourself.',
            )}
          </p>
          {session.customer ? (
            <>
              <p>
                {t('Account: {{name}}', { name: `${session.customer.name} ${session.customer.surname}` })}
              </p>
              <div className={styles.actions}>
                <Button ref={confirmRef} loading={link.confirming} onClick={() => void confirm(link.code)}>
                  {t('Confirm')}
                </Button>
                <Link className={buttonClassName('secondary')} to={paths.home()}>
                  {t('Not now')}
                </Link>
              </div>
            </>
          ) : (
            <>
              <p>{t('Log in with your club account to continue.')}</p>
              <LoginForm onLoggedIn={() => setLoggedInHere(true)} />
            </>
          )}
        </>
      )}
      {link.state === 'linked' && (
        <div ref={noticeRef} tabIndex={-1} className={styles.notice}>
          <Alert variant="success" title={t('Your account is now linked to the app.')}>
            {t('You can go back to the app.')}
          </Alert>
        </div>
      )}
      {['incomplete', 'outside-app', 'refused', 'linked'].includes(link.state) && (
        <div className={styles.actions}>
          <Link className={buttonClassName('secondary')} to={paths.home()}>
            {t('Back to the home page')}
          </Link>
        </div>
      )}
    </section>
  );
}
