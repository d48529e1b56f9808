import { useTranslation } from '@club/shared-ui/translation';
import type { VoucherPaymentType } from '@club/shared-contracts/checkout-entities';
import { useVoucherAmount } from '@club/shared-contracts/price';
import { Price } from '@club/shared-ui/price';
import './texts';

/** An amount of a voucher (a balance or a movement): a price for money, else "3 sessions" or "1,5 hours". */
export function VoucherQuantity({
  type,
  amount,
  className,
}: {
  type: VoucherPaymentType;
  amount: number;
  className?: string;
}) {
  const { t } = useTranslation('account');
  const { unit, count, text } = useVoucherAmount()(type, amount);
  // The count picks the plural form; the number shows as the club writes it ("1,5").
  const words = { count, replace: { count: text } };
  const value =
    unit === 'money'
      ? text
      : unit === 'sessions'
        ? t('{{count}} sessions', words)
        : t('{{count}} hours', words);
  return <Price className={className} value={value} />;
}
