import type { ReactNode } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { CheckField } from '@club/shared-ui/check-field';
import { LegalTextLinks } from '@club/shared-ui/legal-text-links';
import './texts';

/** Props of LegalConditionsCheck. */
export interface LegalConditionsCheckProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: ReactNode;
}

/**
 * The legal-conditions check of the register form: required, with links that open the club's legal texts in
 * popups (loaded with the first popup, sanitized).
 */
export function LegalConditionsCheck({ checked, onChange, error }: LegalConditionsCheckProps) {
  const { t } = useTranslation('host');
  return (
    <CheckField
      label={t('I accept the legal conditions')}
      checked={checked}
      onChange={onChange}
      error={error}
      required
    >
      <LegalTextLinks />
    </CheckField>
  );
}
