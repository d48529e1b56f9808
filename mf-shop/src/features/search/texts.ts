import { addTexts, type Texts } from '@club/shared-contracts/i18n';

/** The texts of the navigation search box ('shop' namespace); keys are the English source texts. */
export const searchTexts: Texts = {
  'en-US': {
    'Search products': 'Search products',
    'Searching…': 'Searching…',
    'No results found': 'No results found',
    'Results found: {{count}}': 'Results found: {{count}}',
  },
  'es-ES': {
    'Search products': 'Buscar productos',
    'Searching…': 'Buscando…',
    'No results found': 'No se han encontrado resultados',
    'Results found: {{count}}': 'Resultados encontrados: {{count}}',
  },
  'fr-FR': {
    'Search products': 'Rechercher des produits',
    'Searching…': 'Recherche en cours…',
    'No results found': 'Aucun résultat',
    'Results found: {{count}}': 'Résultats trouvés : {{count}}',
  },
  'it-IT': {
    'Search products': 'Cerca prodotti',
    'Searching…': 'Ricerca in corso…',
    'No results found': 'Nessun risultato',
    'Results found: {{count}}': 'Risultati trovati: {{count}}',
  },
};

addTexts('shop', searchTexts);
