import { useEffect, useRef } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { cartCommands } from '@club/shared-contracts/cart';
import { postToHostApp } from '@club/shared-contracts/host-app';
import { paths } from '@club/shared-contracts/paths';
import { buttonClassName } from '@club/shared-ui/button';
import { Link } from '@club/shared-ui/router';
import { clearCheckoutForm } from '../../lib/checkout-form-storage';
import { PaymentResult } from './payment-result';
import './texts';

/**
 * Payment success (/cz/ok, document 3, 2): the cart is emptied and the checkout form forgotten, the club's app
 * hosting the site hears 'payment_ok', and the customer goes on to the bookings or the home page.
 */
export function PaymentOkPage() {
  const { t } = useTranslation('checkout');
  useDocumentTitle(t('Payment completed'));
  const done = useRef(false);
  useEffect(() => {
    // Once per arrival (a development double render included): the app hears one message.
    if (done.current) return;
    done.current = true;
    cartCommands().clear();
    clearCheckoutForm();
    postToHostApp({ type: 'payment_ok' });
  }, []);
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
