import { useTranslation } from '@club/shared-ui/translation';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import type { OrderSummary } from '@club/shared-contracts/entities';
import { useFormatDate } from '@club/shared-contracts/dates';
import { useFormatPrice } from '@club/shared-contracts/price';
import { paths } from '@club/shared-contracts/paths';
import { Price } from '@club/shared-ui/price';
import { Link } from '@club/shared-ui/router';
import { Skeleton } from '@club/shared-ui/skeleton';
import { OrderItemImage } from './order-item-image';
import { useCustomerOrders } from './order-loading';
import styles from './orders-page.module.css';
import './texts';

/** One order of the list: a table of its date, total, online flag and number, then a row per item. */
function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('account');
  const formatPrice = useFormatPrice();
  const { dateOnly } = useFormatDate();
  return (
    <table className={styles.order}>
      <caption className="visually-hidden">{t('Order Nº {{number}}', { number: order.number })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('Date')}</th>
          <th scope="col">{t('Total')}</th>
          <th scope="col">{t('Online')}</th>
          <th scope="col">{t('Order Nº')}</th>
        </tr>
      </thead>
      <tbody>
        <tr className={styles.summary}>
          <td>{dateOnly(order.date)}</td>
          <td>
            <Price value={formatPrice(order.total)} />
          </td>
          <td>{t(order.online ? 'Yes' : 'No')}</td>
          <td className={styles.number}>
            {/* The link covers the whole card (see the CSS), so a tap anywhere on the order opens it. */}
            <Link className={styles.orderLink} to={paths.customerOrder(order.id)}>
              {order.number}
            </Link>
          </td>
        </tr>
        {order.items.map((item, index) => (
          // Items have no id of their own, and the list of an order never changes order.
          <tr key={index}>
            <td colSpan={4}>
              <span className={styles.item}>
                <OrderItemImage logo={item.logo} />
                <span>{item.name}</span>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function OrdersSkeleton() {
  return (
    <>
      {[0, 1].map((card) => (
        <div key={card} className={styles.skeletonCard}>
          <Skeleton shape="line" width="60%" />
          <Skeleton shape="rect" width={73} height={73} />
        </div>
      ))}
    </>
  );
}

/** Your Orders (/customer-orders): the customer's orders, newest first, each opening its detail (document 1, 2.10). */
export function OrdersPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('Your Orders'));
  const orders = useCustomerOrders();
  return (
    <section className={styles.page} aria-busy={orders.state === 'loading'}>
      <h1>{t('Your Orders')}</h1>
      {orders.state === 'loading' && <OrdersSkeleton />}
      {/* A failed load shows nothing more: the specification logs it only, and "No orders yet" would not be true. */}
      {orders.state === 'loaded' && orders.data.length === 0 && <p>{t('No orders yet')}</p>}
      {orders.state === 'loaded' && orders.data.length > 0 && (
        <ul className={styles.orders}>
          {orders.data.map((order) => (
            <li key={order.id} className={styles.card}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
