import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { sharedPaymentNotice } from './texts';
import styles from './pay-panel.module.css';

/**
 * The 'Notice about shared payments' tooltip (document 2, 2.4 and 9): a button that shows and hides the notice, so
 * it opens with a tap on a phone, Enter or Space on a keyboard, and closes with Escape too. The notice is tied to
 * the button, which screen readers announce as expanded or collapsed.
 */
export function SharedPaymentNotice() {
  const { t } = useTranslation('booking');
  const [open, setOpen] = useState(false);
  const noticeId = useId();

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      // The popup of the page, if any, must not close with it.
      event.stopPropagation();
      setOpen(false);
    }
  }

  return (
    <div className={styles.notice} onKeyDown={closeOnEscape}>
      <button
        type="button"
        className={styles.noticeButton}
        aria-expanded={open}
        aria-controls={noticeId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <span aria-hidden="true" className={styles.noticeIcon}>
          i
        </span>
        {t('Notice about shared payments')}
      </button>
      <p id={noticeId} className={styles.noticeText} hidden={!open}>
        {t(sharedPaymentNotice)}
      </p>
    </div>
  );
}
