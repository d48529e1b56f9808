import { addTexts, type Texts } from '@club/shared-contracts/i18n';

/** The texts of the results grid ('ui' namespace, beside texts.ts); keys are the English source texts. */
export const resultsGridTexts: Texts = {
  'en-US': {
    'The list could not be loaded. Please try again in a few minutes.':
      'The list could not be loaded. Please try again in a few minutes.',
  },
  'es-ES': {
    'The list could not be loaded. Please try again in a few minutes.':
      'No se ha podido cargar la lista. Por favor, inténtalo de nuevo en unos minutos.',
  },
  'fr-FR': {
    'The list could not be loaded. Please try again in a few minutes.':
      "La liste n'a pas pu être chargée. Veuillez réessayer dans quelques minutes.",
  },
  'it-IT': {
    'The list could not be loaded. Please try again in a few minutes.':
      "Non è stato possibile caricare l'elenco. Riprova tra qualche minuto.",
  },
};

// Added to the 'ui' namespace: i18next merges the bundles of one namespace.
addTexts('ui', resultsGridTexts);
