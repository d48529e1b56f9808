import { addTexts, type Texts } from '@club/shared-contracts/i18n';

/** The texts of the booking side's home page sections ('booking' namespace); keys are the English source texts. */
export const homeSectionTexts: Texts = {
  'en-US': {
    'Make your booking': 'Make your booking',
    'Join a match': 'Join a match',
    'School programs': 'School programs',
    Events: 'Events',
  },
  'es-ES': {
    'Make your booking': 'Haz tu reserva',
    'Join a match': 'Únete a un partido',
    'School programs': 'Escuelas',
    Events: 'Eventos',
  },
  'fr-FR': {
    'Make your booking': 'Réservez',
    'Join a match': 'Rejoignez un match',
    'School programs': 'Écoles',
    Events: 'Événements',
  },
  'it-IT': {
    'Make your booking': 'Prenota',
    'Join a match': 'Unisciti a una partita',
    'School programs': 'Scuole',
    Events: 'Eventi',
  },
};

addTexts('booking', homeSectionTexts);
