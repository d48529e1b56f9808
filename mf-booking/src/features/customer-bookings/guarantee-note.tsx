import type { CardGuarantee } from '@club/shared-contracts/booking-entities';
import { useFormatDate } from '@club/shared-contracts/dates';
import { useFormatPrice } from '@club/shared-contracts/price';
import { useTranslation } from '@club/shared-ui/translation';
import './texts';
import styles from './booking-item.module.css';

/**
 * What a shared payment with retention holds on the owner's card (beyond the specification's one line, document 3,
 * 1): what will be held and from when, what is held and until when, what the match turned it into, or that the card
 * refused it. Dates in the club's format.
 */
export function GuaranteeNote({ guarantee }: { guarantee: CardGuarantee }) {
  const { t } = useTranslation('booking');
  const { date } = useFormatDate();
  const price = useFormatPrice();
  const digits = guarantee.cardLastDigits;
  const amount = price(guarantee.amount);
  const text = {
    Scheduled: () =>
      t('{{amount}} will be held on your card ending {{digits}} from {{date}}, 6 days before the match.', {
        amount,
        digits,
        date: date(guarantee.holdFrom),
      }),
    Held: () =>
      t(
        '{{amount}} held on your card ending {{digits}} until {{date}}. At the match, the shares not paid are charged and the rest released.',
        { amount, digits, date: guarantee.heldUntil ? date(guarantee.heldUntil) : '' },
      ),
    Captured: () =>
      t('{{captured}} charged for the unpaid shares; {{released}} released.', {
        captured: price(guarantee.captured),
        released: price(guarantee.released),
      }),
    Released: () => t('The guarantee was released.'),
    Failed: () => t('The guarantee could not be held on your card: the unpaid shares are yours to pay.'),
  }[guarantee.status]();
  return (
    <p className={styles.text}>
      <span className={styles.label}>{t('Guarantee')}</span> {text}
    </p>
  );
}
