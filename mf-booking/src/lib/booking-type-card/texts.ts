import { addTexts, type Texts } from '@club/shared-contracts/i18n';

/** The texts of the booking type card ('booking' namespace); keys are the English source texts. */
export const bookingTypeCardTexts: Texts = {
  'en-US': { From: 'From' },
  'es-ES': { From: 'Desde' },
  'fr-FR': { From: 'À partir de' },
  'it-IT': { From: 'Da' },
};

addTexts('booking', bookingTypeCardTexts);
