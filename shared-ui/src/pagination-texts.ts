import { addTexts, type Texts } from '@club/shared-contracts/i18n';

/** The texts of the pagination ('ui' namespace, beside texts.ts); keys are the English source texts. */
export const paginationTexts: Texts = {
  'en-US': {
    Pagination: 'Pagination',
    Previous: 'Previous',
    Next: 'Next',
    'Page {{page}}': 'Page {{page}}',
  },
  'es-ES': {
    Pagination: 'Paginación',
    Previous: 'Anterior',
    Next: 'Siguiente',
    'Page {{page}}': 'Página {{page}}',
  },
  'fr-FR': {
    Pagination: 'Pagination',
    Previous: 'Précédent',
    Next: 'Suivant',
    'Page {{page}}': 'Page {{page}}',
  },
  'it-IT': {
    Pagination: 'Paginazione',
    Previous: 'Precedente',
    Next: 'Successivo',
    'Page {{page}}': 'Pagina {{page}}',
  },
};

// Added to the 'ui' namespace: i18next merges the bundles of one namespace.
addTexts('ui', paginationTexts);
