import { useEffect, useState } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { Link, useParams } from '@club/shared-ui/router';
import { paths } from '@club/shared-contracts/paths';
import { requestLogin } from '@club/shared-contracts/session';
import { Alert } from '@club/shared-ui/alert';
import { Button, buttonClassName } from '@club/shared-ui/button';
import { Spinner } from '@club/shared-ui/spinner';
import { activateOnce, type ActivationOutcome } from './activate-once';
import { FocusOnShow } from '../../lib/focus-on-show';
import styles from '../../lib/narrow-page.module.css';
import './texts';

/** How long "Your registration has been completed!" shows before the login opens (document 1, 9). */
const loginDelayMs = 1000;

// After the login the customer goes to the home page: the activation link is used up and has nothing more to show.
const openLogin = () => requestLogin(paths.home());

/**
 * /customer/activate/{token}, the link of the activation mail (document 1, 2.18; document 3, 2): activates the
 * account once, then shows "Your registration has been completed!" and opens the login after a second, or "Sorry
 * your activation link is expired" with the ways forward (the login, where "Forgot your password?" mails a new
 * activation link to an account not activated yet, and the home page). A call without an answer offers to try again.
 */
export function ActivationPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('Account activation'));
  const { token = '' } = useParams();
  // The outcome keeps its token: when the address changes to another link without a new page, the old outcome is
  // not this link's, and the page shows it is activating again.
  const [shown, setShown] = useState<{ token: string; outcome: ActivationOutcome } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const outcome = shown?.token === token ? shown.outcome : null;
  const completed = outcome?.state === 'completed';

  useEffect(() => {
    let current = true;
    void activateOnce(token).then((answer) => {
      if (current) setShown({ token, outcome: answer });
    });
    return () => {
      current = false;
    };
  }, [token, attempt]);

  useEffect(() => {
    if (!completed) return;
    const timer = window.setTimeout(openLogin, loginDelayMs);
    return () => window.clearTimeout(timer);
  }, [completed]);

  function tryAgain() {
    setShown(null);
    setAttempt((count) => count + 1);
  }

  return (
    <section className={styles.page} aria-busy={outcome === null}>
      <h1>{t('Account activation')}</h1>
      {outcome === null ? (
        <Spinner size="large" label={t('Activating your account…')} />
      ) : (
        <>
          {/* The message replaces the spinner: focus goes to it, so screen readers read it. */}
          <FocusOnShow>
            {outcome.state === 'completed' && (
              <Alert variant="success" title={t('Your registration has been completed!')}>
                {t('You can now log in with your email and password.')}
              </Alert>
            )}
            {outcome.state === 'expired' && (
              <Alert variant="error" title={t('Sorry your activation link is expired')}>
                {t(
                  'If you have already activated your account, just log in. If not, open the login, choose "Forgot your password?" and enter your email: we will send you a new activation link.',
                )}
              </Alert>
            )}
            {outcome.state === 'failed' && (
              <Alert variant="error">{outcome.message ?? t('Something went wrong')}</Alert>
            )}
          </FocusOnShow>
          <div className={styles.actions}>
            {outcome.state === 'failed' && <Button onClick={tryAgain}>{t('Try again')}</Button>}
            <Button variant={outcome.state === 'failed' ? 'secondary' : 'primary'} onClick={openLogin}>
              {t('Login')}
            </Button>
            {!completed && (
              <Link className={buttonClassName('link')} to={paths.home()}>
                {t('Back to the home page')}
              </Link>
            )}
          </div>
        </>
      )}
    </section>
  );
}
