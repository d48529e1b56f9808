import { addTexts } from '@club/shared-contracts/i18n';
import type { Texts } from '@club/shared-contracts/i18n';

/** The design system's texts ('ui' namespace); keys are the English source texts. */
export const texts: Texts = {
  'en-US': {
    Close: 'Close',
    'Loading…': 'Loading…',
    Pagination: 'Pagination',
    Previous: 'Previous',
    Next: 'Next',
    'Page {{page}}': 'Page {{page}}',
    'Previous price': 'Previous price',
    'Coming soon': 'Coming soon',
    'This page is not available yet.': 'This page is not available yet.',
    'Page not found': 'Page not found',
    'The page you are looking for does not exist.': 'The page you are looking for does not exist.',
    'Back to the home page': 'Back to the home page',
  },
  'es-ES': {
    Close: 'Cerrar',
    'Loading…': 'Cargando…',
    Pagination: 'Paginación',
    Previous: 'Anterior',
    Next: 'Siguiente',
    'Page {{page}}': 'Página {{page}}',
    'Previous price': 'Precio anterior',
    'Coming soon': 'Próximamente',
    'This page is not available yet.': 'Esta página aún no está disponible.',
    'Page not found': 'Página no encontrada',
    'The page you are looking for does not exist.': 'La página que buscas no existe.',
    'Back to the home page': 'Volver al inicio',
  },
  'fr-FR': {
    Close: 'Fermer',
    'Loading…': 'Chargement…',
    Pagination: 'Pagination',
    Previous: 'Précédent',
    Next: 'Suivant',
    'Page {{page}}': 'Page {{page}}',
    'Previous price': 'Prix précédent',
    'Coming soon': 'Bientôt disponible',
    'This page is not available yet.': 'Cette page n’est pas encore disponible.',
    'Page not found': 'Page introuvable',
    'The page you are looking for does not exist.': 'La page que vous cherchez n’existe pas.',
    'Back to the home page': 'Retour à l’accueil',
  },
  'it-IT': {
    Close: 'Chiudi',
    'Loading…': 'Caricamento…',
    Pagination: 'Paginazione',
    Previous: 'Precedente',
    Next: 'Successivo',
    'Page {{page}}': 'Pagina {{page}}',
    'Previous price': 'Prezzo precedente',
    'Coming soon': 'Prossimamente',
    'This page is not available yet.': 'Questa pagina non è ancora disponibile.',
    'Page not found': 'Pagina non trovata',
    'The page you are looking for does not exist.': 'La pagina che cerchi non esiste.',
    'Back to the home page': 'Torna alla home',
  },
};

// Components import this module, so the texts are there whenever a component is (addTexts keeps texts that come
// before the shared instance starts).
addTexts('ui', texts);
