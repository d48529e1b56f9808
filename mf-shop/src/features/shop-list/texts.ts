import { addTexts, type Texts } from '@club/shared-contracts/i18n';

/**
 * The texts of the shop list page and its sidebar ('shop' namespace); keys are the English source texts. A key ending
 * in _one, _many or _other is a plural form chosen by the count (Spanish, French and Italian have a "many" form for
 * very large numbers).
 */
export const shopListTexts: Texts = {
  'en-US': {
    Shop: 'Shop',
    'Showing {{from}}–{{to}} of {{count}} results_one': 'Showing {{from}}–{{to}} of {{count}} result',
    'Showing {{from}}–{{to}} of {{count}} results_other': 'Showing {{from}}–{{to}} of {{count}} results',
    'No products found': 'No products found',
    'Try another search or another product type.': 'Try another search or another product type.',
    'Sort by': 'Sort by',
    New: 'New',
    'Price: low to high': 'Price: low to high',
    'Price: high to low': 'Price: high to low',
    Products: 'Products',
    Filters: 'Filters',
    'Search products': 'Search products',
    Search: 'Search',
    'Type at least 4 characters.': 'Type at least 4 characters.',
    'Product type': 'Product type',
    All: 'All',
  },
  'es-ES': {
    Shop: 'Tienda',
    'Showing {{from}}–{{to}} of {{count}} results_one': 'Mostrando {{from}}–{{to}} de {{count}} resultado',
    'Showing {{from}}–{{to}} of {{count}} results_many': 'Mostrando {{from}}–{{to}} de {{count}} resultados',
    'Showing {{from}}–{{to}} of {{count}} results_other': 'Mostrando {{from}}–{{to}} de {{count}} resultados',
    'No products found': 'No se han encontrado productos',
    'Try another search or another product type.': 'Prueba con otra búsqueda o con otro tipo de producto.',
    'Sort by': 'Ordenar por',
    New: 'Novedades',
    'Price: low to high': 'Precio: de menor a mayor',
    'Price: high to low': 'Precio: de mayor a menor',
    Products: 'Productos',
    Filters: 'Filtros',
    'Search products': 'Buscar productos',
    Search: 'Buscar',
    'Type at least 4 characters.': 'Escribe al menos 4 caracteres.',
    'Product type': 'Tipo de producto',
    All: 'Todos',
  },
  'fr-FR': {
    Shop: 'Boutique',
    'Showing {{from}}–{{to}} of {{count}} results_one':
      'Affichage de {{from}} à {{to}} sur {{count}} résultat',
    'Showing {{from}}–{{to}} of {{count}} results_many':
      'Affichage de {{from}} à {{to}} sur {{count}} résultats',
    'Showing {{from}}–{{to}} of {{count}} results_other':
      'Affichage de {{from}} à {{to}} sur {{count}} résultats',
    'No products found': 'Aucun produit trouvé',
    'Try another search or another product type.': 'Essayez une autre recherche ou un autre type de produit.',
    'Sort by': 'Trier par',
    New: 'Nouveautés',
    'Price: low to high': 'Prix : croissant',
    'Price: high to low': 'Prix : décroissant',
    Products: 'Produits',
    Filters: 'Filtres',
    'Search products': 'Rechercher des produits',
    Search: 'Rechercher',
    'Type at least 4 characters.': 'Saisissez au moins 4 caractères.',
    'Product type': 'Type de produit',
    All: 'Tous',
  },
  'it-IT': {
    Shop: 'Negozio',
    'Showing {{from}}–{{to}} of {{count}} results_one': 'Risultato {{from}}–{{to}} di {{count}}',
    'Showing {{from}}–{{to}} of {{count}} results_many': 'Risultati {{from}}–{{to}} di {{count}}',
    'Showing {{from}}–{{to}} of {{count}} results_other': 'Risultati {{from}}–{{to}} di {{count}}',
    'No products found': 'Nessun prodotto trovato',
    'Try another search or another product type.': 'Prova con un’altra ricerca o un altro tipo di prodotto.',
    'Sort by': 'Ordina per',
    New: 'Novità',
    'Price: low to high': 'Prezzo: dal più basso',
    'Price: high to low': 'Prezzo: dal più alto',
    Products: 'Prodotti',
    Filters: 'Filtri',
    'Search products': 'Cerca prodotti',
    Search: 'Cerca',
    'Type at least 4 characters.': 'Digita almeno 4 caratteri.',
    'Product type': 'Tipo di prodotto',
    All: 'Tutti',
  },
};

addTexts('shop', shopListTexts);
