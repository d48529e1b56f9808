import { Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { useCart } from '@club/shared-contracts/cart';
import { useShownPrice } from '@club/shared-contracts/price';
import { paths } from '@club/shared-contracts/paths';
import { Price } from '@club/shared-ui/price';
import { Spinner } from '@club/shared-ui/spinner';
import { lazyPart } from '../../lib/part-boundary';
import styles from './cart.module.css';
import './texts';

// The dropdown's content loads when the customer opens the cart, or sooner when they point at or focus the button.
const loadCartPanel = () => import(/* webpackChunkName: "cart-panel" */ './cart-panel');
// A content that fails to load shows the fallback in the dropdown, and the rest of the page keeps working.
const CartPanel = lazyPart('cart panel', () => loadCartPanel().then((module) => module.CartPanel));

/** Props of CartButton. */
export interface CartButtonProps {
  /** Where Checkout goes: /checkout, or /taykus-shop-checkout in the clean layout. */
  checkoutPath?: string;
}

/** Counts the additions to the cart, so the badge can replay its animation on each (not on start or removals). */
function useAdditions(count: number): number {
  const [seenCount, setSeenCount] = useState(count);
  const [additions, setAdditions] = useState(0);
  if (count !== seenCount) {
    setSeenCount(count);
    if (count > seenCount) setAdditions((previous) => previous + 1);
  }
  return additions;
}

/**
 * The cart icon with the item count and the total, and its dropdown (document 1, 2.5; document 3, 2): product
 * lines with a unit stepper, pending sales with a remove X, Continue shopping and Checkout.
 */
export function CartButton({ checkoutPath = paths.checkout() }: CartButtonProps) {
  const { t } = useTranslation('host');
  const cart = useCart();
  const shownPrice = useShownPrice();
  const [open, setOpen] = useState(false);
  const additions = useAdditions(cart.count);
  const panelId = useId();
  const headingId = useId();
  const totalId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const total = shownPrice({ grossPrice: cart.total, netPrice: cart.netTotal });

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const onPointerDown = (event: MouseEvent) => {
      const root = rootRef.current;
      // While a modal dialog (the global error popup) is over the page, clicks belong to the dialog.
      if (!root || root.closest('[inert]') || root.contains(event.target as Node)) return;
      setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggleRef.current?.focus();
  }

  const close = () => setOpen(false);
  const focusPanel = () => panelRef.current?.focus();

  return (
    <div ref={rootRef} className={styles.cart} onKeyDown={onKeyDown}>
      {/* The total is beside the button, not in it: the button's visible text stays within its name (the count),
          and the total is its description. The button's area still covers the whole pill. */}
      <div className={styles.pill}>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-label={t('Cart, {{count}} items', { count: cart.count })}
          aria-describedby={totalId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((current) => !current)}
          onPointerEnter={() => void loadCartPanel()}
          onFocus={() => void loadCartPanel()}
        >
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M3 4h2.2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.7L21 8H7" />
            <circle cx="9.5" cy="19" r="1.5" />
            <circle cx="17" cy="19" r="1.5" />
          </svg>
          {/* Keyed by the additions: a new badge replays the one-second animation each time the count grows. */}
          <span key={additions} className={additions > 0 ? `${styles.count} ${styles.added}` : styles.count}>
            {cart.count}
          </span>
        </button>
        <span id={totalId} className={styles.buttonTotal}>
          <Price value={total} />
        </span>
      </div>
      <div
        ref={panelRef}
        id={panelId}
        className={styles.panel}
        role="region"
        aria-labelledby={headingId}
        tabIndex={-1}
        hidden={!open}
      >
        <h2 id={headingId} className={styles.heading}>
          {t('Your cart')}
        </h2>
        {open && (
          <Suspense
            fallback={
              <div className={styles.loading} aria-busy="true">
                <Spinner />
              </div>
            }
          >
            <CartPanel checkoutPath={checkoutPath} onClose={close} onRemoved={focusPanel} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
