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
    Occupancy: 'Occupancy',
    'A place has been freed for you: it is held until {{time}}.':
      'A place has been freed for you: it is held until {{time}}.',
    'The free places are held for the waiting list': 'The free places are held for the waiting list',
  },
  'es-ES': {
    'Level range': 'Rango de nivel',
    'Choose your team': 'Elige tu equipo',
    'You have joined the booking': 'Te has unido a la reserva',
    'You play in team 1.': 'Juegas en el equipo 1.',
    'You play in team 2.': 'Juegas en el equipo 2.',
    Occupancy: 'Ocupación',
    'A place has been freed for you: it is held until {{time}}.':
      'Se ha liberado una plaza para ti: te la guardamos hasta las {{time}}.',
    'The free places are held for the waiting list':
      'Las plazas libres están reservadas para la lista de espera',
  },
  'fr-FR': {
    'Level range': 'Niveaux',
    'Choose your team': 'Choisissez votre équipe',
    'You have joined the booking': 'Vous avez rejoint la réservation',
    'You play in team 1.': 'Vous jouez dans l’équipe 1.',
    'You play in team 2.': 'Vous jouez dans l’équipe 2.',
    Occupancy: 'Occupation',
    'A place has been freed for you: it is held until {{time}}.':
      'Une place s’est libérée pour vous : elle vous est réservée jusqu’à {{time}}.',
    'The free places are held for the waiting list': 'Les places libres sont réservées à la liste d’attente',
  },
  'it-IT': {
    'Level range': 'Livelli',
    'Choose your team': 'Scegli la tua squadra',
    'You have joined the booking': 'Ti sei unito alla prenotazione',
    'You play in team 1.': 'Giochi nella squadra 1.',
    'You play in team 2.': 'Giochi nella squadra 2.',
    Occupancy: 'Occupazione',
    'A place has been freed for you: it is held until {{time}}.':
      'Si è liberato un posto per te: lo teniamo per te fino alle {{time}}.',
    'The free places are held for the waiting list': 'I posti liberi sono riservati alla lista d’attesa',
  },
};

addTexts('booking', bookingJoinTexts);
