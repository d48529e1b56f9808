import { addTexts, type Texts } from '@club/shared-contracts/i18n';

/** The texts of the unit stepper ('ui' namespace, beside texts.ts); keys are the English source texts. */
export const unitStepperTexts: Texts = {
  'en-US': {
    'One unit less of {{name}}': 'One unit less of {{name}}',
    'Units of {{name}}': 'Units of {{name}}',
    'One unit more of {{name}}': 'One unit more of {{name}}',
  },
  'es-ES': {
    'One unit less of {{name}}': 'Una unidad menos de {{name}}',
    'Units of {{name}}': 'Unidades de {{name}}',
    'One unit more of {{name}}': 'Una unidad más de {{name}}',
  },
  'fr-FR': {
    'One unit less of {{name}}': 'Une unité de moins de {{name}}',
    'Units of {{name}}': 'Quantité de {{name}}',
    'One unit more of {{name}}': 'Une unité de plus de {{name}}',
  },
  'it-IT': {
    'One unit less of {{name}}': "Un'unità in meno di {{name}}",
    'Units of {{name}}': 'Unità di {{name}}',
    'One unit more of {{name}}': "Un'unità in più di {{name}}",
  },
};

// Added to the 'ui' namespace: i18next merges the bundles of one namespace.
addTexts('ui', unitStepperTexts);
