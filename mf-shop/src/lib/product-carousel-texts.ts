import { addTexts, type Texts } from '@club/shared-contracts/i18n';

/** The texts of the product carousel ('shop' namespace); keys are the English source texts. */
export const popularProductsTexts: Texts = {
  'en-US': {
    'Popular products': 'Popular products',
    carousel: 'carousel',
    slide: 'slide',
    '{{number}} of {{count}}': '{{number}} of {{count}}',
    'Pause the slide show': 'Pause the slide show',
    'Play the slide show': 'Play the slide show',
    'Choose the products shown': 'Choose the products shown',
    'Show products {{first}} to {{last}}': 'Show products {{first}} to {{last}}',
  },
  'es-ES': {
    'Popular products': 'Productos populares',
    carousel: 'carrusel',
    slide: 'diapositiva',
    '{{number}} of {{count}}': '{{number}} de {{count}}',
    'Pause the slide show': 'Pausar el carrusel',
    'Play the slide show': 'Reanudar el carrusel',
    'Choose the products shown': 'Elige los productos que se muestran',
    'Show products {{first}} to {{last}}': 'Mostrar los productos {{first}} a {{last}}',
  },
  'fr-FR': {
    'Popular products': 'Produits populaires',
    carousel: 'carrousel',
    slide: 'diapositive',
    '{{number}} of {{count}}': '{{number}} sur {{count}}',
    'Pause the slide show': 'Mettre le carrousel en pause',
    'Play the slide show': 'Relancer le carrousel',
    'Choose the products shown': 'Choisir les produits affichés',
    'Show products {{first}} to {{last}}': 'Afficher les produits {{first}} à {{last}}',
  },
  'it-IT': {
    'Popular products': 'Prodotti popolari',
    carousel: 'carosello',
    slide: 'diapositiva',
    '{{number}} of {{count}}': '{{number}} di {{count}}',
    'Pause the slide show': 'Metti in pausa il carosello',
    'Play the slide show': 'Riprendi il carosello',
    'Choose the products shown': 'Scegli i prodotti mostrati',
    'Show products {{first}} to {{last}}': 'Mostra i prodotti da {{first}} a {{last}}',
  },
};

addTexts('shop', popularProductsTexts);
