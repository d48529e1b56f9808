import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { saveDynamicForm } from '@club/shared-contracts/api/forms';
import {
  DynamicInputType,
  type Activity,
  type ActivityCategory,
  type DynamicFormField,
  type Sale,
} from '@club/shared-contracts/entities';
import { errorMessage } from '@club/shared-contracts/http';
import { Alert } from '@club/shared-ui/alert';
import { Button } from '@club/shared-ui/button';
import { CheckField } from '@club/shared-ui/check-field';
import { Dialog } from '@club/shared-ui/dialog';
import {
  DynamicFields,
  dynamicAnswers,
  dynamicFormProblems,
  type DynamicValues,
} from '@club/shared-ui/dynamic-form';
import { Field } from '@club/shared-ui/field';
import { LegalTextLinks } from '@club/shared-ui/legal-text-links';
import { useTranslation } from '@club/shared-ui/translation';
import type { SignUpCustomer } from './activity-loading';
import { activityForm } from './sign-up';
import './texts';
import styles from './activity-page.module.css';

/** The lookup controller that searches the club's customers, for the partner. */
const customersLookup = 'customers';

/**
 * The partner of a pair's sign-up as a lookup field of the dynamic form's renderer: the customer lookup from 3
 * characters, 'Required' while none is chosen. Its id is below every field id a club defines, and its answer travels
 * as partnerCustomerId, not among the form's fields.
 */
function partnerField(label: string): DynamicFormField {
  return {
    id: 0,
    name: 'partner',
    label,
    value: '',
    required: true,
    col1: customersLookup,
    col2: '',
    columnDef: DynamicInputType.Lookup,
    isFile: false,
  };
}

/** A lookup's chosen id, or null while none is chosen. */
function chosenId(answer: DynamicValues[number] | undefined): number | null {
  const id = typeof answer === 'string' ? Number(answer) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Props of SignUpDialog. */
export interface SignUpDialogProps {
  activity: Activity;
  /** The club's fields for this activity's sign-up (none when it has no form of its own). */
  fields: DynamicFormField[];
  categories: ActivityCategory[];
  /** Who signs up: the logged-in customer's profile, or a customer just registered with their registration token. */
  customer: SignUpCustomer;
  onClose: () => void;
  /** Called with the sales the sign-up owes (none when it is free). */
  onSignedUp: (sales: Sale[]) => void;
}

/**
 * The sign-up form of an activity (document 3, 4 Activity sign-up and 5): the club's dynamic fields, the category
 * (required when the activity has categories), the partner (required for a pair's sign-up), the legal acceptance
 * (required) and the marketing consent (on by default). Saving is blocked while anything is wrong, and the first
 * field in the wrong takes the focus; a refused save shows the server's message and keeps everything typed.
 */
export function SignUpDialog({
  activity,
  fields,
  categories,
  customer,
  onClose,
  onSignedUp,
}: SignUpDialogProps) {
  const { t } = useTranslation('content');
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<DynamicValues>({});
  const [partnerValues, setPartnerValues] = useState<DynamicValues>({});
  const [categoryId, setCategoryId] = useState('');
  const [acceptConditions, setAcceptConditions] = useState(false);
  const [okRss, setOkRss] = useState(true);
  const [tried, setTried] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const partner = activity.partnerInscription ? [partnerField(t('Partner'))] : [];
  const problems = {
    fields: dynamicFormProblems(fields, values),
    partner: dynamicFormProblems(partner, partnerValues),
    category: categories.length > 0 && categoryId === '' ? t('Required') : undefined,
    legal: acceptConditions ? undefined : t('Please accept our legal conditions'),
  };
  const blocked =
    Object.keys(problems.fields).length > 0 ||
    Object.keys(problems.partner).length > 0 ||
    problems.category !== undefined ||
    problems.legal !== undefined;
  // Problems show once the customer has tried to save, then follow every change.
  const shown = tried ? problems : { fields: {}, partner: {}, category: undefined, legal: undefined };

  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  async function save(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setRefusal(null);
    if (blocked) {
      setRefusals((count) => count + 1);
      return;
    }
    const answers = dynamicAnswers(fields, values);
    setSending(true);
    try {
      const answer = await saveDynamicForm(
        {
          ...activityForm(activity.id),
          customerId: customer.id,
          partnerCustomerId: chosenId(partnerValues[0]),
          activityCategoryId: categoryId === '' ? null : Number(categoryId),
          okRss,
          acceptConditions,
          fields: answers.fields,
          files: answers.files,
        },
        customer.registrationToken,
      );
      onSignedUp(answer.model);
    } catch (error) {
      // Null when the call was handled elsewhere (a 401 opened the login): nothing to say here then.
      setRefusal(errorMessage(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('Sign up to {{name}}', { name: activity.name })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button type="submit" form={formId} loading={sending}>
            {t('Sign Up')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        ref={formRef}
        className={styles.form}
        onSubmit={(event) => void save(event)}
        noValidate
      >
        <DynamicFields
          fields={fields}
          values={values}
          problems={shown.fields}
          onChange={(id, answer) => setValues((typed) => ({ ...typed, [id]: answer }))}
        />
        {categories.length > 0 && (
          <Field label={t('Category')} required error={shown.category}>
            {(control) => (
              <select {...control} value={categoryId} onChange={(event) => setCategoryId(event.target.value)}>
                <option value="">{t('Choose a category')}</option>
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <DynamicFields
          fields={partner}
          values={partnerValues}
          problems={shown.partner}
          onChange={(id, answer) => setPartnerValues({ [id]: answer })}
        />
        <CheckField
          label={t('I accept the legal conditions')}
          checked={acceptConditions}
          onChange={setAcceptConditions}
          error={shown.legal}
          required
        >
          <LegalTextLinks />
        </CheckField>
        <CheckField
          label={t('I agree to receive advertising or promotional information.')}
          checked={okRss}
          onChange={setOkRss}
        />
        {refusal && <Alert variant="error">{refusal}</Alert>}
      </form>
    </Dialog>
  );
}
