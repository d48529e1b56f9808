import { useState } from 'react';
import { cartCommands } from '@club/shared-contracts/cart';
import type { PendingSale } from '@club/shared-contracts/entities';
import { Alert } from '@club/shared-ui/alert';
import { Button } from '@club/shared-ui/button';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { Skeleton } from '@club/shared-ui/skeleton';
import { useTranslation } from '@club/shared-ui/translation';
import { cartSaleOf } from '../../lib/cart-sale';
import { useSaleSelection } from '../../lib/sale-selection';
import { SaleTable, type SaleRow } from '../../lib/sale-table';
import { usePendingSales } from './pending-sales-loading';
import styles from './debts-page.module.css';
import './texts';

const rowOf = (sale: PendingSale): SaleRow => ({
  id: sale.id,
  number: sale.saleNumber,
  concepts: sale.saleItems.map((item) => item.parentIdentifier),
  total: sale.total,
  pending: sale.pending,
});

/** The table's place while it loads: a header and three rows, so nothing moves when it comes. */
function PendingSalesSkeleton() {
  return (
    <div className={styles.skeleton}>
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} shape="rect" height="var(--row-height)" />
      ))}
    </div>
  );
}

/** The customer's pending sales with a checkbox each; Add to cart puts the chosen ones in the cart. */
function PendingSalesTable({ sales }: { sales: PendingSale[] }) {
  const { t } = useTranslation('checkout');
  const { selected, toggle } = useSaleSelection();
  const [adding, setAdding] = useState(false);

  async function addToCart() {
    setAdding(true);
    try {
      // The cart goes on to the checkout itself, and shows a refusal itself.
      await cartCommands().addSale(sales.filter((sale) => selected.has(sale.id)).map(cartSaleOf));
    } finally {
      setAdding(false);
    }
  }

  return (
    <>
      <SaleTable
        rows={sales.map(rowOf)}
        selected={selected}
        onToggle={toggle}
        texts={{
          caption: t('Your pending sales'),
          number: t('Sale number'),
          concept: t('Concepts'),
          total: t('Total'),
          pending: t('Pending'),
          select: t('Pay'),
          selectRow: (row) => t('Pay sale {{number}}', { number: row.number }),
        }}
      />
      <div className={styles.actions}>
        <p id="debts-hint" className={styles.hint}>
          {t('Tick the sales you want to pay.')}
        </p>
        <Button
          onClick={() => void addToCart()}
          disabled={selected.size === 0}
          loading={adding}
          aria-describedby="debts-hint"
        >
          {t('Add to cart')}
        </Button>
      </div>
    </>
  );
}

/** Pending Sales (/debts, document 3, 2): what the customer still owes, to pay through the checkout. */
export function DebtsPage() {
  const { t } = useTranslation('checkout');
  useDocumentTitle(t('Pending Sales'));
  const { load, reload } = usePendingSales();
  return (
    <section className={styles.page} aria-busy={load.state === 'loading'}>
      <h1 className={styles.title}>{t('Pending Sales')}</h1>
      {load.state === 'loading' && <PendingSalesSkeleton />}
      {load.state === 'failed' && (
        <Alert variant="error" action={{ label: t('Retry'), onClick: reload }}>
          {t('Your pending sales could not be loaded.')}
        </Alert>
      )}
      {load.state === 'loaded' && load.data.length === 0 && (
        <p className={styles.empty}>{t('No payments pending')}</p>
      )}
      {load.state === 'loaded' && load.data.length > 0 && <PendingSalesTable sales={load.data} />}
    </section>
  );
}
