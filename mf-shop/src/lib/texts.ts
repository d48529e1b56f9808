import { addTexts, type Texts } from '@club/shared-contracts/i18n';

/**
 * The texts of the shop's shared components: the Add to cart button of the product cards and the product page ('shop'
 * namespace); keys are the English source texts.
 */
export const shopTexts: Texts = {
  'en-US': {
    'Add to cart': 'Add to cart',
    '{{name}} added to the cart': '{{name}} added to the cart',
  },
  'es-ES': {
    'Add to cart': 'Añadir al carrito',
    '{{name}} added to the cart': '{{name}} añadido al carrito',
  },
  'fr-FR': {
    'Add to cart': 'Ajouter au panier',
    '{{name}} added to the cart': '{{name}} ajouté au panier',
  },
  'it-IT': {
    'Add to cart': 'Aggiungi al carrello',
    '{{name}} added to the cart': '{{name}} aggiunto al carrello',
  },
};

addTexts('shop', shopTexts);
