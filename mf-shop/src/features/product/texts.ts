import { addTexts, type Texts } from '@club/shared-contracts/i18n';

/** The texts of the product page ('shop' namespace); keys are the English source texts. */
export const productTexts: Texts = {
  'en-US': {
    Quantity: 'Quantity',
    'Add to cart adds one unit; change the units in the cart.':
      'Add to cart adds one unit; change the units in the cart.',
    'The product could not be loaded. Please try again in a few minutes.':
      'The product could not be loaded. Please try again in a few minutes.',
  },
  'es-ES': {
    Quantity: 'Cantidad',
    'Add to cart adds one unit; change the units in the cart.':
      'Añadir al carrito añade una unidad; cambia las unidades en el carrito.',
    'The product could not be loaded. Please try again in a few minutes.':
      'No se ha podido cargar el producto. Por favor, inténtalo de nuevo en unos minutos.',
  },
  'fr-FR': {
    Quantity: 'Quantité',
    'Add to cart adds one unit; change the units in the cart.':
      'Ajouter au panier ajoute une unité ; modifiez les quantités dans le panier.',
    'The product could not be loaded. Please try again in a few minutes.':
      "Le produit n'a pas pu être chargé. Veuillez réessayer dans quelques minutes.",
  },
  'it-IT': {
    Quantity: 'Quantità',
    'Add to cart adds one unit; change the units in the cart.':
      'Aggiungi al carrello aggiunge una unità; modifica le unità nel carrello.',
    'The product could not be loaded. Please try again in a few minutes.':
      'Non è stato possibile caricare il prodotto. Riprova tra qualche minuto.',
  },
};

addTexts('shop', productTexts);
