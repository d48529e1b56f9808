import { useTranslation } from '@club/shared-ui/translation';
import type { Voucher, VoucherMovement } from '@club/shared-contracts/entities';
import { useFormatDate } from '@club/shared-contracts/dates';
import table from '../../lib/data-table.module.css';
import { VoucherQuantity } from './voucher-quantity';
import styles from './voucher-movements.module.css';
import './texts';

/** A recharge: a movement whose amount does not start with a minus (document 1, 2.12). */
const isRecharge = (movement: VoucherMovement): boolean => movement.amount >= 0;

/**
 * The movements of a voucher: date, amount, previous and current balance, in money, sessions or hours as the voucher
 * holds; recharges marked in words and colour.
 */
export function VoucherMovements({ voucher }: { voucher: Voucher }) {
  const { t } = useTranslation('account');
  const { date } = useFormatDate();
  return (
    // On a narrow phone the table scrolls inside its voucher rather than pushing the page sideways.
    <div className={table.scroller}>
      <table className={table.table}>
        <caption className="visually-hidden">
          {t('Movements of {{voucher}}', { voucher: voucher.description })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('Date')}</th>
            <th scope="col" className={table.amount}>
              {t('Amount')}
            </th>
            <th scope="col" className={table.amount}>
              {t('Previous')}
            </th>
            <th scope="col" className={table.amount}>
              {t('Current')}
            </th>
          </tr>
        </thead>
        <tbody>
          {voucher.movements.map((movement, index) => {
            const recharge = isRecharge(movement);
            return (
              // Movements have no id of their own; the list is replaced whole, never reordered.
              <tr key={index} className={recharge ? styles.recharge : undefined}>
                <td>{date(movement.created)}</td>
                <td className={table.amount}>
                  {recharge && (
                    <span className={styles.rechargeMark}>
                      <span aria-hidden="true">+ </span>
                      {t('Recharge')}
                    </span>
                  )}
                  <VoucherQuantity
                    className={styles.movedAmount}
                    type={voucher.type}
                    amount={movement.amount}
                  />
                </td>
                <td className={table.amount}>
                  <VoucherQuantity type={voucher.type} amount={movement.previousAmount} />
                </td>
                <td className={table.amount}>
                  <VoucherQuantity type={voucher.type} amount={movement.current} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
