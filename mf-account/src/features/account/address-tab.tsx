import { useTranslation } from '@club/shared-ui/translation';
import type { Customer } from '@club/shared-contracts/entities';
import { Field, FieldPair, TextInput } from '@club/shared-ui/field';
import { AccountForm } from './account-form';
import type { AccountValues, AddressField } from './account-values';
import './texts';

/** Props of AddressTab. */
export interface AddressTabProps {
  customer: Customer;
  values: AccountValues;
  dateFormat: string;
  onChange: (changes: Partial<AccountValues>) => void;
  onSaved: (saved: Customer) => void;
}

/** The Address tab (document 1, 2.13): street address, postal code, city, town and country, saved like the rest. */
export function AddressTab({ customer, values, dateFormat, onChange, onSaved }: AddressTabProps) {
  const { t } = useTranslation('account');
  return (
    <AccountForm part="address" customer={customer} values={values} dateFormat={dateFormat} onSaved={onSaved}>
      {(problemOf) => {
        const text = (field: AddressField, label: string, autoComplete: string) => (
          <Field label={label} error={problemOf(field)}>
            {(props) => (
              <TextInput
                {...props}
                autoComplete={autoComplete}
                value={values[field]}
                onChange={(event) => onChange({ [field]: event.target.value })}
              />
            )}
          </Field>
        );
        return (
          <>
            {text('addressLine1', t('Street address'), 'street-address')}
            <FieldPair>
              {text('postalCode', t('Postal code'), 'postal-code')}
              {text('city', t('City'), 'address-level2')}
            </FieldPair>
            <FieldPair>
              {text('town', t('Town'), 'address-level3')}
              {text('country', t('Country'), 'country-name')}
            </FieldPair>
          </>
        );
      }}
    </AccountForm>
  );
}
