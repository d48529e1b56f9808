import { addTexts, type Texts } from '@club/shared-contracts/i18n';

/** The texts of the carousel ('ui' namespace, beside texts.ts); keys are the English source texts. */
export const carouselTexts: Texts = {
  'en-US': {
    carousel: 'carousel',
    slide: 'slide',
    '{{number}} of {{count}}': '{{number}} of {{count}}',
    'Pause the slide show': 'Pause the slide show',
    'Play the slide show': 'Play the slide show',
    'Choose the slides shown': 'Choose the slides shown',
    'Show slide {{number}}': 'Show slide {{number}}',
    'Show slides {{first}} to {{last}}': 'Show slides {{first}} to {{last}}',
  },
  'es-ES': {
    carousel: 'carrusel',
    slide: 'diapositiva',
    '{{number}} of {{count}}': '{{number}} de {{count}}',
    'Pause the slide show': 'Pausar el carrusel',
    'Play the slide show': 'Reanudar el carrusel',
    'Choose the slides shown': 'Elige las diapositivas que se muestran',
    'Show slide {{number}}': 'Mostrar la diapositiva {{number}}',
    'Show slides {{first}} to {{last}}': 'Mostrar las diapositivas {{first}} a {{last}}',
  },
  'fr-FR': {
    carousel: 'carrousel',
    slide: 'diapositive',
    '{{number}} of {{count}}': '{{number}} sur {{count}}',
    'Pause the slide show': 'Mettre le carrousel en pause',
    'Play the slide show': 'Relancer le carrousel',
    'Choose the slides shown': 'Choisir les diapositives affichées',
    'Show slide {{number}}': 'Afficher la diapositive {{number}}',
    'Show slides {{first}} to {{last}}': 'Afficher les diapositives {{first}} à {{last}}',
  },
  'it-IT': {
    carousel: 'carosello',
    slide: 'diapositiva',
    '{{number}} of {{count}}': '{{number}} di {{count}}',
    'Pause the slide show': 'Metti in pausa il carosello',
    'Play the slide show': 'Riprendi il carosello',
    'Choose the slides shown': 'Scegli le diapositive mostrate',
    'Show slide {{number}}': 'Mostra la diapositiva {{number}}',
    'Show slides {{first}} to {{last}}': 'Mostra le diapositive da {{first}} a {{last}}',
  },
};

// Added to the 'ui' namespace: i18next merges the bundles of one namespace.
addTexts('ui', carouselTexts);
