import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { checkout } from '@club/shared-contracts/api/checkout';
import type { CheckoutPayload, StripeStart } from '@club/shared-contracts/checkout-entities';
import { isApiError } from '@club/shared-contracts/http';
import { paths } from '@club/shared-contracts/paths';
import { logInWithCheckoutToken } from '@club/shared-contracts/session';
import { contractText, contractTexts } from '@club/shared-contracts/texts';
import { useNavigate } from '@club/shared-ui/router';
import type { CardStepEnd } from './card-step';
import type { ProviderDialogStep } from './provider-step-dialog';
import { refundedTarget } from '../payment-return/payment-refund';
import { postRedsysForm } from './redsys-form';
import { loadStripeClient } from './stripe-loader';
import { checkoutFallbackText } from './texts';
import './provider-steps-texts';
import { goToCardInscription, postWebpayForm, transbankTokenize } from './transbank-payment';
import type { PayWithTypedCard } from './typed-card-form';

/** Where the page waits for a card intent's outcome: /stripe-callback?payment_intent=… or ?setup_intent=…. */
export function stripeCallbackPath(intent: StripeStart): string {
  const parameter = intent.intent === 'setup' ? 'setup_intent' : 'payment_intent';
  return `${paths.stripeCallback()}?${new URLSearchParams({ [parameter]: intent.intentId }).toString()}`;
}

/** What paying is doing: under way, its error, and the intent whose card the popup asks for. */
export interface CheckoutPayment {
  working: boolean;
  error: string | null;
  /** The Stripe intent that needs the card fields (the card popup is open while it is set). */
  cardIntent: StripeStart | null;
  /** The payment of a card typed in the popup, for NetPay and Authorize.Net (the popup is open while it is set). */
  typedCard: PayWithTypedCard | null;
  /** PayPal's buttons or Mercado Pago's card form (their popup is open while it is set). */
  providerStep: ProviderDialogStep | null;
  pay: (payload: CheckoutPayload) => Promise<void>;
  /**
   * Transbank without a saved card: the checkout's parameters are kept with the card inscription, and the page goes
   * to Transbank's to save the card; back at the checkout the payment goes on with it.
   */
  saveCardFirst: (customerId: number, parameters: string) => Promise<void>;
  /** The provider's popup ended the payment: the page goes on to this return page. */
  providerDone: (path: string) => void;
  closeCard: () => void;
  cardConfirmed: (intent: StripeStart) => void;
}

/**
 * The pay button's work (document 3, 4 Checkout): the checkout call, then the provider's next step: Redsys's form
 * posted to its page, Stripe's card popup or its bank check (handleNextAction) then the intent's status page, or
 * /cz/ok when nothing is left to do. An account the checkout created logs the visitor in. One payment at a time.
 */
