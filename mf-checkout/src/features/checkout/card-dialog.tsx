import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type {
  Stripe,
  StripeCardCvcElement,
  StripeCardExpiryElement,
  StripeCardNumberElement,
  StripeElementChangeEvent,
} from '@stripe/stripe-js';
import { useTranslation } from '@club/shared-ui/translation';
import type { StripeStart } from '@club/shared-contracts/checkout-entities';
import { contractText, contractTexts } from '@club/shared-contracts/texts';
import { loadFailed } from '@club/shared-contracts/http';
import { Alert } from '@club/shared-ui/alert';
import { Button } from '@club/shared-ui/button';
import { Dialog } from '@club/shared-ui/dialog';
import { Skeleton } from '@club/shared-ui/skeleton';
import { CardNameField } from './card-name-field';
import { loadStripeClient } from './stripe-loader';
import { TypedCardForm, type PayWithTypedCard } from './typed-card-form';
import styles from './card-dialog.module.css';
import './texts';

export { cardNameMaxLength } from './card-name-field';

/** The card fields Stripe draws in its own frames: the number and the code never pass through this page. */
const cardElements = ['cardNumber', 'cardExpiry', 'cardCvc'] as const;
type CardElementName = (typeof cardElements)[number];

const elementLabels: Record<CardElementName, string> = {
  cardNumber: 'Card number',
  cardExpiry: 'Expiration date (MM/YY)',
  cardCvc: 'Security code',
};

interface ElementState {
  complete: boolean;
  error: string | null;
}

const untouched: ElementState = { complete: false, error: null };

type MountedElements = {
  cardNumber: StripeCardNumberElement;
  cardExpiry: StripeCardExpiryElement;
  cardCvc: StripeCardCvcElement;
};

type CardBoxes = Record<CardElementName, HTMLDivElement | null>;

/**
 * Stripe's elements in the popup's boxes, created once Stripe.js has loaded and the boxes are on the page, destroyed
 * with the popup; their change events say whether each is empty, complete or wrong.
 */
function useCardElements(stripe: Stripe | null, boxes: CardBoxes) {
  const mounted = useRef<MountedElements | null>(null);
  const [states, setStates] = useState<Record<CardElementName, ElementState>>({
    cardNumber: untouched,
    cardExpiry: untouched,
    cardCvc: untouched,
  });
  const { cardNumber, cardExpiry, cardCvc } = boxes;
  useEffect(() => {
    if (!stripe || !cardNumber || !cardExpiry || !cardCvc) return;
    const elements = stripe.elements();
    const style = { base: { fontSize: '16px' } };
    const created: MountedElements = {
      cardNumber: elements.create('cardNumber', { style }),
      cardExpiry: elements.create('cardExpiry', { style }),
      cardCvc: elements.create('cardCvc', { style }),
    };
    created.cardNumber.mount(cardNumber);
    created.cardExpiry.mount(cardExpiry);
    created.cardCvc.mount(cardCvc);
    const listen = (name: CardElementName) => (event: StripeElementChangeEvent) =>
      setStates((current) => ({
        ...current,
        [name]: { complete: event.complete, error: event.error?.message ?? null },
      }));
    created.cardNumber.on('change', listen('cardNumber'));
    created.cardExpiry.on('change', listen('cardExpiry'));
    created.cardCvc.on('change', listen('cardCvc'));
    mounted.current = created;
    return () => {
      mounted.current = null;
      for (const name of cardElements) created[name].destroy();
    };
  }, [stripe, cardNumber, cardExpiry, cardCvc]);
  return { mounted, states };
}

/** Props of CardDialog. */
export interface CardDialogProps {
  /** The intent to confirm with the card; the popup is open while it is set. */
  intent: StripeStart | null;
  /**
   * Or a provider whose script takes the typed card (NetPay, Authorize.Net): the popup shows its own fields and is
   * open while it is set.
   */
  typedCard?: PayWithTypedCard | null;
  onClose: () => void;
  /** The card was taken (and the bank's checks passed): the page goes on to the status of the intent. */
  onConfirmed: (intent: StripeStart) => void;
}

