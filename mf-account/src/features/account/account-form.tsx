import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { saveCustomer } from '@club/shared-contracts/api/customers';
import type { Customer } from '@club/shared-contracts/entities';
import { errorMessage } from '@club/shared-contracts/http';
import { Alert } from '@club/shared-ui/alert';
import { Button } from '@club/shared-ui/button';
import {
  changedCustomer,
  problemsOf,
  savePayload,
  type AccountPart,
  type AccountValues,
  type ProblemField,
  type Problems,
} from './account-values';
import styles from './account-page.module.css';
import './texts';

type SaveStatus = { state: 'saved' } | { state: 'failed'; message: string } | null;

/** Props of AccountForm. */
export interface AccountFormProps {
  part: AccountPart;
  /** The record as last saved. */
  customer: Customer;
  values: AccountValues;
  /** The date format of the birth date (the club's). */
  dateFormat: string;
  onSaved: (saved: Customer) => void;
  /** The tab's fields, given the translated problem of each field. */
  children: (problemOf: (field: ProblemField) => string | undefined) => ReactNode;
}

/**
 * The form of the Personal Data and Address tabs: checks the tab's fields first (nothing is sent while a problem
 * shows, and the first field with one takes focus), then saves the whole record and says "Data modified!", or
 * shows the server's message. What was typed stays in every case.
 */
export function AccountForm({ part, customer, values, dateFormat, onSaved, children }: AccountFormProps) {
  const { t } = useTranslation('account');
  const [problems, setProblems] = useState<Problems>({});
  const [status, setStatus] = useState<SaveStatus>(null);
  const [sending, setSending] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // Once the messages are on the page, the first invalid control takes focus; its message is read with it.
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const today = new Date();
    const found = problemsOf(part, values, customer, dateFormat, today);
    setProblems(found);
    setStatus(null);
    if (Object.keys(found).length > 0) {
      setRefusals((count) => count + 1);
      return;
    }
    const changed = changedCustomer(part, values, customer, dateFormat, today);
    setSending(true);
    try {
      await saveCustomer(savePayload(changed));
      onSaved(changed);
      setStatus({ state: 'saved' });
    } catch (error) {
      // The server's message, or the crash text; nothing when the site handled it (a 401 opened the login).
      const message = errorMessage(error);
      setStatus(message === null ? null : { state: 'failed', message });
    } finally {
      setSending(false);
    }
  }

  const problemOf = (field: ProblemField): string | undefined => {
    const problem = problems[field];
    return problem ? t(problem.text, problem.values) : undefined;
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {children(problemOf)}
      <div className={styles.actions}>
        <Button type="submit" loading={sending}>
          {t('Save')}
        </Button>
      </div>
      {status?.state === 'saved' && <Alert variant="success">{t('Data modified!')}</Alert>}
      {status?.state === 'failed' && <Alert variant="error">{status.message}</Alert>}
    </form>
  );
}
