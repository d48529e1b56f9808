// The cart's texts, added to the host's namespace. Keys are the English source texts; the two shared-payment
// messages are the catalogue's (document 3, 8) with their punctuation corrected.
import { addTexts, translate, type Texts } from '@club/shared-contracts/i18n';

/** The cart's messages that are not rendered by a component (the engine's rejections). */
export const cartMessages = {
  addingSharedPayment:
    "Shared payment can't be mixed with other sales. Please finalize the current cart and try again.",
  cartHasSharedPayment:
    "You have a shared payment in your cart, which can't be mixed with other sales. Please finalize the current cart and try again.",
} as const;

const texts: Texts = {
  'en-US': {
    'Cart, {{count}} items_one': 'Cart, {{count}} item',
    'Cart, {{count}} items_other': 'Cart, {{count}} items',
    'Your cart': 'Your cart',
    'Your cart is empty': 'Your cart is empty',
    'Continue shopping': 'Continue shopping',
    Checkout: 'Checkout',
    Total: 'Total',
    Pending: 'Pending',
    'Remove {{name}} from the cart': 'Remove {{name}} from the cart',
    'Sale {{number}}': 'Sale {{number}}',
    [cartMessages.addingSharedPayment]: cartMessages.addingSharedPayment,
    [cartMessages.cartHasSharedPayment]: cartMessages.cartHasSharedPayment,
  },
  'es-ES': {
    'Cart, {{count}} items_one': 'Carrito, {{count}} artículo',
    'Cart, {{count}} items_many': 'Carrito, {{count}} artículos',
    'Cart, {{count}} items_other': 'Carrito, {{count}} artículos',
    'Your cart': 'Tu carrito',
    'Your cart is empty': 'Tu carrito está vacío',
    'Continue shopping': 'Seguir comprando',
    Checkout: 'Finalizar compra',
    Total: 'Total',
    Pending: 'Pendiente',
    'Remove {{name}} from the cart': 'Quitar {{name}} del carrito',
    'Sale {{number}}': 'Venta {{number}}',
    [cartMessages.addingSharedPayment]:
      'El pago compartido no se puede combinar con otras ventas. Finaliza el carrito actual y vuelve a intentarlo.',
    [cartMessages.cartHasSharedPayment]:
      'Tienes un pago compartido en el carrito, que no se puede combinar con otras ventas. Finaliza el carrito actual y vuelve a intentarlo.',
  },
  'fr-FR': {
    'Cart, {{count}} items_one': 'Panier, {{count}} article',
    'Cart, {{count}} items_many': 'Panier, {{count}} articles',
    'Cart, {{count}} items_other': 'Panier, {{count}} articles',
    'Your cart': 'Votre panier',
    'Your cart is empty': 'Votre panier est vide',
    'Continue shopping': 'Continuer mes achats',
    Checkout: 'Passer commande',
    Total: 'Total',
    Pending: 'Reste à payer',
    'Remove {{name}} from the cart': 'Retirer {{name}} du panier',
    'Sale {{number}}': 'Vente {{number}}',
    [cartMessages.addingSharedPayment]:
      "Le paiement partagé ne peut pas être combiné avec d'autres ventes. Veuillez finaliser le panier en cours et réessayer.",
    [cartMessages.cartHasSharedPayment]:
      "Votre panier contient un paiement partagé, qui ne peut pas être combiné avec d'autres ventes. Veuillez finaliser le panier en cours et réessayer.",
  },
  'it-IT': {
    'Cart, {{count}} items_one': 'Carrello, {{count}} articolo',
    'Cart, {{count}} items_many': 'Carrello, {{count}} articoli',
    'Cart, {{count}} items_other': 'Carrello, {{count}} articoli',
    'Your cart': 'Il tuo carrello',
    'Your cart is empty': 'Il tuo carrello è vuoto',
    'Continue shopping': 'Continua gli acquisti',
    Checkout: 'Vai alla cassa',
    Total: 'Totale',
    Pending: 'Da pagare',
    'Remove {{name}} from the cart': 'Rimuovi {{name}} dal carrello',
    'Sale {{number}}': 'Vendita {{number}}',
    [cartMessages.addingSharedPayment]:
      'Il pagamento condiviso non può essere combinato con altre vendite. Completa il carrello attuale e riprova.',
    [cartMessages.cartHasSharedPayment]:
      'Nel carrello hai un pagamento condiviso, che non può essere combinato con altre vendite. Completa il carrello attuale e riprova.',
  },
};

addTexts('host', texts);

/** One of the cart's messages. */
export type CartMessage = (typeof cartMessages)[keyof typeof cartMessages];

/** Translates one of the cart's messages into the current language (for code outside components). */
export function cartMessage(key: CartMessage): string {
  return translate('host', key);
}
