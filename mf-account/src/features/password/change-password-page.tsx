import { useState } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { changePassword } from '@club/shared-contracts/api/customers';
import { cartCommands } from '@club/shared-contracts/cart';
import { errorMessage, isApiError } from '@club/shared-contracts/http';
import { paths } from '@club/shared-contracts/paths';
import { requestLogin, useSession } from '@club/shared-contracts/session';
import { Alert } from '@club/shared-ui/alert';
import { Button } from '@club/shared-ui/button';
import { FocusOnShow } from '../../lib/focus-on-show';
import { NewPasswordField, PasswordField } from './password-field';
import { PasswordForm, usePasswordForm } from './password-form';
import { changePasswordProblems, passwordProblemTexts, type ChangePasswordValues } from './password-rules';
import styles from '../../lib/narrow-page.module.css';
import './texts';

const emptyValues: ChangePasswordValues = { currentPassword: '', newPassword: '' };

// The session stays after a change. The server keeps the customer's login valid (a change made with the current
// password proves the person knows it, unlike a reset by mail, which logs every session out), only the host writes the
// session, and its one command that clears it (logOut) reloads the page, which would lose this success page. The Login
// button does what the specification asks (empties the cart, opens the login with return path /); the login made
// there replaces the stored session.
function logInAgain() {
  cartCommands().clear();
  requestLogin(paths.home());
}

/**
 * /changePass (document 1, 2.17): Current Password and New Password, then the "Password changed successfully" page
 * with its Login button. The profile in use (customer.currentId) is the one whose password changes. What was typed
 * stays after a problem; nothing is sent while one shows, and the first problem takes focus.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation('account');
  const { customer } = useSession();
  const [changed, setChanged] = useState(false);
  useDocumentTitle(changed ? t('Password changed successfully') : t('Change Password'));
  const { form, values, problems, failure, setFailure, sending, setSending, change, submitWith, refuse } =
    usePasswordForm(emptyValues, changePasswordProblems);

  async function send() {
    // The session ended meanwhile (logged out in another tab): the login brings the customer back here.
    if (!customer) {
      requestLogin(paths.changePassword());
      return;
    }
    setSending(true);
    try {
      await changePassword({
        customerId: customer.currentId,
        plainOldPass: values.currentPassword,
        plainNewPass: values.newPassword,
      });
      setChanged(true);
    } catch (error) {
      // A refusal is the current password (document 1, 8); a 401 already opened the login (no message then).
      if (isApiError(error, 'rejected')) {
        refuse({ currentPassword: { text: passwordProblemTexts.wrongPassword } });
      } else {
        setFailure(errorMessage(error));
      }
    } finally {
      setSending(false);
    }
  }

  if (changed) {
    return (
      <section className={styles.page}>
        <FocusOnShow>
          <h1>{t('Password changed successfully')}</h1>
          <Alert variant="success">
            {t('Your password has been changed. Use the new one the next time you log in.')}
          </Alert>
        </FocusOnShow>
        <div className={styles.actions}>
          <Button onClick={logInAgain}>{t('Login')}</Button>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.page}>
      <h1>{t('Change Password')}</h1>
      <PasswordForm formRef={form} onSubmit={submitWith(send)} failure={failure} sending={sending}>
        <PasswordField
          label={t('Current Password')}
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={(value) => change('currentPassword', value)}
          problem={problems.currentPassword}
        />
        <NewPasswordField
          value={values.newPassword}
          onChange={(value) => change('newPassword', value)}
          problem={problems.newPassword}
        />
      </PasswordForm>
    </section>
  );
}
