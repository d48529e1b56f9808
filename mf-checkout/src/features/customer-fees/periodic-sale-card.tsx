import { useId } from 'react';
import { useFormatDate } from '@club/shared-contracts/dates';
import type { CustomerPeriodicSale, Fee } from '@club/shared-contracts/entities';
import { useFormatPrice } from '@club/shared-contracts/price';
import { Button } from '@club/shared-ui/button';
import { Price } from '@club/shared-ui/price';
import { useTranslation } from '@club/shared-ui/translation';
import { SaleTable, type SaleRow } from '../../lib/sale-table';
import styles from './customer-fees-page.module.css';
import './texts';

const rowOf = (fee: Fee): SaleRow => ({
  id: fee.id,
  number: fee.saleNumber,
  concepts: [fee.saleItem.parentIdentifier],
  total: fee.total,
  pending: fee.pending,
});

/** Props of PeriodicSaleCard. */
export interface PeriodicSaleCardProps {
  sale: CustomerPeriodicSale;
  selected: ReadonlySet<number>;
  onToggle: (id: number, checked: boolean) => void;
  onCancel: () => void;
}

/**
 * A periodic sale (document 3, 2 Your Fees): its description, the next due date and price (or that it is cancelled),
 * its fees with a checkbox for each one owed, and Cancel membership while fees are still charged.
 */
export function PeriodicSaleCard({ sale, selected, onToggle, onCancel }: PeriodicSaleCardProps) {
  const { t } = useTranslation('checkout');
  const { dateOnly } = useFormatDate();
  const formatPrice = useFormatPrice();
  const headingId = useId();
  const next = sale.nextNotPaidFeeInfo;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.cardHeader}>
        <h2 id={headingId} className={styles.description}>
          {sale.description}
        </h2>
        {next && (
          <Button variant="secondary" size="small" onClick={onCancel}>
            {t('Cancel membership')}
          </Button>
        )}
      </header>
      {next ? (
        <dl className={styles.next}>
          <div>
            <dt>{t('Next due date')}</dt>
            <dd>{dateOnly(next.date)}</dd>
          </div>
          <div>
            <dt>{t('Price')}</dt>
            <dd>
              <Price value={formatPrice(next.dPrice)} />
            </dd>
          </div>
        </dl>
      ) : (
        <p className={styles.cancelled}>{t('Cancelled: no more fees will be charged.')}</p>
      )}
      {sale.fees.length === 0 ? (
        <p className={styles.muted}>{t('No fees yet')}</p>
      ) : (
        <SaleTable
          conceptFirst
          rows={sale.fees.map(rowOf)}
          selected={selected}
          onToggle={onToggle}
          texts={{
            caption: t('Fees of {{description}}', { description: sale.description }),
            number: t('Ticket'),
            concept: t('Concept'),
            total: t('Total'),
            pending: t('Pending'),
            select: t('Pay'),
            selectRow: (row) => t('Pay fee {{number}}', { number: row.number }),
          }}
        />
      )}
    </article>
  );
}
