import { addTexts, type Texts } from '@club/shared-contracts/i18n';

/** The texts of the payment return pages ('checkout' namespace); keys are the English source texts. */
export const paymentReturnTexts: Texts = {
  'en-US': {
    'Processing payment please wait...': 'Processing payment please wait...',
    'Payment completed': 'Payment completed',
    'The payment has been processed successfully': 'The payment has been processed successfully',
    'My bookings': 'My bookings',
    'Continue Shopping': 'Continue Shopping',
    'Payment not completed': 'Payment not completed',
    'Sorry! The payment has not been completed. Please try again later.':
      'Sorry! The payment has not been completed. Please try again later.',
    'Payment returned': 'Payment returned',
    'The slot was taken while you paid: your payment has been returned.':
      'The slot was taken while you paid: your payment has been returned.',
    'This share was already paid while you paid: your payment has been returned.':
      'This share was already paid while you paid: your payment has been returned.',
    'A product sold out while you paid: your payment has been returned.':
      'A product sold out while you paid: your payment has been returned.',
    'You cancelled this booking while paying: your payment has been returned.':
      'You cancelled this booking while paying: your payment has been returned.',
    'My orders': 'My orders',
  },
  'es-ES': {
    'Processing payment please wait...': 'Procesando el pago, espera por favor...',
    'Payment completed': 'Pago realizado',
    'The payment has been processed successfully': 'El pago se ha procesado correctamente',
    'My bookings': 'Mis reservas',
    'Continue Shopping': 'Seguir comprando',
    'Payment not completed': 'Pago no completado',
    'Sorry! The payment has not been completed. Please try again later.':
      '¡Lo sentimos! El pago no se ha completado. Por favor, inténtalo de nuevo más tarde.',
    'Payment returned': 'Pago devuelto',
    'The slot was taken while you paid: your payment has been returned.':
      'Alguien ha reservado la pista mientras pagabas: te hemos devuelto el pago.',
    'This share was already paid while you paid: your payment has been returned.':
      'Esta parte ya se había pagado mientras pagabas: te hemos devuelto el pago.',
    'A product sold out while you paid: your payment has been returned.':
      'Un producto se ha agotado mientras pagabas: te hemos devuelto el pago.',
    'You cancelled this booking while paying: your payment has been returned.':
      'Has cancelado esta reserva mientras pagabas: te hemos devuelto el pago.',
    'My orders': 'Mis pedidos',
  },
  'fr-FR': {
    'Processing payment please wait...': 'Paiement en cours, veuillez patienter...',
    'Payment completed': 'Paiement effectué',
    'The payment has been processed successfully': 'Le paiement a été effectué avec succès',
    'My bookings': 'Mes réservations',
    'Continue Shopping': 'Continuer mes achats',
    'Payment not completed': 'Paiement non effectué',
    'Sorry! The payment has not been completed. Please try again later.':
      'Désolé ! Le paiement n’a pas été effectué. Veuillez réessayer plus tard.',
    'Payment returned': 'Paiement remboursé',
    'The slot was taken while you paid: your payment has been returned.':
      'Le créneau a été réservé pendant votre paiement : votre paiement vous a été remboursé.',
    'This share was already paid while you paid: your payment has been returned.':
      'Cette part a déjà été payée pendant votre paiement : votre paiement vous a été remboursé.',
    'A product sold out while you paid: your payment has been returned.':
      'Un produit a été épuisé pendant votre paiement : votre paiement vous a été remboursé.',
    'You cancelled this booking while paying: your payment has been returned.':
      'Vous avez annulé cette réservation pendant votre paiement : votre paiement vous a été remboursé.',
    'My orders': 'Mes commandes',
  },
  'it-IT': {
    'Processing payment please wait...': 'Pagamento in corso, attendi...',
    'Payment completed': 'Pagamento completato',
    'The payment has been processed successfully': 'Il pagamento è stato elaborato correttamente',
    'My bookings': 'Le mie prenotazioni',
    'Continue Shopping': 'Continua gli acquisti',
    'Payment not completed': 'Pagamento non completato',
    'Sorry! The payment has not been completed. Please try again later.':
      'Spiacenti! Il pagamento non è stato completato. Riprova più tardi.',
    'Payment returned': 'Pagamento rimborsato',
    'The slot was taken while you paid: your payment has been returned.':
      'Lo slot è stato prenotato mentre pagavi: il tuo pagamento è stato rimborsato.',
    'This share was already paid while you paid: your payment has been returned.':
      'Questa quota era già stata pagata mentre pagavi: il tuo pagamento è stato rimborsato.',
    'A product sold out while you paid: your payment has been returned.':
      'Un prodotto è andato esaurito mentre pagavi: il tuo pagamento è stato rimborsato.',
    'You cancelled this booking while paying: your payment has been returned.':
      'Hai annullato questa prenotazione mentre pagavi: il tuo pagamento è stato rimborsato.',
    'My orders': 'I miei ordini',
  },
};

addTexts('checkout', paymentReturnTexts);
