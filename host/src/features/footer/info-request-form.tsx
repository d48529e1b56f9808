import { useState, type FormEvent } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { sendInfoRequest } from '@club/shared-contracts/api/content';
import { infoRequestQuestionMaxLength } from '@club/shared-contracts/entities';
import { loadFailed } from '@club/shared-contracts/http';
import { Button } from '@club/shared-ui/button';
import { Field, TextArea, TextInput } from '@club/shared-ui/field';
import styles from './footer.module.css';
import './texts';

/**
 * The footer's Request More Info form (document 1, 2.6): e-mail and question, sent with Send. With either empty
 * nothing is sent and nothing is said (document 1, 5); after a successful send the thanks replace the form; a
 * failure is logged only (document 1, 8) and what was typed stays for another try.
 */
export function InfoRequestForm() {
  const { t } = useTranslation('host');
  const [email, setEmail] = useState('');
  const [question, setQuestion] = useState('');
  const [status, setStatus] = useState<'editing' | 'sending' | 'sent'>('editing');

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = { email: email.trim(), question: question.trim() };
    if (!request.email || !request.question || status === 'sending') return;
    setStatus('sending');
    try {
      await sendInfoRequest(request);
      setStatus('sent');
    } catch (error) {
      loadFailed('info request', error);
      setStatus('editing');
    }
  }

  if (status === 'sent') {
    // The focus was on Send, which is gone: it moves to the thanks, which a screen reader then reads.
    return (
      <p className={styles.thanks} role="status" tabIndex={-1} ref={(thanks) => thanks?.focus()}>
        {t('Thanks! we will contact you ASAP!')}
      </p>
    );
  }
  return (
    // No browser validation bubbles: an empty field simply sends nothing.
    <form className={styles.form} noValidate onSubmit={(event) => void send(event)}>
      <Field label={t('Your e-mail')}>
        {(control) => (
          <TextInput
            {...control}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </Field>
      <Field label={t('Your question')}>
        {(control) => (
          <TextArea
            {...control}
            rows={3}
            maxLength={infoRequestQuestionMaxLength}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" loading={status === 'sending'}>
        {t('Send')}
      </Button>
    </form>
  );
}
