import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from '@club/shared-ui/router';
import { minPasswordLength, resetPassword } from '@club/shared-contracts/api/customers';
import { errorMessage, isApiError } from '@club/shared-contracts/http';
import { paths } from '@club/shared-contracts/paths';
import { requestLogin } from '@club/shared-contracts/session';
import { Alert } from '@club/shared-ui/alert';
import { Button, buttonClassName } from '@club/shared-ui/button';
import { useFocusFirstProblem } from './focus-first-problem';
import { FocusOnShow } from './focus-on-show';
import { PasswordField } from './password-field';
import {
  hasProblems,
  resetPasswordProblems,
  type PasswordProblems,
  type ResetPasswordValues,
} from './password-rules';
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
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [values, setValues] = useState<ResetPasswordValues>(emptyValues);
  const [problems, setProblems] = useState<PasswordProblems<keyof ResetPasswordValues>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [linkRefused, setLinkRefused] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const focusFirstProblem = useFocusFirstProblem(form);

  // A message is about what was typed before: typing again takes it away until the next submit checks again.
  const change = (field: keyof ResetPasswordValues, value: string) => {
    setValues((typed) => ({ ...typed, [field]: value }));
    setProblems((shown) => ({ ...shown, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = resetPasswordProblems(values);
    setProblems(found);
    setFailure(null);
    if (hasProblems(found)) {
      focusFirstProblem();
      return;
    }
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
      <section className={styles.page}>
        <FocusOnShow>
          <h1>{t('Choose a new password')}</h1>
          <Alert variant="error" title={t('Sorry your link is expired')}>
            {t(
              'This link has already been used or is no longer valid. To get a new one, open the login, choose "Forgot your password?" and enter your email.',
            )}
          </Alert>
        </FocusOnShow>
        <div className={styles.actions}>
          <Button onClick={() => requestLogin(paths.home())}>{t('Ask for a new link')}</Button>
          <Link className={buttonClassName('link')} to={paths.home()}>
            {t('Back to the home page')}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.page}>
      <h1>{t('Choose a new password')}</h1>
      <p className={styles.intro}>{t('Type your new password twice.')}</p>
      <form ref={form} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <PasswordField
          label={t('New Password')}
          autoComplete="new-password"
          hint={t('At least {{min}} characters', { min: minPasswordLength })}
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
        {failure && <Alert variant="error">{failure}</Alert>}
        <div className={styles.actions}>
          <Button type="submit" loading={sending}>
            {t('Submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
