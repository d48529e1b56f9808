import { useState, type ReactNode } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { defaultCurrencySymbol, formatAmount, parseAmount } from '@club/shared-contracts/price';
import { useSettings } from '@club/shared-contracts/settings';
import { plainAmount } from './dynamic-form-rules';
import { Field, TextInput } from './field';
import './dynamic-form-texts';

/** Props of CurrencyField. */
export interface CurrencyFieldProps {
  label: ReactNode;
  error: ReactNode;
  required: boolean;
  /** The answer: a plain decimal ("1234.5"), or the text as typed while it is not an amount. */
  answer: string;
  onChange: (answer: string) => void;
}

/**
 * A dynamic form's currency field: typed in the club's format ("1.234,50" with a comma for decimals), answered as a
 * plain decimal ("1234.50"); what is not an amount is answered as typed, so the rules can say so. Leaving the field
 * writes the amount back in the club's format with two decimals.
 */
export function CurrencyField({ label, error, required, answer, onChange }: CurrencyFieldProps) {
  const { t } = useTranslation('ui');
  const settings = useSettings();
  const shown = (value: string) => (plainAmount.test(value) ? formatAmount(settings, Number(value)) : value);
  // The text stays as typed while it answers the same; an answer from outside (a reset) shows in the club's format.
  const [typed, setTyped] = useState({ text: shown(answer), answer });
  if (typed.answer !== answer) setTyped({ text: shown(answer), answer });

  const type = (text: string) => {
    const next = parseAmount(settings, text) ?? text;
    setTyped({ text, answer: next });
    onChange(next);
  };

  return (
    <Field
      label={label}
      error={error}
      required={required}
      hint={t('Amount in {{currency}}, for example {{example}}', {
        currency: settings.CurrencySymbol || defaultCurrencySymbol,
        example: formatAmount(settings, 1234.5),
      })}
    >
      {(props) => (
        <TextInput
          {...props}
          inputMode="decimal"
          autoComplete="off"
          value={typed.text}
          onChange={(event) => type(event.target.value)}
          onBlur={() => setTyped({ text: shown(answer), answer })}
        />
      )}
    </Field>
  );
}
