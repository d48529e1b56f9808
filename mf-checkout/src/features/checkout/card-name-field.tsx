import { useTranslation } from '@club/shared-ui/translation';
import { Field, TextInput } from '@club/shared-ui/field';
import './texts';

/** The longest name on the card (document 3, 5 and 9). */
export const cardNameMaxLength = 20;

/** The card popup's name on the card: required, at most 20 characters. */
export function CardNameField({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  const { t } = useTranslation('checkout');
  return (
    <Field label={t('Name on the card')} required>
      {(control) => (
        <TextInput
          {...control}
          autoComplete="cc-name"
          maxLength={cardNameMaxLength}
          value={value}
          onChange={(event) => onChange(event.target.value.slice(0, cardNameMaxLength))}
        />
      )}
    </Field>
  );
}
