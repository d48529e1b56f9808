import { addTexts, type Texts } from '@club/shared-contracts/i18n';

/**
 * The texts of the not-found and coming-soon pages ('ui' namespace, beside texts.ts); keys are the English source
 * texts.
 */
export const notFoundTexts: Texts = {
  'en-US': {
    'Coming soon': 'Coming soon',
    'This page is not available yet.': 'This page is not available yet.',
    'Page not found': 'Page not found',
    'The page you are looking for does not exist.': 'The page you are looking for does not exist.',
    'Back to the home page': 'Back to the home page',
  },
  'es-ES': {
    'Coming soon': 'Próximamente',
    'This page is not available yet.': 'Esta página aún no está disponible.',
    'Page not found': 'Página no encontrada',
    'The page you are looking for does not exist.': 'La página que buscas no existe.',
    'Back to the home page': 'Volver al inicio',
  },
  'fr-FR': {
    'Coming soon': 'Bientôt disponible',
    'This page is not available yet.': 'Cette page n’est pas encore disponible.',
    'Page not found': 'Page introuvable',
    'The page you are looking for does not exist.': 'La page que vous cherchez n’existe pas.',
    'Back to the home page': 'Retour à l’accueil',
  },
  'it-IT': {
    'Coming soon': 'Prossimamente',
    'This page is not available yet.': 'Questa pagina non è ancora disponibile.',
    'Page not found': 'Pagina non trovata',
    'The page you are looking for does not exist.': 'La pagina che cerchi non esiste.',
    'Back to the home page': 'Torna alla home',
  },
};

// Added to the 'ui' namespace: i18next merges the bundles of one namespace.
addTexts('ui', notFoundTexts);
