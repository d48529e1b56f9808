import { addTexts, type Texts } from '@club/shared-contracts/i18n';

/** The texts the content remote's pages share, in the four languages; keys are the English source texts. */
export const contentTexts: Texts = {
  'en-US': {
    'Privacy policy': 'Privacy policy',
    'Waiver and release': 'Waiver and release',
    'Cookie policy': 'Cookie policy',
    'General Conditions': 'General Conditions',
    'Popular posts': 'Popular posts',
  },
  'es-ES': {
    'Privacy policy': 'Política de privacidad',
    'Waiver and release': 'Exención de responsabilidad',
    'Cookie policy': 'Política de cookies',
    'General Conditions': 'Condiciones generales',
    'Popular posts': 'Entradas populares',
  },
  'fr-FR': {
    'Privacy policy': 'Politique de confidentialité',
    'Waiver and release': 'Décharge de responsabilité',
    'Cookie policy': 'Politique de cookies',
    'General Conditions': 'Conditions générales',
    'Popular posts': 'Articles populaires',
  },
  'it-IT': {
    'Privacy policy': 'Informativa sulla privacy',
    'Waiver and release': 'Liberatoria',
    'Cookie policy': 'Cookie policy',
    'General Conditions': 'Condizioni generali',
    'Popular posts': 'Articoli popolari',
  },
};

addTexts('content', contentTexts);
