import { useTranslation } from '@club/shared-ui/translation';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { paths } from '@club/shared-contracts/paths';
import { buttonClassName } from '@club/shared-ui/button';
import { Link } from '@club/shared-ui/router';
import { PaymentResult } from './payment-result';
import './texts';

/** Payment failure (/cz/ko, document 3, 2): the cart stays as it was, to try again. */
export function PaymentKoPage() {
  const { t } = useTranslation('checkout');
  useDocumentTitle(t('Payment not completed'));
  return (
    <PaymentResult heading={t('Sorry! The payment has not been completed. Please try again later.')}>
      <Link className={buttonClassName('primary')} to={paths.home()}>
        {t('Continue Shopping')}
      </Link>
    </PaymentResult>
  );
}