function CardForm({
  intent,
  onConfirmed,
}: {
  intent: StripeStart;
  onConfirmed: CardDialogProps['onConfirmed'];
}) {
  const { t } = useTranslation('checkout');
  const errorId = useId();
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const [boxes, setBoxes] = useState<CardBoxes>({ cardNumber: null, cardExpiry: null, cardCvc: null });
  const { mounted, states } = useCardElements(stripe, boxes);
  // One callback per box for the popup's life: a new one each render would detach and attach the box every time.
  const [boxRefs] = useState(() => {
    const boxRef = (element: CardElementName) => (node: HTMLDivElement | null) =>
      setBoxes((current) => (current[element] === node ? current : { ...current, [element]: node }));
    return { cardNumber: boxRef('cardNumber'), cardExpiry: boxRef('cardExpiry'), cardCvc: boxRef('cardCvc') };
  });

  useEffect(() => {
    let current = true;
    loadStripeClient(intent.scriptUrl, intent.publicKey).then(
      (client) => current && setStripe(client),
      (failure: unknown) => {
        loadFailed('Stripe.js', failure);
        if (current) setError(contractText(contractTexts.crash));
      },
    );
    return () => {
      current = false;
    };
  }, [intent]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const elements = mounted.current;
    if (working || !stripe || !elements) return;
    if (!name.trim() || cardElements.some((element) => !states[element].complete)) {
      setError(t('Please fill all fields'));
      return;
    }
    setError(null);
    setWorking(true);
    const data = { payment_method: { card: elements.cardNumber, billing_details: { name: name.trim() } } };
    try {
      const result =
        intent.intent === 'setup'
          ? await stripe.confirmCardSetup(intent.clientSecret, data)
          : await stripe.confirmCardPayment(intent.clientSecret, data);
      if (result.error) {
        // The provider's own words for a declined card or a failed check (document 3, 8).
        setError(result.error.message || contractText(contractTexts.crash));
        setWorking(false);
        return;
      }
      onConfirmed(intent);
    } catch (failure) {
      console.error('The card could not be confirmed', failure);
      setError(contractText(contractTexts.crash));
      setWorking(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <CardNameField value={name} onChange={setName} />
      {cardElements.map((element) => (
        <StripeBox
          key={element}
          label={t(elementLabels[element])}
          boxRef={boxRefs[element]}
          ready={stripe !== null}
          error={states[element].error}
        />
      ))}
      <div id={errorId} className={styles.error}>
        {error && <Alert variant="error">{error}</Alert>}
      </div>
      <Button type="submit" block size="large" loading={working} disabled={!stripe}>
        {intent.intent === 'setup' ? t('Save card') : t('Pay')}
      </Button>
    </form>
  );
}

function StripeBox({
  label,
  boxRef,
  ready,
  error,
}: {
  label: string;
  boxRef: (node: HTMLDivElement | null) => void;
  ready: boolean;
  error: string | null;
}) {
  const labelId = useId();
  const errorId = useId();
  return (
    <div className={styles.element}>
      <span id={labelId} className={styles.label}>
        {label}
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      </span>
      {/* Stripe's frame goes in the box; the box keeps its height while Stripe.js loads. */}
      <div
        ref={boxRef}
        role="group"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        className={styles.box}
      >
        {!ready && <Skeleton shape="line" width="100%" />}
      </div>
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The card popup (document 3, 2 and 4 Checkout): the name on the card, ours (at most 20 characters), and the card
 * number, expiry and security code; all four are required ('Please fill all fields'). For Stripe those three are
 * Stripe's own fields and the card is confirmed with Stripe for the intent the checkout answered, paying or saving
 * it; for a provider whose script tokenizes the typed card they are the popup's own fields (TypedCardForm).
 */
export function CardDialog({ intent, typedCard = null, onClose, onConfirmed }: CardDialogProps) {
  const { t } = useTranslation('checkout');
  return (
    <Dialog open={intent !== null || typedCard !== null} onClose={onClose} title={t('Card details')}>
      {intent && <CardForm intent={intent} onConfirmed={onConfirmed} />}
      {!intent && typedCard && <TypedCardForm pay={typedCard} />}
    </Dialog>
  );
}
