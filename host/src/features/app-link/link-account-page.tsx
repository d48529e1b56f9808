import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { Link, useSearchParams } from '@club/shared-ui/router';
import type { LoginResponse } from '@club/shared-contracts/entities';
import { postToHostApp } from '@club/shared-contracts/host-app';
import { paths } from '@club/shared-contracts/paths';
import { Alert } from '@club/shared-ui/alert';
import { buttonClassName } from '@club/shared-ui/button';
import styles from './app-link.module.css';
import './texts';

// /link-account?token=EXTERNAL, opened by the club's mobile app in its web view (secure layout). The app makes the
// token (random, at least 16 characters) and keeps it. The customer logs in here; cauth with e-mail, password and that
// externalToken stores the session and links the token to the customer in the API, so /auto-login?token=EXTERNAL
// signs them in from then on. The app then hears { type: 'account_linked', customerId, token } through postToHostApp,
// token being the session token of this login, and the page says the account is linked. Failed logins show what the
// login form shows anywhere.

/** What the page hands to the login form it shows. */
export interface AppLoginFormProps {
  externalToken: string;
  onLoggedIn: (login: LoginResponse) => void;
}

/** Props of LinkAccountPage. */
export interface LinkAccountPageProps {
  /** The site's login form; the app passes it in, as a feature does not import another feature. */
  loginForm: ComponentType<AppLoginFormProps>;
}

/** The /link-account page of the club's mobile app. */
export function LinkAccountPage({ loginForm: LoginForm }: LinkAccountPageProps) {
  const { t } = useTranslation('host');
  useDocumentTitle(t('Link the app to your account'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [linked, setLinked] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (linked) noticeRef.current?.focus();
  }, [linked]);

  function accountLinked(login: LoginResponse) {
    postToHostApp({ type: 'account_linked', customerId: login.id, token: login.token });
    setLinked(true);
  }

  return (
    <section className={styles.page}>
      <h1>{t('Link the app to your account')}</h1>
      {!token && (
        <Alert variant="error">
          {t("This link is incomplete. Please open it again from the club's app.")}
        </Alert>
      )}
      {token && linked && (
        <div ref={noticeRef} tabIndex={-1} className={styles.notice}>
          <Alert variant="success" title={t('Your account is now linked to the app.')}>
            {t('You can go back to the app.')}
          </Alert>
        </div>
      )}
      {token && !linked && (
        <>
          <p>
            {t(
              'Log in with your club account to link it to the app. From then on, the app will log you in automatically.',
            )}
          </p>
          <LoginForm externalToken={token} onLoggedIn={accountLinked} />
        </>
      )}
      {(!token || linked) && (
        <div className={styles.actions}>
          <Link className={buttonClassName('secondary')} to={paths.home()}>
            {t('Back to the home page')}
          </Link>
        </div>
      )}
    </section>
  );
}
