import { useCallback, useId, useState } from 'react';
import {
  getCalendarFeed,
  renewCalendarFeed,
  revokeCalendarFeed,
} from '@club/shared-contracts/api/customer-bookings';
import { apiUrl } from '@club/shared-contracts/api-origin';
import type { CalendarFeed } from '@club/shared-contracts/booking-entities';
import { errorMessage } from '@club/shared-contracts/http';
import { Alert } from '@club/shared-ui/alert';
import { Button } from '@club/shared-ui/button';
import { CopyButton } from '@club/shared-ui/copy-button';
import { Field, TextInput } from '@club/shared-ui/field';
import { Skeleton } from '@club/shared-ui/skeleton';
import { useTranslation } from '@club/shared-ui/translation';
import './texts';
import { useAnswer } from './use-answer';
import styles from './calendar-feed-panel.module.css';

/** The feed's address as a calendar app needs it: absolute, on the API's origin (the page's when it is the same). */
export function feedUrl(path: string): string {
  const url = apiUrl(path);
  if (url.startsWith('//')) return `${window.location.protocol}${url}`;
  return /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `${window.location.origin}${url}`;
}

/**
 * Beyond the specification: the customer's calendar feed, a secret address calendar apps subscribe to, following
 * the customer's bookings and trainings. Without a feed a button makes one; with one, its address to copy, a new
 * address (the old one stops working) and revoking it.
 */
export function CalendarFeedPanel({ customerId }: { customerId: number }) {
  const { t } = useTranslation('booking');
  const titleId = useId();
  const request = useCallback(() => getCalendarFeed(customerId).then((answer) => answer.model), [customerId]);
  const { answer, replace } = useAnswer<CalendarFeed>('calendar feed', request);
  const [working, setWorking] = useState<'renew' | 'revoke' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function change(kind: 'renew' | 'revoke') {
    setWorking(kind);
    setError(null);
    try {
      const changed = await (kind === 'renew' ? renewCalendarFeed : revokeCalendarFeed)(customerId);
      replace(changed.model);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setWorking(null);
    }
  }

  return (
    <section className={styles.panel} aria-labelledby={titleId} aria-busy={answer.state === 'loading'}>
      <h2 id={titleId} className={styles.title}>
        {t('Calendar feed')}
      </h2>
      <p className={styles.text}>
        {t(
          'Calendar apps (Google Calendar, Apple Calendar, Outlook) can subscribe to your bookings and trainings and keep up with every change.',
        )}
      </p>
      {answer.state === 'loading' && <Skeleton shape="rect" height="var(--control-height-md)" />}
      {answer.state === 'failed' && answer.message && <Alert variant="error">{answer.message}</Alert>}
      {answer.state === 'loaded' && answer.data.path === null && (
        <Button className={styles.create} loading={working === 'renew'} onClick={() => void change('renew')}>
          {t('Create calendar feed')}
        </Button>
      )}
      {answer.state === 'loaded' && answer.data.path !== null && (
        <>
          <div className={styles.address}>
            <Field
              label={t('Feed address')}
              hint={t('Keep this address to yourself: whoever has it can see your bookings.')}
              className={styles.field}
            >
              {(control) => (
                <TextInput
                  {...control}
                  readOnly
                  value={feedUrl(answer.data.path ?? '')}
                  onFocus={(event) => event.target.select()}
                />
              )}
            </Field>
            <CopyButton text={feedUrl(answer.data.path)}>{t('Copy')}</CopyButton>
          </div>
          <div className={styles.changes}>
            <FeedChange
              label={t('New address')}
              explanation={t('Gives the feed a new address; the current one stops working.')}
              loading={working === 'renew'}
              disabled={working !== null}
              onClick={() => void change('renew')}
            />
            <FeedChange
              label={t('Stop the feed')}
              explanation={t('Removes the feed; its address stops working.')}
              loading={working === 'revoke'}
              disabled={working !== null}
              onClick={() => void change('revoke')}
            />
          </div>
        </>
      )}
      {error && <Alert variant="error">{error}</Alert>}
    </section>
  );
}

function FeedChange({
  label,
  explanation,
  loading,
  disabled,
  onClick,
}: {
  label: string;
  explanation: string;
  loading: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  const explanationId = useId();
  return (
    <div className={styles.change}>
      <Button
        variant="secondary"
        size="small"
        loading={loading}
        disabled={disabled}
        aria-describedby={explanationId}
        onClick={onClick}
      >
        {label}
      </Button>
      <p id={explanationId} className={styles.explanation}>
        {explanation}
      </p>
    </div>
  );
}
