import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { contractText, contractTexts } from '@club/shared-contracts/texts';
import { Alert } from '@club/shared-ui/alert';
import { Button } from '@club/shared-ui/button';
import { Field, FieldPair, TextInput } from '@club/shared-ui/field';
import { CardNameField } from './card-name-field';
import { expiryParts, maskCardNumber, maskExpiry, maskSecurityCode } from './card-masks';
import styles from './card-dialog.module.css';
import './texts';

/** The card as the customer typed it, for a provider's script that tokenizes it (NetPay, Authorize.Net). */
export interface TypedCard {
  name: string;
  /** Digits only. */
  number: string;
  /** MM and YY. */
  month: string;
  year: string;
  securityCode: string;
}

/**
 * Pays with the typed card through its provider's script: resolves with the words to show in the popup when the
 * card was refused and may be typed again, or null when the page has moved on (paid, or the checkout ended).
 */
export type PayWithTypedCard = (card: TypedCard) => Promise<string | null>;

/**
 * The card popup's own fields (document 3, 2 and 5 Card form), for the providers whose script takes the card from
 * the page: the name (at most 20 characters), the number in its brand's mask, the expiry as MM/YY and the security
 * code (up to 4 digits); all four are required ('Please fill all fields'). The card goes only to `pay`.
 */
export function TypedCardForm({ pay }: { pay: PayWithTypedCard }) {
  const { t } = useTranslation('checkout');
  const errorId = useId();
  const [name, setName] = useState('');
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [securityCode, setSecurityCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (working) return;
    const parts = expiryParts(expiry);
    const digits = number.replace(/\D/g, '');
    if (!name.trim() || digits.length < 12 || !parts || securityCode.length < 3) {
      setError(t('Please fill all fields'));
      return;
    }
    setError(null);
    setWorking(true);
    try {
      const refused = await pay({ name: name.trim(), number: digits, ...parts, securityCode });
      if (refused !== null) {
        setError(refused);
        setWorking(false);
      }
    } catch (failure) {
      console.error('The card could not be paid', failure);
      setError(contractText(contractTexts.crash));
      setWorking(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-describedby={error ? errorId : undefined}>
      <CardNameField value={name} onChange={setName} />
      <Field label={t('Card number')} required>
        {(control) => (
          <TextInput
            {...control}
            autoComplete="cc-number"
            inputMode="numeric"
            value={number}
            onChange={(event) => setNumber(maskCardNumber(event.target.value))}
          />
        )}
      </Field>
      <FieldPair>
        <Field label={t('Expiration date (MM/YY)')} required>
          {(control) => (
            <TextInput
              {...control}
              autoComplete="cc-exp"
              inputMode="numeric"
              placeholder="MM/YY"
              value={expiry}
              onChange={(event) => setExpiry(maskExpiry(event.target.value))}
            />
          )}
        </Field>
        <Field label={t('Security code')} required>
          {(control) => (
            <TextInput
              {...control}
              autoComplete="cc-csc"
              inputMode="numeric"
              value={securityCode}
              onChange={(event) => setSecurityCode(maskSecurityCode(event.target.value))}
            />
          )}
        </Field>
      </FieldPair>
      <div id={errorId} className={styles.error}>
        {error && <Alert variant="error">{error}</Alert>}
      </div>
      <Button type="submit" block size="large" loading={working}>
        {t('Pay')}
      </Button>
    </form>
  );
}
