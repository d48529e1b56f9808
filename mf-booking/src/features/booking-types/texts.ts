import { addTexts, type Texts } from '@club/shared-contracts/i18n';

/** The texts of the booking types list ('booking' namespace); keys are the English source texts. */
export const bookingTypesTexts: Texts = {
  'en-US': {
    'Booking types': 'Booking types',
    Categories: 'Categories',
    All: 'All',
    From: 'From',
    'No bookings by place available': 'No bookings by place available',
    Retry: 'Retry',
  },
  'es-ES': {
    'Booking types': 'Tipos de reserva',
    Categories: 'Categorías',
    All: 'Todos',
    From: 'Desde',
    'No bookings by place available': 'No hay reservas por plaza disponibles',
    Retry: 'Reintentar',
  },
  'fr-FR': {
    'Booking types': 'Types de réservation',
    Categories: 'Catégories',
    All: 'Tous',
    From: 'À partir de',
    'No bookings by place available': 'Aucune réservation par place disponible',
    Retry: 'Réessayer',
  },
  'it-IT': {
    'Booking types': 'Tipi di prenotazione',
    Categories: 'Categorie',
    All: 'Tutti',
    From: 'Da',
    'No bookings by place available': 'Nessuna prenotazione per posto disponibile',
    Retry: 'Riprova',
  },
};

addTexts('booking', bookingTypesTexts);
