import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { getCheckoutResult } from '@club/shared-contracts/api/checkout';
import { cartCommands } from '@club/shared-contracts/cart';
import { postToHostApp } from '@club/shared-contracts/host-app';
import { paths } from '@club/shared-contracts/paths';
import { buttonClassName } from '@club/shared-ui/button';
import { Spinner } from '@club/shared-ui/spinner';
import { Link, useNavigate, useSearchParams } from '@club/shared-ui/router';
import { clearCheckoutForm } from '../../lib/checkout-form-storage';
import { redsysOrderOf, refundedTarget } from './payment-refund';
import { PaymentResult } from './payment-result';
import styles from './payment-return.module.css';
import './texts';

/**
 * Payment success (/cz/ok, document 3, 2): the cart is emptied and the checkout form forgotten, the club's app
 * hosting the site hears 'payment_ok', and the customer goes on to the bookings or the home page. Redsys sends the
 * customer here once the card is charged: the page first asks how the checkout ended, and a payment that went back
 * to the card (the slot was taken meanwhile) goes on to /cz/ko, which says so.
 */
export function PaymentOkPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const order = redsysOrderOf(params);
  const [checked, setChecked] = useState(order === null);
  useDocumentTitle(t(checked ? 'Payment completed' : 'Processing payment please wait...'));
  const done = useRef(false);

  useEffect(() => {
    if (order === null) return;
    let stopped = false;
    getCheckoutResult(order)
      .then((answer) => {
        if (stopped) return;
        if (answer.ok && answer.model.refunded)
          void navigate(refundedTarget(answer.model.refunded), { replace: true });
        else setChecked(true);
      })
      .catch((failure: unknown) => {
        // The charge went through (Redsys came back here): without an answer the page says so as before.
        console.error('The card payment result could not be read', failure);
        if (!stopped) setChecked(true);
      });
    return () => {
      stopped = true;
    };
  }, [order, navigate]);

  useEffect(() => {
    // Once per arrival (a development double render included): the app hears one message.
    if (!checked || done.current) return;
    done.current = true;
    cartCommands().clear();
    clearCheckoutForm();
    postToHostApp({ type: 'payment_ok' });
  }, [checked]);

  if (!checked) {
    return (
      <div className={styles.page} role="status">
        <Spinner size="large" decorative />
        <h1 className={styles.title}>{t('Processing payment please wait...')}</h1>
      </div>
    );
  }
  return (
    <PaymentResult heading={t('The payment has been processed successfully')}>
      <Link className={buttonClassName('primary')} to={paths.customerBookings()}>
        {t('My bookings')}
      </Link>
      <Link className={buttonClassName('secondary')} to={paths.home()}>
        {t('Continue Shopping')}
      </Link>
    </PaymentResult>
  );
}
