import { useTranslation } from '@club/shared-ui/translation';
import { DynamicInputType, type DynamicFormField } from '@club/shared-contracts/entities';
import { Field, TextArea, TextInput } from '@club/shared-ui/field';
import { CheckField } from '@club/shared-ui/check-field';
import styles from './login.module.css';
import './texts';

// The registration's dynamic extra form (document 1, 2.15) comes from GET /api/dynamicforms/form-def/Customer/0
// (document 3, 7: "Customer" and id 0, as the customer does not exist yet). Only the simple kinds a person fills in
// while registering are offered: text-like inputs, checks, pick lists and labels; hidden fields travel with their
// value. Lookups, files, images, HTML, colour and hour pickers belong to the activities' sign-up form and are left
// out here. The demo club asks for no extra fields, so nothing shows; the answers are saved after registration.

const textTypes: Partial<Record<DynamicInputType, string>> = {
  [DynamicInputType.Text]: 'text',
  [DynamicInputType.Email]: 'email',
  [DynamicInputType.Password]: 'password',
  [DynamicInputType.Currency]: 'text',
  [DynamicInputType.Date]: 'date',
  [DynamicInputType.DateWithoutTime]: 'date',
};

const offeredKinds = new Set<DynamicInputType>([
  ...(Object.keys(textTypes) as DynamicInputType[]),
  DynamicInputType.Label,
  DynamicInputType.TextArea,
  DynamicInputType.Checkbox,
  DynamicInputType.PickList,
  DynamicInputType.Hidden,
]);

/** The answers of the extra form by field id. */
export type ExtraValues = Record<number, string>;

/** The extra fields the registration can offer (the others of the definition are left out). */
export function offeredFields(fields: DynamicFormField[]): DynamicFormField[] {
  return fields.filter((field) => !field.isFile && offeredKinds.has(field.columnDef));
}

/** A pick list's options: its comma-separated col1, each trimmed (like the custom fields' pickListValues). */
export function pickListOptions(field: DynamicFormField): string[] {
  return field.col1
    .split(',')
    .map((option) => option.trim())
    .filter(Boolean);
}

/** The current answer of a field: what was typed, else the definition's default value. */
export function answerOf(field: DynamicFormField, values: ExtraValues): string {
  return values[field.id] ?? field.value;
}

/**
 * The problems of the extra form by field id (document 3, 5): an empty required field says "The field is
 * required", a required pick list without a choice (-1 or nothing) says "Required".
 */
export function extraFieldProblems(fields: DynamicFormField[], values: ExtraValues): Record<number, string> {
  const problems: Record<number, string> = {};
  for (const field of offeredFields(fields)) {
    if (
      !field.required ||
      field.columnDef === DynamicInputType.Hidden ||
      field.columnDef === DynamicInputType.Label
    )
      continue;
    const answer = answerOf(field, values).trim();
    if (field.columnDef === DynamicInputType.PickList) {
      if (answer === '' || answer === '-1') problems[field.id] = 'Required';
    } else if (answer === '' || (field.columnDef === DynamicInputType.Checkbox && answer !== 'true')) {
      problems[field.id] = 'The field is required';
    }
  }
  return problems;
}

/** Props of ExtraForm. */
export interface ExtraFormProps {
  fields: DynamicFormField[];
  values: ExtraValues;
  /** English source texts by field id, from `extraFieldProblems`. */
  problems: Record<number, string>;
  onChange: (id: number, value: string) => void;
}

/** The extra fields a club asks for at registration; renders nothing when it asks for none. */
export function ExtraForm({ fields, values, problems, onChange }: ExtraFormProps) {
  const { t } = useTranslation('host');
  const shown = offeredFields(fields).filter((field) => field.columnDef !== DynamicInputType.Hidden);
  if (shown.length === 0) return null;
  return (
    <fieldset className={styles.extraForm}>
      <legend>{t('Additional information')}</legend>
      {shown.map((field) => {
        const answer = answerOf(field, values);
        const problemKey = problems[field.id];
        const problem = problemKey ? t(problemKey) : undefined;
        const change = (value: string) => onChange(field.id, value);
        switch (field.columnDef) {
          case DynamicInputType.Label:
            return (
              <p key={field.id} className={styles.intro}>
                {field.label}
              </p>
            );
          case DynamicInputType.Checkbox:
            return (
              <CheckField
                key={field.id}
                label={field.label}
                checked={answer === 'true'}
                onChange={(checked) => change(String(checked))}
                error={problem}
                required={field.required}
              />
            );
          case DynamicInputType.PickList:
            return (
              <Field key={field.id} label={field.label} error={problem} required={field.required}>
                {(props) => (
                  <select {...props} value={answer || '-1'} onChange={(event) => change(event.target.value)}>
                    <option value="-1">{t('Choose an option')}</option>
                    {pickListOptions(field).map((option) => (
                      <option key={option} value={option}>
                        {option}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            );
          case DynamicInputType.TextArea:
            return (
              <Field key={field.id} label={field.label} error={problem} required={field.required}>
                {(props) => (
                  <TextArea {...props} value={answer} onChange={(event) => change(event.target.value)} />
                )}
              </Field>
            );
          default:
            return (
              <Field key={field.id} label={field.label} error={problem} required={field.required}>
                {(props) => (
                  <TextInput
                    {...props}
                    type={textTypes[field.columnDef] ?? 'text'}
                    value={answer}
                    onChange={(event) => change(event.target.value)}
                  />
                )}
              </Field>
            );
        }
      })}
    </fieldset>
  );
}
