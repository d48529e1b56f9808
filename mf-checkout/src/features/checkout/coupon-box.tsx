import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { validatePromo } from '@club/shared-contracts/api/checkout';
import type { CartLines } from '@club/shared-contracts/checkout-entities';
import { showGlobalError } from '@club/shared-contracts/http';
import { Button } from '@club/shared-ui/button';
import { Field, TextInput } from '@club/shared-ui/field';
import type { AppliedCoupon } from '../../lib/checkout-form-storage';
import styles from './checkout-page.module.css';
import './texts';

/** Props of CouponBox. */
export interface CouponBoxProps {
  code: string;
  applied: AppliedCoupon | null;
  lines: CartLines;
  onCode: (code: string) => void;
  onApplied: (coupon: AppliedCoupon | null) => void;
  /** The pay button's problem with the coupon (typed but not applied). */
  error?: string;
}

/**
 * The coupon box (document 3, 5 and 8): Apply asks the server; a refusal shows its text ('Sorry, the code is not
 * valid' without one), an accepted code shows 'Discount applied' and the discount joins the totals.
 */
export function CouponBox({ code, applied, lines, onCode, onApplied, error }: CouponBoxProps) {
  const { t } = useTranslation('checkout');
  const [checking, setChecking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const typed = code.trim();
  const isApplied = applied !== null && applied.code === typed;

  async function apply() {
    if (!typed || checking) return;
    setChecking(true);
    setRefusal(null);
    try {
      const answer = await validatePromo({ ...lines, code: typed });
      if (answer.ok) {
        onApplied({ code: typed, result: answer.data });
      } else {
        onApplied(null);
        setRefusal(answer.errorMsg || t('Sorry, the code is not valid'));
      }
    } catch (failure) {
      showGlobalError(failure);
    } finally {
      setChecking(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter in the box applies the coupon; it does not pay.
    event.preventDefault();
    void apply();
  }

  return (
    <div className={styles.coupon}>
      <div className={styles.couponRow}>
        <Field label={t('Coupon code')} error={refusal ?? error} className={styles.couponField}>
          {(control) => (
            <TextInput
              {...control}
              autoComplete="off"
              value={code}
              onChange={(event) => {
                setRefusal(null);
                onCode(event.target.value);
              }}
              onKeyDown={onKeyDown}
            />
          )}
        </Field>
        <Button variant="secondary" loading={checking} disabled={!typed} onClick={() => void apply()}>
          {t('Apply Coupon')}
        </Button>
      </div>
      <p role="status" className={styles.applied}>
        {isApplied ? t('Discount applied') : ''}
      </p>
    </div>
  );
}
