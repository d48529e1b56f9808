import { addTexts, type Texts } from '@club/shared-contracts/i18n';

/** The texts of the dynamic form ('ui' namespace, beside texts.ts); keys are the English source texts. */
export const dynamicFormTexts: Texts = {
  'en-US': {
    'The field is required': 'The field is required',
    Required: 'Required',
    'Please enter a valid email address': 'Please enter a valid email address',
    'Please enter a valid amount': 'Please enter a valid amount',
    'Only images, PDF, Word, text and Excel files are accepted':
      'Only images, PDF, Word, text and Excel files are accepted',
    'Only images are accepted': 'Only images are accepted',
    'Choose an option': 'Choose an option',
    'Amount in {{currency}}, for example {{example}}': 'Amount in {{currency}}, for example {{example}}',
    'Images, PDF, Word, text or Excel files; you can choose several.':
      'Images, PDF, Word, text or Excel files; you can choose several.',
    'Images; you can choose several.': 'Images; you can choose several.',
    'Choose files': 'Choose files',
    'Choose images': 'Choose images',
    'Remove {{name}}': 'Remove {{name}}',
    Remove: 'Remove',
    'Type at least 3 characters to search': 'Type at least 3 characters to search',
    'Searching…': 'Searching…',
    'No results found': 'No results found',
    'Results found: {{count}}': 'Results found: {{count}}',
  },
  'es-ES': {
    'The field is required': 'El campo es obligatorio',
    Required: 'Obligatorio',
    'Please enter a valid email address': 'Introduce un correo electrónico válido',
    'Please enter a valid amount': 'Introduce un importe válido',
    'Only images, PDF, Word, text and Excel files are accepted':
      'Solo se aceptan imágenes y archivos PDF, Word, de texto y Excel',
    'Only images are accepted': 'Solo se aceptan imágenes',
    'Choose an option': 'Elige una opción',
    'Amount in {{currency}}, for example {{example}}': 'Importe en {{currency}}, por ejemplo {{example}}',
    'Images, PDF, Word, text or Excel files; you can choose several.':
      'Imágenes o archivos PDF, Word, de texto o Excel; puedes elegir varios.',
    'Images; you can choose several.': 'Imágenes; puedes elegir varias.',
    'Choose files': 'Elegir archivos',
    'Choose images': 'Elegir imágenes',
    'Remove {{name}}': 'Quitar {{name}}',
    Remove: 'Quitar',
    'Type at least 3 characters to search': 'Escribe al menos 3 caracteres para buscar',
    'Searching…': 'Buscando…',
    'No results found': 'No se han encontrado resultados',
    'Results found: {{count}}': 'Resultados encontrados: {{count}}',
  },
  'fr-FR': {
    'The field is required': 'Ce champ est obligatoire',
    Required: 'Obligatoire',
    'Please enter a valid email address': 'Veuillez saisir une adresse e-mail valide',
    'Please enter a valid amount': 'Veuillez saisir un montant valide',
    'Only images, PDF, Word, text and Excel files are accepted':
      'Seuls les images et les fichiers PDF, Word, texte et Excel sont acceptés',
    'Only images are accepted': 'Seules les images sont acceptées',
    'Choose an option': 'Choisissez une option',
    'Amount in {{currency}}, for example {{example}}': 'Montant en {{currency}}, par exemple {{example}}',
    'Images, PDF, Word, text or Excel files; you can choose several.':
      'Images ou fichiers PDF, Word, texte ou Excel ; vous pouvez en choisir plusieurs.',
    'Images; you can choose several.': 'Images ; vous pouvez en choisir plusieurs.',
    'Choose files': 'Choisir des fichiers',
    'Choose images': 'Choisir des images',
    'Remove {{name}}': 'Retirer {{name}}',
    Remove: 'Retirer',
    'Type at least 3 characters to search': 'Saisissez au moins 3 caractères pour rechercher',
    'Searching…': 'Recherche…',
    'No results found': 'Aucun résultat',
    'Results found: {{count}}': 'Résultats trouvés : {{count}}',
  },
  'it-IT': {
    'The field is required': 'Il campo è obbligatorio',
    Required: 'Obbligatorio',
    'Please enter a valid email address': 'Inserisci un indirizzo e-mail valido',
    'Please enter a valid amount': 'Inserisci un importo valido',
    'Only images, PDF, Word, text and Excel files are accepted':
      'Sono accettati solo immagini e file PDF, Word, di testo ed Excel',
    'Only images are accepted': 'Sono accettate solo immagini',
    'Choose an option': "Scegli un'opzione",
    'Amount in {{currency}}, for example {{example}}': 'Importo in {{currency}}, per esempio {{example}}',
    'Images, PDF, Word, text or Excel files; you can choose several.':
      'Immagini o file PDF, Word, di testo o Excel; puoi sceglierne più di uno.',
    'Images; you can choose several.': 'Immagini; puoi sceglierne più di una.',
    'Choose files': 'Scegli i file',
    'Choose images': 'Scegli le immagini',
    'Remove {{name}}': 'Rimuovi {{name}}',
    Remove: 'Rimuovi',
    'Type at least 3 characters to search': 'Scrivi almeno 3 caratteri per cercare',
    'Searching…': 'Ricerca in corso…',
    'No results found': 'Nessun risultato',
    'Results found: {{count}}': 'Risultati trovati: {{count}}',
  },
};

// Added to the 'ui' namespace: i18next merges the bundles of one namespace.
addTexts('ui', dynamicFormTexts);
