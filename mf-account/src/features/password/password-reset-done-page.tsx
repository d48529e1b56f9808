import { useTranslation } from '@club/shared-ui/translation';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { Link } from '@club/shared-ui/router';
import { paths } from '@club/shared-contracts/paths';
import { requestLogin } from '@club/shared-contracts/session';
import { Alert } from '@club/shared-ui/alert';
import { Button, buttonClassName } from '@club/shared-ui/button';
import styles from '../../lib/narrow-page.module.css';
import './texts';

/**
 * /passReset/ok (document 1, 2.16): the password was reset; the Login button opens the login, which then goes to the
 * home page rather than back to this page. The reset logged every session of the customer out, so a login is what
 * comes next.
 */
export function PasswordResetDonePage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('Your password has been reset'));
  return (
    <section className={styles.page}>
      <h1>{t('Your password has been reset')}</h1>
      <Alert variant="success">{t('You can now log in with your new password.')}</Alert>
      <div className={styles.actions}>
        <Button onClick={() => requestLogin(paths.home())}>{t('Login')}</Button>
        <Link className={buttonClassName('link')} to={paths.home()}>
          {t('Back to the home page')}
        </Link>
      </div>
    </section>
  );
}
