import { addTexts, type Texts } from '@club/shared-contracts/i18n';

/** The texts of the legal-text links ('ui' namespace, beside texts.ts); keys are the English source texts. */
export const legalTextLinksTexts: Texts = {
  'en-US': {
    'General Conditions': 'General Conditions',
    'Waiver and release': 'Waiver and release',
    'Privacy policy': 'Privacy policy',
    'Cookie policy': 'Cookie policy',
    'Legal texts': 'Legal texts',
    'Open this text in a new tab': 'Open this text in a new tab',
  },
  'es-ES': {
    'General Conditions': 'Condiciones generales',
    'Waiver and release': 'Exención de responsabilidad',
    'Privacy policy': 'Política de privacidad',
    'Cookie policy': 'Política de cookies',
    'Legal texts': 'Textos legales',
    'Open this text in a new tab': 'Abrir este texto en una pestaña nueva',
  },
  'fr-FR': {
    'General Conditions': 'Conditions générales',
    'Waiver and release': 'Décharge de responsabilité',
    'Privacy policy': 'Politique de confidentialité',
    'Cookie policy': 'Politique de cookies',
    'Legal texts': 'Textes juridiques',
    'Open this text in a new tab': 'Ouvrir ce texte dans un nouvel onglet',
  },
  'it-IT': {
    'General Conditions': 'Condizioni generali',
    'Waiver and release': 'Liberatoria',
    'Privacy policy': 'Informativa sulla privacy',
    'Cookie policy': 'Cookie policy',
    'Legal texts': 'Testi legali',
    'Open this text in a new tab': 'Apri questo testo in una nuova scheda',
  },
};

// Added to the 'ui' namespace: i18next merges the bundles of one namespace.
addTexts('ui', legalTextLinksTexts);
