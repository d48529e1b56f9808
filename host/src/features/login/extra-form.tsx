import { useTranslation } from '@club/shared-ui/translation';
import { DynamicInputType, type DynamicFormField } from '@club/shared-contracts/entities';
import { DynamicFields, type DynamicFieldsProps } from '@club/shared-ui/dynamic-form';
import styles from './login.module.css';
import './texts';

// The registration's dynamic extra form (document 1, 2.15) comes from GET /api/dynamicforms/form-def/Customer/0
// (document 3, 7: "Customer" and id 0, as the customer does not exist yet) and shows with the one dynamic form
// renderer of the activities' sign-up. Every kind is offered but two: a lookup searches the club's customers, which
// only a logged-in customer may do, and files would be stored for an account nobody has activated yet (anyone could
// upload by registering). The answers are saved once the customer exists.

/** The extra fields the registration can offer (lookups and file fields of the definition are left out). */
export function offeredFields(fields: DynamicFormField[]): DynamicFormField[] {
  return fields.filter(
    (field) =>
      !field.isFile &&
      field.columnDef !== DynamicInputType.Lookup &&
      field.columnDef !== DynamicInputType.FileLoader &&
      field.columnDef !== DynamicInputType.ImageLoader,
  );
}

/** The extra fields a club asks for at registration, under their heading; nothing when none shows. */
export function ExtraForm(props: DynamicFieldsProps) {
  const { t } = useTranslation('host');
  // Hidden fields show nothing: a form of them alone needs no heading.
  if (props.fields.every((field) => field.columnDef === DynamicInputType.Hidden)) return null;
  return (
    <fieldset className={styles.extraForm}>
      <legend>{t('Additional information')}</legend>
      <DynamicFields {...props} />
    </fieldset>
  );
}
