import { addTexts, type Texts } from '@club/shared-contracts/i18n';

/** The texts of the product page ('shop' namespace); keys are the English source texts. */
export const productTexts: Texts = {
  'en-US': {
    Quantity: 'Quantity',
    'Add to cart adds one unit; change the units in the cart.':
      'Add to cart adds one unit; change the units in the cart.',
  },
  'es-ES': {
    Quantity: 'Cantidad',
    'Add to cart adds one unit; change the units in the cart.':
      'Añadir al carrito añade una unidad; cambia las unidades en el carrito.',
  },
  'fr-FR': {
    Quantity: 'Quantité',
    'Add to cart adds one unit; change the units in the cart.':
      'Ajouter au panier ajoute une unité ; modifiez les quantités dans le panier.',
  },
  'it-IT': {
    Quantity: 'Quantità',
    'Add to cart adds one unit; change the units in the cart.':
      'Aggiungi al carrello aggiunge una unità; modifica le unità nel carrello.',
  },
};

addTexts('shop', productTexts);
