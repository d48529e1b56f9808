import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import type { MercadoPagoStart, PayPalStart } from '@club/shared-contracts/checkout-entities';
import { loadFailed } from '@club/shared-contracts/http';
import { paths } from '@club/shared-contracts/paths';
import { contractText, contractTexts } from '@club/shared-contracts/texts';
import { Alert } from '@club/shared-ui/alert';
import { Dialog } from '@club/shared-ui/dialog';
import { Skeleton } from '@club/shared-ui/skeleton';
import styles from './provider-step-dialog.module.css';
import './provider-steps-texts';

/** A provider step the popup shows: PayPal's buttons, or Mercado Pago's card form. */
export type ProviderDialogStep =
  { kind: 'paypal'; start: PayPalStart } | { kind: 'mercadoPago'; start: MercadoPagoStart };

interface StepProps<Start> {
  start: Start;
  /** The step closes without paying (PayPal's window cancelled): the customer stays on the checkout. */
  onClose: () => void;
  /** The payment ended: the page goes on to this return page. */
  onDone: (path: string) => void;
}

/** Where a step's provider script stands: loading, drawn, or it could not load. */
type FrameState = 'loading' | 'ready' | 'failed';

/** What a step shows while its provider's script loads, and when it cannot load. */
function FrameNotice({ state }: { state: FrameState }) {
  const { t } = useTranslation('checkout');
  if (state === 'loading') return <Skeleton shape="rect" height="var(--control-height-md)" />;
  if (state === 'failed') return <Alert variant="error">{t('The payment form could not be loaded.')}</Alert>;
  return null;
}

function PayPalStep({ start, onClose, onDone }: StepProps<PayPalStart>) {
  const { t } = useTranslation('checkout');
  const [frame, setFrame] = useState<FrameState>('loading');
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let stopped = false;
    // PayPal's loader comes with the step, not with the checkout's first load.
    import('./paypal-payment')
      .then(({ renderPayPalButtons }) =>
        renderPayPalButtons(start, element, {
          go: (path) => !stopped && onDone(path),
          cancelled: () => !stopped && onClose(),
          failed: (error) => {
            console.error('PayPal failed', error);
            if (!stopped) onDone(paths.paymentKo());
          },
        }),
      )
      .then(() => !stopped && setFrame('ready'))
      .catch((error: unknown) => {
        loadFailed('PayPal', error);
        if (!stopped) setFrame('failed');
      });
    return () => {
      stopped = true;
      element.replaceChildren();
    };
  }, [start, onClose, onDone]);

  return (
    <>
      <p className={styles.intro}>{t('Press the PayPal button to approve the payment in PayPal.')}</p>
      <FrameNotice state={frame} />
      <div ref={container} className={styles.frame} data-testid="paypal-buttons" />
    </>
  );
}

function MercadoPagoStep({ start, onDone }: StepProps<MercadoPagoStart>) {
  const [frame, setFrame] = useState<FrameState>('loading');
  const containerId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    let stopped = false;
    let unmount: (() => void) | null = null;
    import('./mercadopago-payment')
      .then(({ mountCardPaymentBrick }) =>
        mountCardPaymentBrick(
          start,
          containerId,
          {
            ready: () => !stopped && setFrame('ready'),
            paid: () => !stopped && onDone(paths.paymentOk()),
            refused: (message) => !stopped && setRefusal(message),
            failed: (error) => console.error('The Mercado Pago form failed', error),
          },
          contractText(contractTexts.crash),
        ),
      )
      .then((take) => {
        if (stopped) take();
        else unmount = take;
      })
      .catch((error: unknown) => {
        loadFailed('Mercado Pago', error);
        if (!stopped) setFrame('failed');
      });
    return () => {
      stopped = true;
      unmount?.();
    };
  }, [start, containerId, onDone]);

  return (
    <>
      <FrameNotice state={frame} />
      <div id={containerId} className={styles.frame} />
      <div className={styles.message}>{refusal && <Alert variant="error">{refusal}</Alert>}</div>
    </>
  );
}

/**
 * The popup of the providers whose own buttons or form take the payment (document 3, 4 Checkout): PayPal's buttons,
 * whose window approves the order, or Mercado Pago's Card Payment Brick. Each provider's script loads only when its
 * popup opens; closing the popup (or cancelling on PayPal) leaves the customer on the checkout with the cart intact.
 */
export function ProviderStepDialog({
  step,
  onClose,
  onDone,
}: {
  step: ProviderDialogStep | null;
  onClose: () => void;
  onDone: (path: string) => void;
}) {
  const { t } = useTranslation('checkout');
  const title = step?.kind === 'mercadoPago' ? t('Pay by card with Mercado Pago') : t('Pay with PayPal');
  return (
    <Dialog open={step !== null} onClose={onClose} title={title}>
      {step?.kind === 'paypal' && <PayPalStep start={step.start} onClose={onClose} onDone={onDone} />}
      {step?.kind === 'mercadoPago' && (
        <MercadoPagoStep start={step.start} onClose={onClose} onDone={onDone} />
      )}
    </Dialog>
  );
}
