import { useTranslation } from '@club/shared-ui/translation';
import { minPasswordLength } from '@club/shared-contracts/api/customers';
import { Field, TextInput } from '@club/shared-ui/field';
import { maxPasswordLength, type PasswordProblem } from './password-rules';
import './texts';

/** Props of PasswordField. */
export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** 'current-password' or 'new-password', so password managers fill in or offer the right one. */
  autoComplete: 'current-password' | 'new-password';
  problem?: PasswordProblem | undefined;
  hint?: string;
}

/**
 * A required password field with its problem under it (read with the field through aria-describedby). It is a
 * TextInput like the login's and the registration's password: characters that print nothing are stripped, as a
 * password holding one could never be typed on another device, and the login strips them too, so the same password
 * keeps working there. Spaces are characters like any other and are kept, inside and around.
 */
export function PasswordField({ label, value, onChange, autoComplete, problem, hint }: PasswordFieldProps) {
  const { t } = useTranslation('account');
  return (
    <Field label={label} required hint={hint} error={problem ? t(problem.text, problem.values) : undefined}>
      {(props) => (
        <TextInput
          {...props}
          type="password"
          autoComplete={autoComplete}
          maxLength={maxPasswordLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** The New Password field of both password forms, with the minimum length as its hint. */
export function NewPasswordField(props: Pick<PasswordFieldProps, 'value' | 'onChange' | 'problem'>) {
  const { t } = useTranslation('account');
  return (
    <PasswordField
      label={t('New Password')}
      autoComplete="new-password"
      hint={t('At least {{min}} characters', { min: minPasswordLength })}
      {...props}
    />
  );
}
