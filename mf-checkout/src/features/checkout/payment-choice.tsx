import { useId } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import type { CheckoutInfo, CheckoutVoucher, PaymentMethod } from '@club/shared-contracts/checkout-entities';
import { useVoucherAmount } from '@club/shared-contracts/price';
import { CheckField } from '@club/shared-ui/check-field';
import type { CheckoutForm, PaymentChoice as Choice } from '../../lib/checkout-form-storage';
import {
  cardSavingForced,
  chosenMethod,
  isCardMethod,
  savesGuaranteeFirst,
  type OfferedVoucher,
} from './checkout-rules';
import { ChoiceGroup, ChoiceOption } from './choice-group';
import styles from './checkout-page.module.css';
import './texts';

/** Props of PaymentChoice. */
export interface PaymentChoiceProps {
  info: CheckoutInfo;
  methods: readonly PaymentMethod[];
  vouchers: readonly OfferedVoucher[];
  form: CheckoutForm;
  onChoose: (choice: Choice) => void;
  onUseSavedCard: (use: boolean) => void;
  onSaveCard: (save: boolean) => void;
  error?: string;
}

function VoucherBalance({ voucher }: { voucher: CheckoutVoucher }) {
  const { t } = useTranslation('checkout');
  const { unit, count, text } = useVoucherAmount()(voucher.type, voucher.balance);
  if (unit === 'money') return <>{t('Balance: {{balance}}', { balance: text })}</>;
  // The count picks the plural form; the number shows as the club writes it ("1,5").
  const words = { count, replace: { count: text } };
  if (unit === 'sessions') return <>{t('Balance: {{count}} sessions', words)}</>;
  return <>{t('Balance: {{count}} hours', words)}</>;
}

/** The card options of the chosen card method: its saved card, and keeping a new card. */
function CardOptions({
  info,
  method,
  form,
  onUseSavedCard,
  onSaveCard,
}: Pick<PaymentChoiceProps, 'info' | 'form' | 'onUseSavedCard' | 'onSaveCard'> & { method: PaymentMethod }) {
  const { t } = useTranslation('checkout');
  const usingSaved = Boolean(method.tokenId) && form.useSavedCard;
  return (
    <div className={styles.cardOptions}>
      {method.tokenId && (
        <CheckField
          label={t('Pay with my saved card')}
          checked={form.useSavedCard}
          onChange={onUseSavedCard}
        />
      )}
      {!usingSaved &&
        (cardSavingForced(info, method) ? (
          <p className={styles.note}>
            {info.withRetention
              ? t('This shared payment keeps your card as a guarantee, so the card will be saved.')
              : t('The card will be saved for your next payments.')}
          </p>
        ) : (
          method.allowTokenization && (
            <CheckField label={t('Save my card')} checked={form.saveCard} onChange={onSaveCard} />
          )
        ))}
    </div>
  );
}

const guaranteeFirstNote =
  'To pay your share at the club, a card is saved first as a guarantee. Nothing is charged now.';

/**
 * The payment methods of the checkout info as one radio group, with the customer's vouchers and their balance
 * (document 3, 5): a voucher that cannot pay this cart says why and cannot be chosen; paying a shared payment at the
 * club without a saved card says a card is saved first as its guarantee.
 */
export function PaymentChoice(props: PaymentChoiceProps) {
  const { info, methods, vouchers, form, onChoose, error } = props;
  const { t } = useTranslation('checkout');
  const voucherNoteId = useId();
  const chosen = chosenMethod(info, form);
  const isChosen = (choice: Choice) =>
    form.payment?.methodId === choice.methodId && (form.payment.voucherId ?? null) === choice.voucherId;
  const blocked = vouchers.find((offered) => offered.blocked)?.blocked;
  return (
    <ChoiceGroup legend={t('Payment method')} error={error}>
      <ul className={styles.options}>
        {methods.map((method) => (
          <li key={method.id}>
            <ChoiceOption
              group="payment"
              label={method.name}
              detail={method.description}
              checked={isChosen({ methodId: method.id, voucherId: null })}
              onChoose={() => onChoose({ methodId: method.id, voucherId: null })}
            />
            {chosen?.id === method.id && !form.payment?.voucherId && isCardMethod(method) && (
              <CardOptions {...props} method={method} />
            )}
            {chosen?.id === method.id && savesGuaranteeFirst(info, method) && (
              <p className={styles.note}>{t(guaranteeFirstNote)}</p>
            )}
          </li>
        ))}
      </ul>
      {vouchers.length > 0 && (
        <div className={styles.vouchers} role="group" aria-labelledby={`${voucherNoteId}-title`}>
          <h3 id={`${voucherNoteId}-title`} className={styles.subheading}>
            {t('Your vouchers')}
          </h3>
          {blocked && (
            <p id={voucherNoteId} className={styles.note}>
              {t(blocked)}
            </p>
          )}
          <ul className={styles.options}>
            {vouchers.map(({ voucher, method }) => (
              <li key={voucher.id}>
                <ChoiceOption
                  group="payment"
                  label={voucher.description}
                  detail={<VoucherBalance voucher={voucher} />}
                  disabled={Boolean(blocked)}
                  describedBy={blocked ? voucherNoteId : undefined}
                  checked={isChosen({ methodId: method.id, voucherId: voucher.id })}
                  onChoose={() => onChoose({ methodId: method.id, voucherId: voucher.id })}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </ChoiceGroup>
  );
}
