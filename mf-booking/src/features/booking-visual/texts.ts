import { addTexts, type Texts } from '@club/shared-contracts/i18n';
// The texts these pages share with the other booking pages.
import '../../lib/texts';

/** The texts of the visual place map ('booking' namespace); keys are the English source texts. */
export const bookingVisualTexts: Texts = {
  'en-US': {
    'Choose your place': 'Choose your place',
    Places: 'Places',
    Zoom: 'Zoom',
    'Zoom in': 'Zoom in',
    'Zoom out': 'Zoom out',
    'Place {{place}}, row {{row}}, section {{section}}, {{state}}':
      'Place {{place}}, row {{row}}, section {{section}}, {{state}}',
    free: 'free',
    booked: 'booked',
    'Not booked': 'Not booked',
    Booked: 'Booked',
    'This place is already booked': 'This place is already booked',
  },
  'es-ES': {
    'Choose your place': 'Elige tu plaza',
    Places: 'Plazas',
    Zoom: 'Zoom',
    'Zoom in': 'Acercar',
    'Zoom out': 'Alejar',
    'Place {{place}}, row {{row}}, section {{section}}, {{state}}':
      'Plaza {{place}}, fila {{row}}, sección {{section}}, {{state}}',
    free: 'libre',
    booked: 'reservada',
    'Not booked': 'Sin reservar',
    Booked: 'Reservada',
    'This place is already booked': 'Esta plaza ya está reservada',
  },
  'fr-FR': {
    'Choose your place': 'Choisissez votre place',
    Places: 'Places',
    Zoom: 'Zoom',
    'Zoom in': 'Zoom avant',
    'Zoom out': 'Zoom arrière',
    'Place {{place}}, row {{row}}, section {{section}}, {{state}}':
      'Place {{place}}, rangée {{row}}, section {{section}}, {{state}}',
    free: 'libre',
    booked: 'réservée',
    'Not booked': 'Non réservée',
    Booked: 'Réservée',
    'This place is already booked': 'Cette place est déjà réservée',
  },
  'it-IT': {
    'Choose your place': 'Scegli il tuo posto',
    Places: 'Posti',
    Zoom: 'Zoom',
    'Zoom in': 'Ingrandisci',
    'Zoom out': 'Riduci',
    'Place {{place}}, row {{row}}, section {{section}}, {{state}}':
      'Posto {{place}}, fila {{row}}, settore {{section}}, {{state}}',
    free: 'libero',
    booked: 'prenotato',
    'Not booked': 'Non prenotato',
    Booked: 'Prenotato',
    'This place is already booked': 'Questo posto è già prenotato',
  },
};

addTexts('booking', bookingVisualTexts);