export function useCheckoutPayment(): CheckoutPayment {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cardIntent, setCardIntent] = useState<StripeStart | null>(null);
  const [typedCard, setTypedCard] = useState<PayWithTypedCard | null>(null);
  const [providerStep, setProviderStep] = useState<ProviderDialogStep | null>(null);
  const busy = useRef(false);

  const stop = useCallback((message: string | null) => {
    busy.current = false;
    setWorking(false);
    setError(message);
  }, []);

  const pay = useCallback(
    async (payload: CheckoutPayload) => {
      if (busy.current) return;
      busy.current = true;
      setWorking(true);
      setError(null);
      const fallback = t(checkoutFallbackText);
      try {
        const answer = await checkout(payload);
        if (!answer.ok || answer.model.errorMsg) {
          stop((answer.ok ? answer.model.errorMsg : answer.errorMsg) || fallback);
          return;
        }
        const { model } = answer;
        if (model.ctk && model.customerId) {
          const { name, surname } = payload.customer;
          logInWithCheckoutToken({ id: model.customerId, name, surname }, model.ctk);
        }
        if (model.redsysData) {
          // The page leaves for the provider's: the button stays busy.
          if (!postRedsysForm(model.redsysData)) stop(fallback);
          return;
        }
        const crash = contractText(contractTexts.crash);
        const end: CardStepEnd = {
          paid: () => {
            setTypedCard(null);
            void navigate(paths.paymentOk());
          },
          refunded: (reason) => {
            setTypedCard(null);
            void navigate(refundedTarget(reason));
          },
          failed: (message) => {
            setTypedCard(null);
            stop(message);
          },
          leave: (url) => window.location.assign(url),
          dismissed: () => stop(null),
        };
        const { netpay, authorizeNet, razorpayData } = model;
        // Each provider's part of the page comes with its step, not with the checkout's first load.
        if (netpay) {
          const { netPayCardPayment } = await import('./netpay-payment');
          setTypedCard(() => netPayCardPayment(netpay, end, crash));
          stop(null);
          return;
        }
        if (authorizeNet) {
          const { authorizeNetCardPayment } = await import('./authorizenet-payment');
          setTypedCard(() => authorizeNetCardPayment(authorizeNet, end, crash));
          stop(null);
          return;
        }
        if (razorpayData) {
          // The button stays busy while Razorpay's modal is open.
          const { openRazorpay } = await import('./razorpay-payment');
          await openRazorpay(razorpayData, end, (path) => void navigate(path));
          return;
        }
        const { paypal, mercadoPago, transbank } = model;
        const step: ProviderDialogStep | null = paypal
          ? { kind: 'paypal', start: paypal }
          : mercadoPago
            ? { kind: 'mercadoPago', start: mercadoPago }
            : null;
        if (step) {
          setProviderStep(step);
          stop(null);
          return;
        }
        if (transbank) {
          // The page leaves for Webpay's: the button stays busy.
          if (!postWebpayForm(transbank)) stop(fallback);
          return;
        }
        const intent = model.stripe;
        if (!intent) {
          stop(null);
          void navigate(paths.paymentOk());
          return;
        }
        // Without a saved card the intent waits for the card fields; a saved card was confirmed by the server.
        if (payload.tokenId === null) {
          setCardIntent(intent);
          stop(null);
          return;
        }
        if (intent.requiresAction) {
          const stripe = await loadStripeClient(intent.scriptUrl, intent.publicKey);
          const result = await stripe.handleNextAction({ clientSecret: intent.clientSecret });
          if (result.error) {
            stop(result.error.message || contractText(contractTexts.crash));
            return;
          }
        }
        stop(null);
        void navigate(stripeCallbackPath(intent));
      } catch (failure) {
        if (isApiError(failure) && (failure.kind === 'unauthorized' || failure.kind === 'stale-version')) {
          // The login or the new-version notice is already on screen.
          stop(null);
          return;
        }
        if (!isApiError(failure)) console.error('The checkout failed', failure);
        stop((isApiError(failure) && failure.errorMsg) || fallback);
      }
    },
    [navigate, stop, t],
  );

  return {
    working,
    error,
    cardIntent,
    typedCard,
    pay,
    providerStep,
    saveCardFirst: useCallback(
      async (customerId: number, parameters: string) => {
        if (busy.current) return;
        busy.current = true;
        setWorking(true);
        setError(null);
        const failed = t('Save card failed');
        try {
          const answer = await transbankTokenize(customerId, parameters);
          // The page leaves for Transbank's card inscription: the button stays busy.
          if (!answer.ok || !goToCardInscription(answer.model.redirectUrl)) stop(failed);
        } catch (failure) {
          if (!isApiError(failure)) console.error('The card inscription failed to start', failure);
          stop(isApiError(failure, 'unauthorized') ? null : failed);
        }
      },
      [stop, t],
    ),
    providerDone: useCallback(
      (path: string) => {
        setProviderStep(null);
        void navigate(path);
      },
      [navigate],
    ),
    closeCard: useCallback(() => {
      setCardIntent(null);
      setTypedCard(null);
      setProviderStep(null);
    }, []),
    cardConfirmed: useCallback(
      (intent: StripeStart) => {
        setCardIntent(null);
        void navigate(stripeCallbackPath(intent));
      },
      [navigate],
    ),
  };
}
