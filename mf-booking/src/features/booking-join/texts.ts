import { addTexts, type Texts } from '@club/shared-contracts/i18n';
// The texts these pages share with the other booking pages.
import '../../lib/texts';

/** The texts of the join page ('booking' namespace); keys are the English source texts. */
export const bookingJoinTexts: Texts = {
  'en-US': {
    'Level range': 'Level range',
    'Choose your team': 'Choose your team',
    'You have joined the booking': 'You have joined the booking',
    'You play in team 1.': 'You play in team 1.',
    'You play in team 2.': 'You play in team 2.',
    'You are already in': 'You are already in',
    Pay: 'Pay',
    Occupancy: 'Occupancy',
  },
  'es-ES': {
    'Level range': 'Rango de nivel',
    'Choose your team': 'Elige tu equipo',
    'You have joined the booking': 'Te has unido a la reserva',
    'You play in team 1.': 'Juegas en el equipo 1.',
    'You play in team 2.': 'Juegas en el equipo 2.',
    'You are already in': 'Ya estás dentro',
    Pay: 'Pagar',
    Occupancy: 'Ocupación',
  },
  'fr-FR': {
    'Level range': 'Niveaux',
    'Choose your team': 'Choisissez votre équipe',
    'You have joined the booking': 'Vous avez rejoint la réservation',
    'You play in team 1.': 'Vous jouez dans l’équipe 1.',
    'You play in team 2.': 'Vous jouez dans l’équipe 2.',
    'You are already in': 'Vous y êtes déjà',
    Pay: 'Payer',
    Occupancy: 'Occupation',
  },
  'it-IT': {
    'Level range': 'Livelli',
    'Choose your team': 'Scegli la tua squadra',
    'You have joined the booking': 'Ti sei unito alla prenotazione',
    'You play in team 1.': 'Giochi nella squadra 1.',
    'You play in team 2.': 'Giochi nella squadra 2.',
    'You are already in': 'Ci sei già',
    Pay: 'Paga',
    Occupancy: 'Occupazione',
  },
};

addTexts('booking', bookingJoinTexts);
