import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { minPasswordLength, register } from '@club/shared-contracts/api/customers';
import { getFormDefinition, saveDynamicForm } from '@club/shared-contracts/api/forms';
import type { DynamicFormField, Registration } from '@club/shared-contracts/entities';
import { loadFailed } from '@club/shared-contracts/http';
import { storeTemporaryCustomer } from '@club/shared-contracts/session-store';
import { Alert } from '@club/shared-ui/alert';
import { Button } from '@club/shared-ui/button';
import { Field, FieldPair, TextInput } from '@club/shared-ui/field';
import { CheckField } from '@club/shared-ui/check-field';
import {
  dynamicAnswers,
  dynamicFormProblems,
  type DynamicProblems,
  type DynamicValues,
} from '@club/shared-ui/dynamic-form';
import { ExtraForm, offeredFields } from './extra-form';
import { problemText } from './form-problem';
import { LegalConditionsCheck } from './legal-conditions';
import {
  registerProblems,
  type RegisterField,
  type RegisterProblem,
  type RegisterValues,
} from './register-rules';
import styles from './login.module.css';
import './texts';

// The registration form of a customer who does not exist yet (document 3, 7).
const registrationForm = { parentName: 'Customer', parentId: 0 };

const emptyValues: RegisterValues = {
  name: '',
  surname: '',
  email: '',
  phone: '',
  password: '',
  acceptConditions: false,
  okRss: false,
};

/** Props of RegisterForm. */
export interface RegisterFormProps {
  /** The Close button under the activation notice. */
  onClose: () => void;
}

/**
 * The register form (document 1, 2.15): name, surname, e-mail, phone, password, the legal-conditions check, the
 * optional promotional-information check and the club's extra fields. After success it is replaced by the notice
 * that an activation link was sent by e-mail. What was typed stays after a failure.
 */
export function RegisterForm({ onClose }: RegisterFormProps) {
  const { t } = useTranslation('host');
  const [values, setValues] = useState<RegisterValues>(emptyValues);
  const [problems, setProblems] = useState<Partial<Record<RegisterField, RegisterProblem>>>({});
  const [extraFields, setExtraFields] = useState<DynamicFormField[]>([]);
  const [extraValues, setExtraValues] = useState<DynamicValues>({});
  const [extraProblems, setExtraProblems] = useState<DynamicProblems>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [registered, setRegistered] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let current = true;
    getFormDefinition(registrationForm).then(
      (answer) => current && setExtraFields(offeredFields(answer.model)),
      // Without the definition the customer still registers, with the fields everyone fills in.
      (error: unknown) => loadFailed('registration form', error),
    );
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    if (registered) noticeRef.current?.focus();
  }, [registered]);

  // After a refused submit the first invalid control takes focus, once the messages are on the page: its message is
  // read with it (aria-describedby).
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const change = <K extends keyof RegisterValues>(field: K, value: RegisterValues[K]) =>
    setValues((typed) => ({ ...typed, [field]: value }));

  const message = (field: RegisterField): ReactNode => {
    const found = problems[field];
    return found ? t(found.text, found.values) : undefined;
  };

  // The customer has no session yet: the registration token proves that this browser registered them.
  async function saveExtraAnswers({ id: customerId, registrationToken }: Registration) {
    // Fields that only show something have no answer; every other offered field, hidden ones included, has one.
    const answered = dynamicAnswers(extraFields, extraValues).fields;
    if (answered.length === 0) return;
    try {
      await saveDynamicForm(
        {
          ...registrationForm,
          parentId: customerId,
          customerId,
          okRss: values.okRss,
          acceptConditions: values.acceptConditions,
          fields: answered,
        },
        registrationToken,
      );
    } catch (error) {
      // The account exists by now: the notice shows, with the server's message about the extra answers.
      setProblem(problemText(error, t('Something went wrong')));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = registerProblems(values);
    const foundExtra = dynamicFormProblems(extraFields, extraValues);
    setProblems(found);
    setExtraProblems(foundExtra);
    setProblem(null);
    if (Object.keys(found).length > 0 || Object.keys(foundExtra).length > 0) {
      setRefusals((count) => count + 1);
      return;
    }
    setSending(true);
    try {
      const answer = await register({
        name: values.name.trim(),
        surname: values.surname.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        password: values.password,
        okRss: values.okRss,
        acceptConditions: values.acceptConditions,
      });
      // The new customer is marked for 5 minutes (document 3, 4) with the registration token, so a sign-up that
      // asked for the registration can go on for them; it is no session until a cart token comes with a sale.
      storeTemporaryCustomer(
        { id: answer.model.id, name: values.name.trim(), surname: values.surname.trim() },
        answer.model.registrationToken,
      );
      await saveExtraAnswers(answer.model);
      setRegistered(true);
    } catch (error) {
      setProblem(problemText(error, t('Something went wrong')));
    } finally {
      setSending(false);
    }
  }

  if (registered) {
    return (
      <div className={styles.form}>
        <div ref={noticeRef} tabIndex={-1} className={styles.notice}>
          <Alert variant="success" title={t('Thank you for registering!')}>
            {t(
              'We have sent you an email with a link to activate your account. Please check your inbox and follow the link before logging in.',
            )}
          </Alert>
        </div>
        {problem && <Alert variant="error">{problem}</Alert>}
        <div className={styles.actions}>
          <Button onClick={onClose}>{t('Close')}</Button>
        </div>
      </div>
    );
  }

  const text = (
    field: 'name' | 'surname' | 'email' | 'phone' | 'password',
    label: string,
    type: string,
    autoComplete: string,
    hint?: string,
  ) => (
    <Field label={label} required error={message(field)} hint={hint}>
      {(props) => (
        <TextInput
          {...props}
          type={type}
          autoComplete={autoComplete}
          value={values[field]}
          onChange={(event) => change(field, event.target.value)}
        />
      )}
    </Field>
  );

  return (
    <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <FieldPair>
        {text('name', t('Name'), 'text', 'given-name')}
        {text('surname', t('Surname'), 'text', 'family-name')}
      </FieldPair>
      <FieldPair>
        {text('email', t('Email'), 'email', 'email')}
        {text('phone', t('Phone'), 'tel', 'tel')}
      </FieldPair>
      {text(
        'password',
        t('Password'),
        'password',
        'new-password',
        t('At least {{min}} characters', { min: minPasswordLength }),
      )}
      <ExtraForm
        fields={extraFields}
        values={extraValues}
        problems={extraProblems}
        onChange={(id, answer) => setExtraValues((typed) => ({ ...typed, [id]: answer }))}
      />
      <LegalConditionsCheck
        checked={values.acceptConditions}
        onChange={(checked) => change('acceptConditions', checked)}
        error={message('acceptConditions')}
      />
      <CheckField
        label={t('I agree to receive advertising or promotional information.')}
        checked={values.okRss}
        onChange={(checked) => change('okRss', checked)}
      />
      {problem && <Alert variant="error">{problem}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" loading={sending} block>
          {t('Register')}
        </Button>
      </div>
    </form>
  );
}
