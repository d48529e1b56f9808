import { addTexts } from '@club/shared-contracts/i18n';
import type { Texts } from '@club/shared-contracts/i18n';

/**
 * The design system's shared texts ('ui' namespace): those of components every page's start draws or several components
 * use. A component drawn later has its own texts beside it (carousel-texts.ts, pagination-texts.ts, …), so the start
 * does not carry them. Keys are the English source texts.
 */
export const texts: Texts = {
  'en-US': {
    Close: 'Close',
    'Loading…': 'Loading…',
    'Previous price': 'Previous price',
    'See all': 'See all',
    'See all: {{section}}': 'See all: {{section}}',
    '(opens in a new tab)': '(opens in a new tab)',
  },
  'es-ES': {
    Close: 'Cerrar',
    'Loading…': 'Cargando…',
    'Previous price': 'Precio anterior',
    'See all': 'Ver todo',
    'See all: {{section}}': 'Ver todo: {{section}}',
    '(opens in a new tab)': '(se abre en una pestaña nueva)',
  },
  'fr-FR': {
    Close: 'Fermer',
    'Loading…': 'Chargement…',
    'Previous price': 'Prix précédent',
    'See all': 'Tout voir',
    'See all: {{section}}': 'Tout voir : {{section}}',
    '(opens in a new tab)': '(s’ouvre dans un nouvel onglet)',
  },
  'it-IT': {
    Close: 'Chiudi',
    'Loading…': 'Caricamento…',
    'Previous price': 'Prezzo precedente',
    'See all': 'Vedi tutto',
    'See all: {{section}}': 'Vedi tutto: {{section}}',
    '(opens in a new tab)': '(si apre in una nuova scheda)',
  },
};

// Components import this module, so the texts are there whenever a component is (addTexts keeps texts that come
// before the shared instance starts).
addTexts('ui', texts);
