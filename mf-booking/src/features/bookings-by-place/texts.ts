import { addTexts, type Texts } from '@club/shared-contracts/i18n';
// The texts these pages share with the other booking pages.
import '../../lib/texts';

/** The texts of the bookings-by-place list ('booking' namespace); keys are the English source texts. */
export const byPlaceTexts: Texts = {
  'en-US': {
    'Join a booking': 'Join a booking',
    'Oops! there is nothing you can join. Try changing the date':
      'Oops! there is nothing you can join. Try changing the date',
    Confirm: 'Confirm',
    Monday: 'Monday',
    Tuesday: 'Tuesday',
    Wednesday: 'Wednesday',
    Thursday: 'Thursday',
    Friday: 'Friday',
    Saturday: 'Saturday',
    Sunday: 'Sunday',
  },
  'es-ES': {
    'Join a booking': 'Únete a una reserva',
    'Oops! there is nothing you can join. Try changing the date':
      '¡Vaya! No hay nada a lo que puedas unirte. Prueba a cambiar la fecha',
    Confirm: 'Confirmar',
    Monday: 'Lunes',
    Tuesday: 'Martes',
    Wednesday: 'Miércoles',
    Thursday: 'Jueves',
    Friday: 'Viernes',
    Saturday: 'Sábado',
    Sunday: 'Domingo',
  },
  'fr-FR': {
    'Join a booking': 'Rejoindre une réservation',
    'Oops! there is nothing you can join. Try changing the date':
      'Oups ! Il n’y a rien que vous puissiez rejoindre. Essayez une autre date',
    Confirm: 'Confirmer',
    Monday: 'Lundi',
    Tuesday: 'Mardi',
    Wednesday: 'Mercredi',
    Thursday: 'Jeudi',
    Friday: 'Vendredi',
    Saturday: 'Samedi',
    Sunday: 'Dimanche',
  },
  'it-IT': {
    'Join a booking': 'Unisciti a una prenotazione',
    'Oops! there is nothing you can join. Try changing the date':
      'Ops! Non c’è nulla a cui unirti. Prova a cambiare la data',
    Confirm: 'Conferma',
    Monday: 'Lunedì',
    Tuesday: 'Martedì',
    Wednesday: 'Mercoledì',
    Thursday: 'Giovedì',
    Friday: 'Venerdì',
    Saturday: 'Sabato',
    Sunday: 'Domenica',
  },
};

addTexts('booking', byPlaceTexts);
