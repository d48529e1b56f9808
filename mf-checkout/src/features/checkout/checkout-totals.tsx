import { useTranslation } from '@club/shared-ui/translation';
import { useFormatPrice } from '@club/shared-contracts/price';
import { Price } from '@club/shared-ui/price';
import type { CheckoutTotals as Totals } from './checkout-rules';
import styles from './checkout-page.module.css';
import './texts';

/**
 * The totals (document 3, 2 Checkout): subtotal, transport and discount when there are any, and the total; with a
 * shared payment with retention, what is charged now (the owner's share) and what the card guarantees (the rest).
 */
export function CheckoutTotals({ totals, withTransport }: { totals: Totals; withTransport: boolean }) {
  const { t } = useTranslation('checkout');
  const formatPrice = useFormatPrice();
  return (
    <dl className={styles.totals}>
      <div>
        <dt>{t('Subtotal')}</dt>
        <dd>
          <Price value={formatPrice(totals.subtotal)} />
        </dd>
      </div>
      {withTransport && (
        <div>
          <dt>{t('Transport')}</dt>
          <dd>
            <Price value={formatPrice(totals.transport)} />
          </dd>
        </div>
      )}
      {totals.discount > 0 && (
        <div>
          <dt>{t('Discount')}</dt>
          <dd>
            <Price value={`−${formatPrice(totals.discount)}`} />
          </dd>
        </div>
      )}
      <div className={styles.total}>
        <dt>{t('Total')}</dt>
        <dd>
          <Price value={formatPrice(totals.total)} />
        </dd>
      </div>
      {totals.guaranteed > 0 && (
        <>
          <div>
            <dt>{t('Charged now')}</dt>
            <dd>
              <Price value={formatPrice(totals.chargedNow)} />
            </dd>
          </div>
          <div>
            <dt>{t('Guarantee held on your card')}</dt>
            <dd>
              <Price value={formatPrice(totals.guaranteed)} />
            </dd>
          </div>
        </>
      )}
    </dl>
  );
}
