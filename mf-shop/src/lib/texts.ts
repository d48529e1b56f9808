import { addTexts, type Texts } from '@club/shared-contracts/i18n';

/**
 * The texts of the shop's shared components: the Add to cart button of the product cards and the product page, and
 * the heading of Popular products, which the shop's sidebar, the product page and the popular-products widget show
 * ('shop' namespace); keys are the English source texts.
 */
export const shopTexts: Texts = {
  'en-US': {
    'Add to cart': 'Add to cart',
    '{{name}} added to the cart': '{{name}} added to the cart',
    'Popular products': 'Popular products',
  },
  'es-ES': {
    'Add to cart': 'Añadir al carrito',
    '{{name}} added to the cart': '{{name}} añadido al carrito',
    'Popular products': 'Productos populares',
  },
  'fr-FR': {
    'Add to cart': 'Ajouter au panier',
    '{{name}} added to the cart': '{{name}} ajouté au panier',
    'Popular products': 'Produits populaires',
  },
  'it-IT': {
    'Add to cart': 'Aggiungi al carrello',
    '{{name}} added to the cart': '{{name}} aggiunto al carrello',
    'Popular products': 'Prodotti popolari',
  },
};

addTexts('shop', shopTexts);
