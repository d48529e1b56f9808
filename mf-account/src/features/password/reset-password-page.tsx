import { useState } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { Link, useNavigate, useParams } from '@club/shared-ui/router';
import { resetPassword } from '@club/shared-contracts/api/customers';
import { errorMessage, isApiError } from '@club/shared-contracts/http';
import { paths } from '@club/shared-contracts/paths';
import { requestLogin } from '@club/shared-contracts/session';
import { Alert } from '@club/shared-ui/alert';
import { Button, buttonClassName } from '@club/shared-ui/button';
import { FocusOnShow } from '../../lib/focus-on-show';
import { NewPasswordField, PasswordField } from './password-field';
import { PasswordForm, usePasswordForm } from './password-form';
import { resetPasswordProblems, type ResetPasswordValues } from './password-rules';
import page from '../../lib/narrow-page.module.css';
import styles from './password.module.css';
import './texts';

const emptyValues: ResetPasswordValues = { password: '', confirmation: '' };

// The server refuses a link it does not know, has used or let expire with ok false, and a token it cannot read (far
// too long) with a 400. The password is never the cause of either: the form checks its length first and the inputs
// stop at the API's maximum.
function isLinkRefused(error: unknown): boolean {
  return isApiError(error, 'rejected') || (isApiError(error, 'http') && error.status === 400);
}

/**
 * /customer/reset-password/{token}, the link of the reset mail (document 1, 2.16): the new password twice, then
 * /passReset/ok. The API has no call to check a link before it is used, so a used, expired or unknown link shows up
 * when the form is sent: the form gives way to a message with a way forward (a new link through the login's "Forgot
 * your password?", or the home page).
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('Choose a new password'));
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [linkRefused, setLinkRefused] = useState(false);
  const { form, values, problems, failure, setFailure, sending, setSending, change, submitWith } =
    usePasswordForm(emptyValues, resetPasswordProblems);

  async function send() {
    setSending(true);
    try {
      await resetPassword(token, values.password);
      // Replaced, so going back does not return to a link that is used up.
      void navigate(paths.passwordResetDone(), { replace: true });
    } catch (error) {
      if (isLinkRefused(error)) setLinkRefused(true);
      else setFailure(errorMessage(error));
      setSending(false);
    }
  }

  if (linkRefused || !token) {
    return (
      <section className={page.page}>
        <FocusOnShow>
          <h1>{t('Choose a new password')}</h1>
          <Alert variant="error" title={t('Sorry your link is expired')}>
            {t('This link has already been used or is no longer valid. Ask for a new one with your email.')}
          </Alert>
        </FocusOnShow>
        <div className={page.actions}>
          <Button onClick={() => requestLogin(paths.home(), 'reset-password')}>
            {t('Ask for a new link')}
          </Button>
          <Link className={buttonClassName('link')} to={paths.home()}>
            {t('Back to the home page')}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className={page.page}>
      <h1>{t('Choose a new password')}</h1>
      <p className={styles.intro}>{t('Type your new password twice.')}</p>
      <PasswordForm formRef={form} onSubmit={submitWith(send)} failure={failure} sending={sending}>
        <NewPasswordField
          value={values.password}
          onChange={(value) => change('password', value)}
          problem={problems.password}
        />
        <PasswordField
          label={t('Confirm New Password')}
          autoComplete="new-password"
          value={values.confirmation}
          onChange={(value) => change('confirmation', value)}
          problem={problems.confirmation}
        />
      </PasswordForm>
    </section>
  );
}
