import { addTexts, type Texts } from '@club/shared-contracts/i18n';
// The texts these pages share with the other booking pages.
import '../../lib/texts';

/** The texts of the court booking page ('booking' namespace); keys are the English source texts. */
export const courtBookingTexts: Texts = {
  'en-US': {
    'Book a court': 'Book a court',
    'Previous day': 'Previous day',
    'Next day': 'Next day',
    Days: 'Days',
    'Previous courts': 'Previous courts',
    'Next courts': 'Next courts',
    'Courts and times': 'Courts and times',
    'No free times': 'No free times',
    '{{court}}, {{day}}, {{start}}, {{price}} (to {{end}}, {{duration}} min)':
      '{{court}}, {{day}}, {{start}}, {{price}} (to {{end}}, {{duration}} min)',
    'Special price': 'Special price',
    Book: 'Book',
    'Loading courts': 'Loading courts',
    Other: 'Other',
    'Sorry nothing found Try with other filters': 'Sorry nothing found Try with other filters',
    'Sorry, you do not have a level to create a match yet. Use the Taykus app to find out your level or ask for information at the club.':
      'Sorry, you do not have a level to create a match yet. Use the Taykus app to find out your level or ask for information at the club.',
    'Match type': 'Match type',
    Gender: 'Gender',
    'Minimum level': 'Minimum level',
    'Maximum level': 'Maximum level',
    'Levels go from {{min}} to {{max}}, the lowest first':
      'Levels go from {{min}} to {{max}}, the lowest first',
    Continue: 'Continue',
    'No, thanks': 'No, thanks',
  },
  'es-ES': {
    'Book a court': 'Reservar pista',
    'Previous day': 'Día anterior',
    'Next day': 'Día siguiente',
    Days: 'Días',
    'Previous courts': 'Pistas anteriores',
    'Next courts': 'Más pistas',
    'Courts and times': 'Pistas y horarios',
    'No free times': 'Sin horas libres',
    '{{court}}, {{day}}, {{start}}, {{price}} (to {{end}}, {{duration}} min)':
      '{{court}}, {{day}}, {{start}}, {{price}} (hasta las {{end}}, {{duration}} min)',
    'Special price': 'Precio especial',
    Book: 'Reservar',
    'Loading courts': 'Cargando pistas',
    Other: 'Otros',
    'Sorry nothing found Try with other filters':
      'Lo sentimos, no hemos encontrado nada. Prueba con otros filtros',
    'Sorry, you do not have a level to create a match yet. Use the Taykus app to find out your level or ask for information at the club.':
      'Lo sentimos, todavía no tienes nivel para crear un partido. Usa la app Taykus para conocer tu nivel o pide información en el club.',
    'Match type': 'Tipo de partido',
    Gender: 'Género',
    'Minimum level': 'Nivel mínimo',
    'Maximum level': 'Nivel máximo',
    'Levels go from {{min}} to {{max}}, the lowest first':
      'Los niveles van de {{min}} a {{max}}, primero el más bajo',
    Continue: 'Continuar',
    'No, thanks': 'No, gracias',
  },
  'fr-FR': {
    'Book a court': 'Réserver un terrain',
    'Previous day': 'Jour précédent',
    'Next day': 'Jour suivant',
    Days: 'Jours',
    'Previous courts': 'Terrains précédents',
    'Next courts': 'Terrains suivants',
    'Courts and times': 'Terrains et horaires',
    'No free times': 'Aucun créneau libre',
    '{{court}}, {{day}}, {{start}}, {{price}} (to {{end}}, {{duration}} min)':
      "{{court}}, {{day}}, {{start}}, {{price}} (jusqu'à {{end}}, {{duration}} min)",
    'Special price': 'Prix spécial',
    Book: 'Réserver',
    'Loading courts': 'Chargement des terrains',
    Other: 'Autres',
    'Sorry nothing found Try with other filters': 'Désolé, rien trouvé. Essayez avec d’autres filtres',
    'Sorry, you do not have a level to create a match yet. Use the Taykus app to find out your level or ask for information at the club.':
      'Désolé, vous n’avez pas encore de niveau pour créer un match. Utilisez l’application Taykus pour connaître votre niveau ou renseignez-vous au club.',
    'Match type': 'Type de match',
    Gender: 'Genre',
    'Minimum level': 'Niveau minimum',
    'Maximum level': 'Niveau maximum',
    'Levels go from {{min}} to {{max}}, the lowest first':
      'Les niveaux vont de {{min}} à {{max}}, le plus bas d’abord',
    Continue: 'Continuer',
    'No, thanks': 'Non, merci',
  },
  'it-IT': {
    'Book a court': 'Prenota un campo',
    'Previous day': 'Giorno precedente',
    'Next day': 'Giorno successivo',
    Days: 'Giorni',
    'Previous courts': 'Campi precedenti',
    'Next courts': 'Campi successivi',
    'Courts and times': 'Campi e orari',
    'No free times': 'Nessun orario libero',
    '{{court}}, {{day}}, {{start}}, {{price}} (to {{end}}, {{duration}} min)':
      '{{court}}, {{day}}, {{start}}, {{price}} (fino alle {{end}}, {{duration}} min)',
    'Special price': 'Prezzo speciale',
    Book: 'Prenota',
    'Loading courts': 'Caricamento dei campi',
    Other: 'Altro',
    'Sorry nothing found Try with other filters': 'Spiacenti, nessun risultato. Prova con altri filtri',
    'Sorry, you do not have a level to create a match yet. Use the Taykus app to find out your level or ask for information at the club.':
      'Spiacenti, non hai ancora un livello per creare una partita. Usa l’app Taykus per scoprire il tuo livello o chiedi informazioni al club.',
    'Match type': 'Tipo di partita',
    Gender: 'Genere',
    'Minimum level': 'Livello minimo',
    'Maximum level': 'Livello massimo',
    'Levels go from {{min}} to {{max}}, the lowest first':
      'I livelli vanno da {{min}} a {{max}}, prima il più basso',
    Continue: 'Continua',
    'No, thanks': 'No, grazie',
  },
};

addTexts('booking', courtBookingTexts);
