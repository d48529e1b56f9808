import { useTranslation } from '@club/shared-ui/translation';
import { Field, FieldPair, TextInput } from '@club/shared-ui/field';
import { requestLogin } from '@club/shared-contracts/session';
import { Button } from '@club/shared-ui/button';
import type { CheckoutProblem } from './checkout-rules';
import styles from './checkout-page.module.css';
import './texts';

/** Props of AccountPassword. */
export interface AccountPasswordProps {
  password: string;
  repeatPassword: string;
  onPassword: (value: string) => void;
  onRepeatPassword: (value: string) => void;
  problems: readonly CheckoutProblem[];
  /** Where the login brings the customer back to (this checkout). */
  backUrl: string;
}

/**
 * A visitor's account, created with the checkout: a password typed twice, or the login for a customer
 * ('Already a customer?', back to this checkout afterwards).
 */
export function AccountPassword(props: AccountPasswordProps) {
  const { t } = useTranslation('checkout');
  const problem = (field: CheckoutProblem['field']) => {
    const found = props.problems.find((candidate) => candidate.field === field);
    return found ? t(found.text, found.values) : undefined;
  };
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('Your account')}</legend>
      <p className={styles.login}>
        <Button variant="link" aria-haspopup="dialog" onClick={() => requestLogin(props.backUrl)}>
          {t('Already a customer?')}
        </Button>
      </p>
      <FieldPair>
        <Field label={t('Password')} required error={problem('password')}>
          {(control) => (
            <TextInput
              {...control}
              type="password"
              autoComplete="new-password"
              value={props.password}
              onChange={(event) => props.onPassword(event.target.value)}
            />
          )}
        </Field>
        <Field label={t('Repeat password')} required error={problem('repeatPassword')}>
          {(control) => (
            <TextInput
              {...control}
              type="password"
              autoComplete="new-password"
              value={props.repeatPassword}
              onChange={(event) => props.onRepeatPassword(event.target.value)}
            />
          )}
        </Field>
      </FieldPair>
    </fieldset>
  );
}
