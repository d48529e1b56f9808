import { useState } from 'react';
import { cartCommands } from '@club/shared-contracts/cart';
import type { CustomerPeriodicSale } from '@club/shared-contracts/entities';
import { Alert } from '@club/shared-ui/alert';
import { Button } from '@club/shared-ui/button';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { Skeleton } from '@club/shared-ui/skeleton';
import { useTranslation } from '@club/shared-ui/translation';
import { cartSaleOf } from '../../lib/cart-sale';
import { useSaleSelection } from '../../lib/sale-selection';
import { CancelMembershipDialog } from './cancel-membership-dialog';
import { useCustomerFees, useCustomerId } from './customer-fees-loading';
import { PeriodicSaleCard } from './periodic-sale-card';
import styles from './customer-fees-page.module.css';
import './texts';

/** The cards' place while they load, so nothing moves when they come. */
function FeesSkeleton() {
  return (
    <div className={styles.list}>
      {[0, 1].map((card) => (
        <Skeleton key={card} shape="rect" height="var(--card-height)" />
      ))}
    </div>
  );
}

/** The membership whose cancel popup is open. */
interface Cancelling {
  cpsId: number;
  description: string;
}

/** The periodic sales with their fees; the ticked fees go to the cart together. */
function PeriodicSales({ sales, onCancelled }: { sales: CustomerPeriodicSale[]; onCancelled: () => void }) {
  const { t } = useTranslation('checkout');
  const customerId = useCustomerId();
  const { selected, toggle } = useSaleSelection();
  const [adding, setAdding] = useState(false);
  const [cancelling, setCancelling] = useState<Cancelling | null>(null);

  async function addToCart() {
    setAdding(true);
    try {
      const fees = sales.flatMap((sale) => sale.fees).filter((fee) => selected.has(fee.id));
      // The cart goes on to the checkout itself, and shows a refusal itself.
      await cartCommands().addSale(
        fees.map((fee) => cartSaleOf({ ...fee, title: fee.saleItem.parentIdentifier })),
      );
    } finally {
      setAdding(false);
    }
  }

  return (
    <>
      <div className={styles.list}>
        {sales.map((sale, index) => (
          <PeriodicSaleCard
            // A customer's periodic sales have no id of their own outside their next fee; the list keeps its order.
            key={index}
            sale={sale}
            selected={selected}
            onToggle={toggle}
            onCancel={() =>
              sale.nextNotPaidFeeInfo &&
              setCancelling({ cpsId: sale.nextNotPaidFeeInfo.cpsId, description: sale.description })
            }
          />
        ))}
      </div>
      {sales.some((sale) => sale.fees.some((fee) => fee.pending > 0)) && (
        <div className={styles.actions}>
          <p id="fees-hint" className={styles.muted}>
            {t('Tick the fees you want to pay.')}
          </p>
          <Button
            onClick={() => void addToCart()}
            disabled={selected.size === 0}
            loading={adding}
            aria-describedby="fees-hint"
          >
            {t('Add to cart')}
          </Button>
        </div>
      )}
      {cancelling && customerId !== null && (
        <CancelMembershipDialog
          customerId={customerId}
          cpsId={cancelling.cpsId}
          description={cancelling.description}
          onClose={() => setCancelling(null)}
          onCancelled={() => {
            setCancelling(null);
            onCancelled();
          }}
        />
      )}
    </>
  );
}

/** Your Fees (/customer-fees, document 3, 2): the customer's memberships with their fees. */
export function CustomerFeesPage() {
  const { t } = useTranslation('checkout');
  useDocumentTitle(t('Your Fees'));
  const { load, reload } = useCustomerFees();
  return (
    <section className={styles.page} aria-busy={load.state === 'loading'}>
      <h1 className={styles.title}>{t('Your Fees')}</h1>
      {load.state === 'loading' && <FeesSkeleton />}
      {load.state === 'failed' && (
        <Alert variant="error" action={{ label: t('Retry'), onClick: reload }}>
          {t('Your fees could not be loaded.')}
        </Alert>
      )}
      {load.state === 'loaded' && load.data.length === 0 && (
        <p className={styles.muted}>{t('You have no memberships with fees')}</p>
      )}
      {load.state === 'loaded' && load.data.length > 0 && (
        <PeriodicSales sales={load.data} onCancelled={reload} />
      )}
    </section>
  );
}
