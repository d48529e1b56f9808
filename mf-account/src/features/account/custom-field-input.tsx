import { useTranslation } from '@club/shared-ui/translation';
import { CustomFieldType, type CustomField } from '@club/shared-contracts/entities';
import { CheckField } from '@club/shared-ui/check-field';
import { Field, TextInput } from '@club/shared-ui/field';
import { pickListOptions } from './custom-fields';
import './texts';

/** Props of CustomFieldInput. */
export interface CustomFieldInputProps {
  field: CustomField;
  /** The answer as typed: text, "true"/"false" for a bool, an option for a picklist. */
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** One of the club's custom fields, rendered by its fieldType: a text input, a check, or a select of its options. */
export function CustomFieldInput({ field, value, error, onChange }: CustomFieldInputProps) {
  const { t } = useTranslation('account');
  if (field.fieldType === CustomFieldType.Bool) {
    return (
      <CheckField
        label={field.label}
        checked={value === 'true'}
        onChange={(checked) => onChange(checked ? 'true' : 'false')}
        error={error}
      />
    );
  }
  if (field.fieldType === CustomFieldType.PickList) {
    const options = pickListOptions(field.pickListValues);
    // An answer the club has since removed from the options still shows as given (the API keeps it too).
    const offered = value && !options.includes(value) ? [value, ...options] : options;
    return (
      <Field label={field.label} error={error}>
        {(props) => (
          <select {...props} value={value} onChange={(event) => onChange(event.target.value)}>
            <option value="">{t('Choose an option')}</option>
            {offered.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
  }
  return (
    <Field label={field.label} error={error}>
      {(props) => <TextInput {...props} value={value} onChange={(event) => onChange(event.target.value)} />}
    </Field>
  );
}
