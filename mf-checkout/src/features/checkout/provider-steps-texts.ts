import { addTexts, type Texts } from '@club/shared-contracts/i18n';

/**
 * The texts of the PayPal, Mercado Pago and Transbank steps of the checkout ('checkout' namespace); keys are the
 * English source texts. The providers' own windows and forms speak their own language.
 */
export const providerStepsTexts: Texts = {
  'en-US': {
    'Pay with PayPal': 'Pay with PayPal',
    'Press the PayPal button to approve the payment in PayPal.':
      'Press the PayPal button to approve the payment in PayPal.',
    'Pay by card with Mercado Pago': 'Pay by card with Mercado Pago',
    'The payment form could not be loaded.': 'The payment form could not be loaded.',
    'Save card failed': 'Save card failed',
    'Saving your card...': 'Saving your card...',
  },
  'es-ES': {
    'Pay with PayPal': 'Pagar con PayPal',
    'Press the PayPal button to approve the payment in PayPal.':
      'Pulsa el botón de PayPal para aprobar el pago en PayPal.',
    'Pay by card with Mercado Pago': 'Pagar con tarjeta en Mercado Pago',
    'The payment form could not be loaded.': 'No se ha podido cargar el formulario de pago.',
    'Save card failed': 'No se ha podido guardar la tarjeta',
    'Saving your card...': 'Guardando tu tarjeta...',
  },
  'fr-FR': {
    'Pay with PayPal': 'Payer avec PayPal',
    'Press the PayPal button to approve the payment in PayPal.':
      'Appuyez sur le bouton PayPal pour approuver le paiement dans PayPal.',
    'Pay by card with Mercado Pago': 'Payer par carte avec Mercado Pago',
    'The payment form could not be loaded.': 'Le formulaire de paiement n’a pas pu être chargé.',
    'Save card failed': 'La carte n’a pas pu être enregistrée',
    'Saving your card...': 'Enregistrement de votre carte...',
  },
  'it-IT': {
    'Pay with PayPal': 'Paga con PayPal',
    'Press the PayPal button to approve the payment in PayPal.':
      'Premi il pulsante PayPal per approvare il pagamento su PayPal.',
    'Pay by card with Mercado Pago': 'Paga con carta con Mercado Pago',
    'The payment form could not be loaded.': 'Impossibile caricare il modulo di pagamento.',
    'Save card failed': 'Impossibile salvare la carta',
    'Saving your card...': 'Salvataggio della carta...',
  },
};

addTexts('checkout', providerStepsTexts);
