// The texts of this package (namespace 'contracts'): the messages the HTTP layer puts in the global error and
// the version notice. Keys are the English source texts.
import { addTexts, translate, type Texts } from '@club/shared-contracts/i18n';

/** The namespace of this package's texts. */
export const contractsNamespace = 'contracts';

/** The English source texts of this package. */
export const contractTexts = {
  crash: 'Oops! Technical problems. Please try again.',
  systemUpdated: 'The system has been updated',
} as const;

const texts: Texts = {
  'en-US': {
    [contractTexts.crash]: contractTexts.crash,
    [contractTexts.systemUpdated]: contractTexts.systemUpdated,
  },
  'es-ES': {
    [contractTexts.crash]: '¡Ups! Problemas técnicos. Por favor, inténtalo de nuevo en unos minutos.',
    [contractTexts.systemUpdated]: 'El sistema se ha actualizado',
  },
  'fr-FR': {
    [contractTexts.crash]: 'Oups ! Problèmes techniques. Veuillez réessayer.',
    [contractTexts.systemUpdated]: 'Le système a été mis à jour',
  },
  'it-IT': {
    [contractTexts.crash]: 'Ops! Problemi tecnici. Riprova.',
    [contractTexts.systemUpdated]: 'Il sistema è stato aggiornato',
  },
};

addTexts(contractsNamespace, texts);

/** Translates one of this package's texts into the current language. */
export function contractText(key: (typeof contractTexts)[keyof typeof contractTexts]): string {
  return translate(contractsNamespace, key);
}
