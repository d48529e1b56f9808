import { useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { Alert } from '@club/shared-ui/alert';
import { Button } from '@club/shared-ui/button';
import { useFocusFirstProblem } from './focus-first-problem';
import { hasProblems, type PasswordProblems } from './password-rules';
import page from '../../lib/narrow-page.module.css';
import styles from './password.module.css';
import './texts';

/**
 * What a password form keeps while the customer types and sends: the values, their problems (the form's checks or
 * the server's), a failure of the call, and whether it is under way. What was typed stays after a problem; nothing
 * is sent while one shows, and the first problem takes focus.
 */
export function usePasswordForm<Field extends string>(
  emptyValues: Record<Field, string>,
  problemsOf: (values: Record<Field, string>) => PasswordProblems<Field>,
) {
  const [values, setValues] = useState(emptyValues);
  const [problems, setProblems] = useState<PasswordProblems<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const focusFirstProblem = useFocusFirstProblem(form);

  // A message is about what was typed before: typing again takes it away until the next submit checks again (the
  // server's "Wrong password" too, or the customer could never send a corrected password while it shows).
  const change = (field: Field, value: string) => {
    setValues((typed) => ({ ...typed, [field]: value }));
    setProblems((shown) => ({ ...shown, [field]: undefined }));
  };

  /** Shows problems (the server's, after a refusal) and moves focus to the first. */
  const refuse = (found: PasswordProblems<Field>) => {
    setProblems(found);
    focusFirstProblem();
  };

  /** A submit handler that checks what was typed and calls `send` only when there is no problem. */
  const submitWith = (send: () => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(values);
    setProblems(found);
    setFailure(null);
    if (hasProblems(found)) {
      focusFirstProblem();
      return;
    }
    void send();
  };

  return { form, values, problems, failure, setFailure, sending, setSending, change, refuse, submitWith };
}

/** Props of PasswordForm. */
export interface PasswordFormProps {
  /** The form, for focus to find its first problem (usePasswordForm's `form`). */
  formRef: RefObject<HTMLFormElement | null>;
  /** The submit handler (usePasswordForm's `submitWith`). */
  onSubmit: (event: FormEvent) => void;
  /** The failure of the last call, if any. */
  failure: string | null;
  /** The call is under way. */
  sending: boolean;
  /** The form's password fields. */
  children: ReactNode;
}

/** A password form: its fields, the failure of the last call if any, and Submit (busy while the call is under way). */
export function PasswordForm({ formRef, onSubmit, failure, sending, children }: PasswordFormProps) {
  const { t } = useTranslation('account');
  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      {children}
      {failure && <Alert variant="error">{failure}</Alert>}
      <div className={page.actions}>
        <Button type="submit" loading={sending}>
          {t('Submit')}
        </Button>
      </div>
    </form>
  );
}
