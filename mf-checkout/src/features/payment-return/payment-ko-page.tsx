import type { PaymentRefundReason } from '@club/shared-contracts/checkout-entities';
import { useTranslation } from '@club/shared-ui/translation';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { paths } from '@club/shared-contracts/paths';
import { buttonClassName } from '@club/shared-ui/button';
import { Link, useSearchParams } from '@club/shared-ui/router';
import { refundReasonOf } from './payment-refund';
import { PaymentResult } from './payment-result';
import './texts';

/** What the page says when the payment was returned to the card, by why. */
const REFUND_HEADINGS: Readonly<Record<PaymentRefundReason, string>> = {
  SlotTaken: 'The slot was taken while you paid: your payment has been returned.',
  PaidTwice: 'This share was already paid while you paid: your payment has been returned.',
  SoldOut: 'A product sold out while you paid: your payment has been returned.',
  CancelledWhilePaying: 'You cancelled this booking while paying: your payment has been returned.',
};

/**
 * Payment failure (/cz/ko, document 3, 2): the cart stays as it was, to try again. With ?refunded=<why> the card was
 * charged but the payment went back to it (the slot went to someone else meanwhile): the page says so, and My orders
 * shows the order with what was returned.
 */
export function PaymentKoPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const refunded = refundReasonOf(params);
  useDocumentTitle(t(refunded ? 'Payment returned' : 'Payment not completed'));
  return (
    <PaymentResult
      heading={t(
        refunded
          ? REFUND_HEADINGS[refunded]
          : 'Sorry! The payment has not been completed. Please try again later.',
      )}
    >
      {refunded && (
        <Link className={buttonClassName('secondary')} to={paths.customerOrders()}>
          {t('My orders')}
        </Link>
      )}
      <Link className={buttonClassName('primary')} to={paths.home()}>
        {t('Continue Shopping')}
      </Link>
    </PaymentResult>
  );
}
