import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '@club/shared-contracts/browser-state';
import { useTranslation } from '@club/shared-ui/translation';
import styles from './dialog.module.css';
import './texts';

/** Props of Dialog. */
export interface DialogProps {
  open: boolean;
  /** Called on Escape, on the close button and on a click on the backdrop. */
  onClose: () => void;
  /** The heading; it also names the dialog for screen readers. */
  title: ReactNode;
  children: ReactNode;
  /** Actions shown at the bottom (buttons). */
  footer?: ReactNode;
}

const focusable =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, summary, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

// Content of a collapsed accordion section or an unselected tab is hidden and cannot take focus.
function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) => !element.closest('[hidden]'),
  );
}

let openDialogs = 0;

// While a dialog is open the page behind it is inert (no focus, no clicks, hidden from screen readers) and does
// not scroll. Only what this dialog changed is undone, so dialogs opened on top of each other unwind correctly.
function isolate(layer: HTMLElement): () => void {
  const siblings = [...document.body.children].filter(
    (element) => element !== layer && !element.hasAttribute('inert'),
  );
  siblings.forEach((element) => element.setAttribute('inert', ''));
  if (openDialogs++ === 0) document.body.style.overflow = 'hidden';
  return () => {
    siblings.forEach((element) => element.removeAttribute('inert'));
    if (--openDialogs === 0) document.body.style.overflow = '';
  };
}

/**
 * A modal dialog: focus moves in and is trapped, Escape or the backdrop close it, focus returns on close. It lives
 * over the page's body in the browser: a page the host's server draws opens it once hydrated.
 */
export function Dialog(props: DialogProps) {
  const hydrated = useHydrated();
  return props.open && hydrated ? <OpenDialog {...props} /> : null;
}

function OpenDialog({ onClose, title, children, footer }: DialogProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const layerRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // Read while rendering: by the time effects run, an autoFocus field inside has already taken focus.
  const [returnFocus] = useState(() => document.activeElement);

  useEffect(() => {
    const layer = layerRef.current;
    const panel = panelRef.current;
    if (!layer || !panel) return;
    const restore = isolate(layer);
    if (!panel.contains(document.activeElement)) {
      // The first control of the content or the actions; the close button only when there is nothing else.
      const elements = focusableIn(panel);
      (elements.find((element) => element !== closeRef.current) ?? elements[0] ?? panel).focus();
    }
    return () => {
      restore();
      if (returnFocus instanceof HTMLElement) returnFocus.focus();
    };
  }, [returnFocus]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' && event.key !== 'Tab') return;
    // Stopped here, so a dialog opened from inside another one (a React child) handles its keys alone.
    event.stopPropagation();
    if (event.key === 'Escape') {
      onClose();
      return;
    }
    const panel = panelRef.current;
    if (!panel) return;
    const elements = focusableIn(panel);
    const first = elements[0];
    const last = elements[elements.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
    } else if (event.shiftKey && (active === first || active === panel)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div ref={layerRef} className={styles.layer}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.panel}
        onKeyDown={onKeyDown}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={t('Close')}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className={styles.body}>{children}</div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}
