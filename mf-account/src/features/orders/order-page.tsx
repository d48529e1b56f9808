import type { ReactNode } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { SaleKind, type Order, type OrderItem } from '@club/shared-contracts/entities';
import { useFormatDate } from '@club/shared-contracts/dates';
import { useFormatPrice } from '@club/shared-contracts/price';
import { paths } from '@club/shared-contracts/paths';
import { NotFound } from '@club/shared-ui/not-found';
import { Price } from '@club/shared-ui/price';
import { Link, useParams } from '@club/shared-ui/router';
import { Skeleton } from '@club/shared-ui/skeleton';
import { OrderItemImage } from './order-item-image';
import { saleIdOf, useCustomerOrder } from './order-loading';
import table from '../../lib/data-table.module.css';
import styles from './order-page.module.css';
import './texts';

/** Only articles are products of the shop; bookings, memberships and recharges have no product page. */
const productPathOf = (item: OrderItem): string | null =>
  item.category === SaleKind.Article ? paths.shopProduct(item.productId) : null;

function OrderItemRow({ item }: { item: OrderItem }) {
  const formatPrice = useFormatPrice();
  const productPath = productPathOf(item);
  return (
    <tr>
      <td className={styles.imageCell}>
        {productPath ? (
          // The name beside it is the link for keyboards and screen readers; the image is a larger target for taps.
          <Link to={productPath} tabIndex={-1} aria-hidden="true">
            <OrderItemImage logo={item.logo} />
          </Link>
        ) : (
          <OrderItemImage logo={item.logo} />
        )}
      </td>
      <th scope="row" className={styles.name}>
        {productPath ? <Link to={productPath}>{item.name}</Link> : item.name}
      </th>
      <td className={table.amount}>
        <Price value={formatPrice(item.price)} />
      </td>
      <td className={table.amount}>{item.units}</td>
      <td className={table.amount}>
        <Price value={formatPrice(item.total)} />
      </td>
    </tr>
  );
}

function SummaryLine({
  label,
  children,
  total = false,
}: {
  label: string;
  children: ReactNode;
  total?: boolean;
}) {
  return (
    <div className={total ? styles.totalLine : styles.line}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function OrderDetail({ order }: { order: Order }) {
  const { t } = useTranslation('account');
  useDocumentTitle(t('Order Nº {{number}}', { number: order.number }));
  const formatPrice = useFormatPrice();
  const { dateOnly } = useFormatDate();
  return (
    <>
      <header className={styles.banner}>
        <h1>{t('Order Nº {{number}}', { number: order.number })}</h1>
      </header>
      <div className={table.scroller}>
        <table className={table.table}>
          <caption className="visually-hidden">{t('Items')}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t('Image')}</span>
              </th>
              <th scope="col">{t('Item')}</th>
              <th scope="col" className={table.amount}>
                {t('Price')}
              </th>
              <th scope="col" className={table.amount}>
                {t('Units')}
              </th>
              <th scope="col" className={table.amount}>
                {t('Total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, index) => (
              // Items have no id of their own, and an order's items never change.
              <OrderItemRow key={index} item={item} />
            ))}
          </tbody>
        </table>
      </div>
      <dl className={styles.summary}>
        <SummaryLine label={t('Payment method')}>{order.paymentMethod}</SummaryLine>
        <SummaryLine label={t('Date')}>{dateOnly(order.date)}</SummaryLine>
        <SummaryLine label={t('Subtotal')}>
          <Price value={formatPrice(order.subTotal)} />
        </SummaryLine>
        <SummaryLine label={t('Shipping')}>
          {order.shipping === 0 ? t('Free') : <Price value={formatPrice(order.shipping)} />}
        </SummaryLine>
        {order.discount !== 0 && (
          <SummaryLine label={t('Discount')}>
            {/* Shown as money taken off, whichever sign the API gives it. */}
            <Price value={formatPrice(-Math.abs(order.discount))} />
          </SummaryLine>
        )}
        <SummaryLine label={t('Total')} total>
          <Price value={formatPrice(order.total)} />
        </SummaryLine>
      </dl>
    </>
  );
}

function OrderSkeleton() {
  return (
    <>
      <Skeleton shape="rect" height={96} />
      <div className={styles.skeletonItems}>
        <Skeleton shape="rect" width={73} height={73} />
        <Skeleton shape="line" width="70%" />
        <Skeleton shape="line" width="40%" />
      </div>
    </>
  );
}

/**
 * Order detail (/customer-orders/{id}, the id is the sale): items, payment method, date and amounts (document 1,
 * 2.11). An id that names no order of the customer, theirs or not, shows the not-found page and nothing else.
 */
export function OrderPage() {
  const saleId = saleIdOf(useParams().id);
  const order = useCustomerOrder(saleId);
  if (order.state === 'loaded' && order.data === null) return <NotFound />;
  return (
    <article className={styles.page} aria-busy={order.state === 'loading'}>
      {order.state === 'loading' && <OrderSkeleton />}
      {/* A failed load is logged only (document 1, 8): the page stays empty rather than guess. */}
      {order.state === 'loaded' && order.data && <OrderDetail order={order.data} />}
    </article>
  );
}
