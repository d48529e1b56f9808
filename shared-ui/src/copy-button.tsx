import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { Button } from './button';
import styles from './copy-button.module.css';
import './copy-button-texts';

/** How long 'Copied' shows after a copy (document 2, 9 and document 3, 9). */
export const copiedMs = 2000;

/**
 * A button that copies a text (a link, an address) to the clipboard and says 'Copied' for two seconds in a status
 * that screen readers announce; where the browser refuses the clipboard, the text is shown to copy by hand.
 */
export function CopyButton({
  text,
  children,
  describedBy,
}: {
  text: string;
  children: ReactNode;
  /** The element that says what is copied (the item's title), for screen readers. */
  describedBy?: string;
}) {
  const { t } = useTranslation('ui');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    clearTimeout(timer.current);
    try {
      // The clipboard is missing outside secure contexts (an http address).
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(text);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), copiedMs);
    } catch (error) {
      console.warn('Copying to the clipboard failed', error);
      setState('failed');
    }
  }

  return (
    <span className={styles.copy}>
      <Button variant="secondary" size="small" aria-describedby={describedBy} onClick={() => void copy()}>
        {children}
      </Button>
      <span role="status" className={styles.status}>
        {state === 'copied' && t('Copied')}
        {state === 'failed' && t('Could not copy. The link is: {{link}}', { link: text })}
      </span>
    </span>
  );
}
