// Stripe's own English error messages, as Stripe.js and the API answer them (the page shows them as they are).

/** An error as Stripe answers it (`{ error }` of Stripe.js, `error` of the API). */
export interface StripeError {
  type: 'card_error' | 'invalid_request_error' | 'validation_error';
  code: string;
  decline_code?: string;
  message: string;
}

/** The errors the sandbox answers. */
export const STRIPE_ERRORS = {
  cardDeclined: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  insufficientFunds: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  paymentAuthenticationFailed: {
    type: 'invalid_request_error',
    code: 'payment_intent_authentication_failure',
    message:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  },
  setupAuthenticationFailed: {
    type: 'invalid_request_error',
    code: 'setup_intent_authentication_failure',
    message:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  },
  incorrectNumber: {
    type: 'card_error',
    code: 'incorrect_number',
    message: 'Your card number is incorrect.',
  },
  invalidExpiryMonth: {
    type: 'card_error',
    code: 'invalid_expiry_month',
    message: "Your card's expiration month is invalid.",
  },
  expiredCard: { type: 'card_error', code: 'expired_card', message: 'Your card has expired.' },
  invalidCvc: { type: 'card_error', code: 'invalid_cvc', message: "Your card's security code is invalid." },
  unknownPaymentMethod: {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: 'No such PaymentMethod.',
  },
  unknownIntent: {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: 'No such intent, or its client secret does not match.',
  },
  unexpectedState: {
    type: 'invalid_request_error',
    code: 'payment_intent_unexpected_state',
    message: 'This intent cannot be confirmed or authenticated in its current state.',
  },
} as const satisfies Record<string, StripeError>;
