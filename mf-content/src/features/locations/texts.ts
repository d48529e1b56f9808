import { addTexts, type Texts } from '@club/shared-contracts/i18n';

/** The texts of the locations page ('content' namespace); keys are the English source texts. */
export const locationsTexts: Texts = {
  'en-US': {
    Locations: 'Locations',
    'Visit {{name}}': 'Visit {{name}}',
    'No other locations yet.': 'No other locations yet.',
  },
  'es-ES': {
    Locations: 'Sedes',
    'Visit {{name}}': 'Visitar {{name}}',
    'No other locations yet.': 'Todavía no hay otras sedes.',
  },
  'fr-FR': {
    Locations: 'Nos clubs',
    'Visit {{name}}': 'Visiter {{name}}',
    'No other locations yet.': "Pas encore d'autres clubs.",
  },
  'it-IT': {
    Locations: 'Sedi',
    'Visit {{name}}': 'Visita {{name}}',
    'No other locations yet.': 'Non ci sono ancora altre sedi.',
  },
};

addTexts('content', locationsTexts);
