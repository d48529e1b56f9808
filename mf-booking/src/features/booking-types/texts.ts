import { addTexts, type Texts } from '@club/shared-contracts/i18n';
// The texts these pages share with the other booking pages.
import '../../lib/texts';

/** The texts of the booking types list ('booking' namespace); keys are the English source texts. */
export const bookingTypesTexts: Texts = {
  'en-US': {
    Categories: 'Categories',
    'No bookings by place available': 'No bookings by place available',
  },
  'es-ES': {
    Categories: 'Categorías',
    'No bookings by place available': 'No hay reservas por plaza disponibles',
  },
  'fr-FR': {
    Categories: 'Catégories',
    'No bookings by place available': 'Aucune réservation par place disponible',
  },
  'it-IT': {
    Categories: 'Categorie',
    'No bookings by place available': 'Nessuna prenotazione per posto disponibile',
  },
};

addTexts('booking', bookingTypesTexts);
