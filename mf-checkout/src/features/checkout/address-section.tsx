import { useTranslation } from '@club/shared-ui/translation';
import { Field, FieldPair, TextInput } from '@club/shared-ui/field';
import { type DeliveryField } from '@club/shared-contracts/checkout-entities';
import type { CheckoutForm } from '../../lib/checkout-form-storage';
import styles from './checkout-page.module.css';
import './texts';

const labels: Record<DeliveryField, string> = {
  name: 'Name',
  surname: 'Surname',
  addressLine1: 'Address',
  city: 'City',
  town: 'Town',
  country: 'Country',
  postalCode: 'Postal code',
  email: 'Email',
  phone: 'Phone',
};

const autoComplete: Record<DeliveryField, string> = {
  name: 'given-name',
  surname: 'family-name',
  addressLine1: 'address-line1',
  city: 'address-level2',
  town: 'address-level3',
  country: 'country-name',
  postalCode: 'postal-code',
  email: 'email',
  phone: 'tel',
};

/** Props of AddressSection. */
export interface AddressSectionProps {
  form: CheckoutForm;
  onChange: (field: DeliveryField, value: string) => void;
  /** The fields are required (something is delivered, or the visitor registers). */
  required: boolean;
  /** The fields found empty at the last attempt to pay. */
  invalid: readonly DeliveryField[];
}

/** The delivery address (document 3, 5): prefilled from the checkout info, required only when needed. */
export function AddressSection({ form, onChange, required, invalid }: AddressSectionProps) {
  const { t } = useTranslation('checkout');
  const field = (name: DeliveryField, type = 'text') => (
    <Field
      label={t(labels[name])}
      required={required}
      error={invalid.includes(name) ? t('Required') : undefined}
    >
      {(control) => (
        <TextInput
          {...control}
          type={type}
          name={name}
          autoComplete={autoComplete[name]}
          value={form[name]}
          onChange={(event) => onChange(name, event.target.value)}
        />
      )}
    </Field>
  );
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('Delivery address')}</legend>
      <FieldPair>
        {field('name')}
        {field('surname')}
      </FieldPair>
      {field('addressLine1')}
      <FieldPair>
        {field('city')}
        {field('town')}
      </FieldPair>
      <FieldPair>
        {field('country')}
        {field('postalCode')}
      </FieldPair>
      <FieldPair>
        {field('email', 'email')}
        {field('phone', 'tel')}
      </FieldPair>
    </fieldset>
  );
}
