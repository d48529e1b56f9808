import { useTranslation } from '@club/shared-ui/translation';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import type { Voucher } from '@club/shared-contracts/entities';
import { Accordion } from '@club/shared-ui/accordion';
import { Skeleton } from '@club/shared-ui/skeleton';
import { useActiveVouchers } from './active-vouchers';
import { VoucherMovements } from './voucher-movements';
import { VoucherQuantity } from './voucher-quantity';
import styles from './vouchers-page.module.css';
import './texts';

/** The header of a voucher: its description and balance, the button that opens its movements. */
function VoucherTitle({ voucher }: { voucher: Voucher }) {
  const { t } = useTranslation('account');
  return (
    <span className={styles.title}>
      {/* The space keeps description and balance apart in the button's name; the flex layout does not show it. */}
      <span>{voucher.description}</span>{' '}
      <span className={styles.balance}>
        {t('Balance')} <VoucherQuantity type={voucher.type} amount={voucher.balance} />
      </span>
    </span>
  );
}

function VouchersSkeleton() {
  return (
    <div className={styles.skeleton}>
      <Skeleton shape="line" />
      <Skeleton shape="line" width="80%" />
    </div>
  );
}

/** My vouchers (/customer-vouchers): the active vouchers, each opening its movements (document 1, 2.12). */
export function VouchersPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('Active Vouchers'));
  const active = useActiveVouchers();
  return (
    <section className={styles.page} aria-busy={active.state === 'loading'}>
      <h1>{t('Active Vouchers')}</h1>
      {active.state === 'loading' && <VouchersSkeleton />}
      {/* A failed load shows nothing more: the specification logs it only, and "No active vouchers" would not be true. */}
      {active.state === 'loaded' && active.data.length === 0 && <p>{t('No active vouchers')}</p>}
      {active.state === 'loaded' && active.data.length > 0 && (
        <Accordion
          headingLevel={2}
          items={active.data.map((voucher) => ({
            id: String(voucher.id),
            title: <VoucherTitle voucher={voucher} />,
            content: <VoucherMovements voucher={voucher} />,
          }))}
        />
      )}
    </section>
  );
}
