import { useTranslation } from '@club/shared-ui/translation';
import { CustomerGender, type Customer } from '@club/shared-contracts/entities';
import { CheckField } from '@club/shared-ui/check-field';
import { Field, FieldPair, TextInput } from '@club/shared-ui/field';
import { LegalTextLinks } from '@club/shared-ui/legal-text-links';
import { AccountForm } from './account-form';
import type { AccountValues, PersonalTextField, ProblemField } from './account-values';
import { birthDateExample } from './birth-date';
import { CustomFieldInput } from './custom-field-input';
import styles from './account-page.module.css';
import './texts';

/** Props of PersonalDataTab. */
export interface PersonalDataTabProps {
  customer: Customer;
  values: AccountValues;
  dateFormat: string;
  onChange: (changes: Partial<AccountValues>) => void;
  onSaved: (saved: Customer) => void;
}

const genderOptions = [
  { value: '', label: 'Not specified' },
  { value: String(CustomerGender.Male), label: 'Male' },
  { value: String(CustomerGender.Female), label: 'Female' },
] as const;

function genderOf(value: string): CustomerGender | null {
  if (value === String(CustomerGender.Male)) return CustomerGender.Male;
  if (value === String(CustomerGender.Female)) return CustomerGender.Female;
  return null;
}

/**
 * The Personal Data tab (document 1, 2.13): name, surname, e-mail and phone (required), two more e-mails and
 * phones, gender, birth date in the club's date format, the club's custom fields, the advertising consent and the
 * legal acceptance with their texts in popups.
 */
export function PersonalDataTab({ customer, values, dateFormat, onChange, onSaved }: PersonalDataTabProps) {
  const { t } = useTranslation('account');

  return (
    <AccountForm
      part="personal-data"
      customer={customer}
      values={values}
      dateFormat={dateFormat}
      onSaved={onSaved}
    >
      {(problemOf: (field: ProblemField) => string | undefined) => {
        const text = (
          field: PersonalTextField,
          label: string,
          type: string,
          autoComplete: string,
          required = false,
        ) => (
          <Field label={label} required={required} error={problemOf(field)}>
            {(props) => (
              <TextInput
                {...props}
                type={type}
                autoComplete={autoComplete}
                value={values[field]}
                onChange={(event) => onChange({ [field]: event.target.value })}
              />
            )}
          </Field>
        );
        return (
          <>
            <FieldPair>
              {text('name', t('Name'), 'text', 'given-name', true)}
              {text('surname', t('Surname'), 'text', 'family-name', true)}
            </FieldPair>
            <FieldPair>
              {text('email', t('Email'), 'email', 'email', true)}
              {text('phone', t('Phone'), 'tel', 'tel', true)}
            </FieldPair>
            <FieldPair>
              {text('email2', t('Second email'), 'email', 'off')}
              {text('phone2', t('Second phone'), 'tel', 'off')}
            </FieldPair>
            <FieldPair>
              {text('email3', t('Third email'), 'email', 'off')}
              {text('phone3', t('Third phone'), 'tel', 'off')}
            </FieldPair>
            <FieldPair>
              <Field label={t('Gender')}>
                {(props) => (
                  <select
                    {...props}
                    value={values.gender === null ? '' : String(values.gender)}
                    onChange={(event) => onChange({ gender: genderOf(event.target.value) })}
                  >
                    {genderOptions.map((option) => (
                      <option key={option.value} value={option.value}>
                        {t(option.label)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field
                label={t('Birth date')}
                hint={t('For example {{example}}', { example: birthDateExample(dateFormat) })}
                error={problemOf('birthDate')}
              >
                {(props) => (
                  <TextInput
                    {...props}
                    autoComplete="bday"
                    value={values.birthDate}
                    onChange={(event) => onChange({ birthDate: event.target.value })}
                  />
                )}
              </Field>
            </FieldPair>
            {customer.customFields.length > 0 && (
              <fieldset className={styles.customFields}>
                <legend>{t('Additional information')}</legend>
                {customer.customFields.map((field) => (
                  <CustomFieldInput
                    key={field.customFieldId}
                    field={field}
                    value={values.customFields[field.customFieldId] ?? ''}
                    error={problemOf(`custom-${field.customFieldId}`)}
                    onChange={(value) =>
                      onChange({ customFields: { ...values.customFields, [field.customFieldId]: value } })
                    }
                  />
                ))}
              </fieldset>
            )}
            <CheckField
              label={t('I agree to receive advertising or promotional information.')}
              checked={values.okRss}
              onChange={(okRss) => onChange({ okRss })}
            >
              <LegalTextLinks documents={['privacyPolicyFull']} />
            </CheckField>
            <CheckField
              label={t('I accept the legal conditions')}
              checked={values.acceptConditions}
              onChange={(acceptConditions) => onChange({ acceptConditions })}
            >
              <LegalTextLinks />
            </CheckField>
          </>
        );
      }}
    </AccountForm>
  );
}
