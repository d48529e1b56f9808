import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { paths } from '@club/shared-contracts/paths';
import { NavLink } from '@club/shared-ui/router';
import { Button } from '@club/shared-ui/button';
import styles from './menu.module.css';
import './texts';

const arrowSteps: Partial<Record<string, 1 | -1>> = { ArrowDown: 1, ArrowUp: -1 };

/** Props of AccountMenu: its open state is kept by the menu, which hides the contact block while it is open. */
export interface AccountMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The My Account dropdown (document 1, 2.3): a disclosure button and the customer's nine pages. Escape closes it
 * and gives the focus back to the button; arrow keys move between the pages; a click elsewhere, moving the focus
 * out of it or following one of its links closes it.
 */
export function AccountMenu({ open, onOpenChange }: AccountMenuProps) {
  const { t } = useTranslation('host');
  const buttonId = useId();
  const listId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const entries = [
    { to: paths.account(), label: t('My profile') },
    { to: paths.changePassword(), label: t('Change Password') },
    { to: paths.customerBookings(), label: t('My bookings') },
    { to: paths.levels(), label: t('Levels') },
    { to: paths.customerComms(), label: t('Communications') },
    { to: paths.customerOrders(), label: t('Orders') },
    { to: paths.debts(), label: t('Pending Sales') },
    { to: paths.customerFees(), label: t('Fees') },
    { to: paths.customerVouchers(), label: t('Vouchers') },
  ];

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [open, onOpenChange]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!open) return;
    if (event.key === 'Escape') {
      // Only the dropdown closes, not the mobile menu around it.
      event.stopPropagation();
      onOpenChange(false);
      button.current?.focus();
      return;
    }
    const step = arrowSteps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const links = [...(container.current?.querySelectorAll('a') ?? [])];
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    // From the button, down goes to the first page and up to the last.
    const next =
      current === -1 ? (step === 1 ? 0 : links.length - 1) : (current + step + links.length) % links.length;
    links[next]?.focus();
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !container.current?.contains(next)) onOpenChange(false);
  }

  return (
    <div ref={container} className={styles.account} onKeyDown={onKeyDown} onBlur={onBlur}>
      <Button
        ref={button}
        id={buttonId}
        variant="secondary"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => onOpenChange(!open)}
      >
        {t('My Account')}
        <span className={styles.chevron} aria-hidden="true" />
      </Button>
      <ul id={listId} className={styles.accountList} aria-labelledby={buttonId} hidden={!open}>
        {entries.map((entry) => (
          <li key={entry.to}>
            <NavLink className={styles.accountLink} to={entry.to} onClick={() => onOpenChange(false)}>
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
