import { addTexts, type Texts } from '@club/shared-contracts/i18n';

/** The texts of the copy button ('ui' namespace, beside texts.ts); keys are the English source texts. */
export const copyButtonTexts: Texts = {
  'en-US': {
    Copied: 'Copied',
    'Could not copy. The link is: {{link}}': 'Could not copy. The link is: {{link}}',
  },
  'es-ES': {
    Copied: 'Copiado',
    'Could not copy. The link is: {{link}}': 'No se ha podido copiar. El enlace es: {{link}}',
  },
  'fr-FR': {
    Copied: 'Copié',
    'Could not copy. The link is: {{link}}': 'Copie impossible. Le lien est : {{link}}',
  },
  'it-IT': {
    Copied: 'Copiato',
    'Could not copy. The link is: {{link}}': 'Impossibile copiare. Il link è: {{link}}',
  },
};

// Added to the 'ui' namespace: i18next merges the bundles of one namespace.
addTexts('ui', copyButtonTexts);
