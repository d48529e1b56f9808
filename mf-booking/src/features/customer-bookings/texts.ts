import { addTexts, type Texts } from '@club/shared-contracts/i18n';
// The texts these pages share with the other booking pages (Cancel, Date, Start, Duration, Court, Loading).
import '../../lib/texts';

/** The texts of the customer's bookings pages ('booking' namespace); keys are the English source texts. */
export const customerBookingsTexts: Texts = {
  'en-US': {
    'My bookings': 'My bookings',
    'Your booking': 'Your booking',
    Bookings: 'Bookings',
    Next: 'Next',
    Past: 'Past',
    'No next bookings': 'No next bookings',
    'No past bookings': 'No past bookings',
    'No next trainings': 'No next trainings',
    'No past trainings': 'No past trainings',
    Comments: 'Comments',
    'Open Facility': 'Open Facility',
    'QR code to open the facility': 'QR code to open the facility',
    'Share with friends': 'Share with friends',
    'Add to calendar': 'Add to calendar',
    'Awaiting payment — held until {{time}}': 'Awaiting payment — held until {{time}}',
    'Let go': 'Let go',
    'Cancel this booking?': 'Cancel this booking?',
    '{{bookingType}} on {{date}} at {{time}} will be cancelled.':
      '{{bookingType}} on {{date}} at {{time}} will be cancelled.',
    'Cancel booking': 'Cancel booking',
    'Keep booking': 'Keep booking',
    'Your booking has been cancelled.': 'Your booking has been cancelled.',
    Refunds: 'Refunds',
    'These amounts are refunded:': 'These amounts are refunded:',
    'Calendar feed': 'Calendar feed',
    'Calendar apps (Google Calendar, Apple Calendar, Outlook) can subscribe to your bookings and trainings and keep up with every change.':
      'Calendar apps (Google Calendar, Apple Calendar, Outlook) can subscribe to your bookings and trainings and keep up with every change.',
    'Create calendar feed': 'Create calendar feed',
    'Feed address': 'Feed address',
    'Keep this address to yourself: whoever has it can see your bookings.':
      'Keep this address to yourself: whoever has it can see your bookings.',
    Copy: 'Copy',
    'New address': 'New address',
    'Gives the feed a new address; the current one stops working.':
      'Gives the feed a new address; the current one stops working.',
    'Stop the feed': 'Stop the feed',
    'Removes the feed; its address stops working.': 'Removes the feed; its address stops working.',
    Guarantee: 'Guarantee',
    '{{amount}} will be held on your card ending {{digits}} from {{date}}, 6 days before the match.':
      '{{amount}} will be held on your card ending {{digits}} from {{date}}, 6 days before the match.',
    '{{amount}} held on your card ending {{digits}} until {{date}}. At the match, the shares not paid are charged and the rest released.':
      '{{amount}} held on your card ending {{digits}} until {{date}}. At the match, the shares not paid are charged and the rest released.',
    '{{captured}} charged for the unpaid shares; {{released}} released.':
      '{{captured}} charged for the unpaid shares; {{released}} released.',
    'The guarantee was released.': 'The guarantee was released.',
    'The guarantee could not be held on your card: the unpaid shares are yours to pay.':
      'The guarantee could not be held on your card: the unpaid shares are yours to pay.',
  },
  'es-ES': {
    'My bookings': 'Mis reservas',
    'Your booking': 'Tu reserva',
    Bookings: 'Reservas',
    Next: 'Próximas',
    Past: 'Pasadas',
    'No next bookings': 'No hay próximas reservas',
    'No past bookings': 'No hay reservas pasadas',
    'No next trainings': 'No hay próximos entrenamientos',
    'No past trainings': 'No hay entrenamientos pasados',
    Comments: 'Comentarios',
    'Open Facility': 'Abrir instalación',
    'QR code to open the facility': 'Código QR para abrir la instalación',
    'Share with friends': 'Compartir con amigos',
    'Add to calendar': 'Añadir al calendario',
    'Awaiting payment — held until {{time}}': 'Pendiente de pago — retenida hasta las {{time}}',
    'Let go': 'Liberar',
    'Cancel this booking?': '¿Cancelar esta reserva?',
    '{{bookingType}} on {{date}} at {{time}} will be cancelled.':
      'Se cancelará {{bookingType}} del {{date}} a las {{time}}.',
    'Cancel booking': 'Cancelar reserva',
    'Keep booking': 'Mantener reserva',
    'Your booking has been cancelled.': 'Tu reserva se ha cancelado.',
    Refunds: 'Reembolsos',
    'These amounts are refunded:': 'Se reembolsan estos importes:',
    'Calendar feed': 'Calendario suscrito',
    'Calendar apps (Google Calendar, Apple Calendar, Outlook) can subscribe to your bookings and trainings and keep up with every change.':
      'Las aplicaciones de calendario (Google Calendar, Apple Calendar, Outlook) pueden suscribirse a tus reservas y entrenamientos y seguir cada cambio.',
    'Create calendar feed': 'Crear calendario suscrito',
    'Feed address': 'Dirección del calendario',
    'Keep this address to yourself: whoever has it can see your bookings.':
      'No compartas esta dirección: quien la tenga puede ver tus reservas.',
    Copy: 'Copiar',
    'New address': 'Nueva dirección',
    'Gives the feed a new address; the current one stops working.':
      'Da al calendario una dirección nueva; la actual deja de funcionar.',
    'Stop the feed': 'Dejar de publicar',
    'Removes the feed; its address stops working.': 'Elimina el calendario; su dirección deja de funcionar.',
    Guarantee: 'Garantía',
    '{{amount}} will be held on your card ending {{digits}} from {{date}}, 6 days before the match.':
      'Se retendrán {{amount}} en tu tarjeta acabada en {{digits}} a partir del {{date}}, 6 días antes del partido.',
    '{{amount}} held on your card ending {{digits}} until {{date}}. At the match, the shares not paid are charged and the rest released.':
      '{{amount}} retenidos en tu tarjeta acabada en {{digits}} hasta el {{date}}. Al empezar el partido se cobran las partes sin pagar y se libera el resto.',
    '{{captured}} charged for the unpaid shares; {{released}} released.':
      '{{captured}} cobrados por las partes sin pagar; {{released}} liberados.',
    'The guarantee was released.': 'La garantía se ha liberado.',
    'The guarantee could not be held on your card: the unpaid shares are yours to pay.':
      'No se ha podido retener la garantía en tu tarjeta: las partes sin pagar te corresponden a ti.',
  },
  'fr-FR': {
    'My bookings': 'Mes réservations',
    'Your booking': 'Votre réservation',
    Bookings: 'Réservations',
    Next: 'À venir',
    Past: 'Passées',
    'No next bookings': 'Aucune réservation à venir',
    'No past bookings': 'Aucune réservation passée',
    'No next trainings': 'Aucun entraînement à venir',
    'No past trainings': 'Aucun entraînement passé',
    Comments: 'Commentaires',
    'Open Facility': 'Ouvrir l’installation',
    'QR code to open the facility': 'Code QR pour ouvrir l’installation',
    'Share with friends': 'Partager avec des amis',
    'Add to calendar': 'Ajouter au calendrier',
    'Awaiting payment — held until {{time}}': 'En attente de paiement — retenue jusqu’à {{time}}',
    'Let go': 'Libérer',
    'Cancel this booking?': 'Annuler cette réservation ?',
    '{{bookingType}} on {{date}} at {{time}} will be cancelled.':
      '{{bookingType}} du {{date}} à {{time}} sera annulée.',
    'Cancel booking': 'Annuler la réservation',
    'Keep booking': 'Garder la réservation',
    'Your booking has been cancelled.': 'Votre réservation a été annulée.',
    Refunds: 'Remboursements',
    'These amounts are refunded:': 'Ces montants sont remboursés :',
    'Calendar feed': 'Abonnement calendrier',
    'Calendar apps (Google Calendar, Apple Calendar, Outlook) can subscribe to your bookings and trainings and keep up with every change.':
      'Les applications de calendrier (Google Agenda, Calendrier Apple, Outlook) peuvent s’abonner à vos réservations et entraînements et suivre chaque changement.',
    'Create calendar feed': 'Créer l’abonnement',
    'Feed address': 'Adresse de l’abonnement',
    'Keep this address to yourself: whoever has it can see your bookings.':
      'Gardez cette adresse pour vous : quiconque la possède peut voir vos réservations.',
    Copy: 'Copier',
    'New address': 'Nouvelle adresse',
    'Gives the feed a new address; the current one stops working.':
      'Donne une nouvelle adresse à l’abonnement ; l’actuelle cesse de fonctionner.',
    'Stop the feed': 'Arrêter l’abonnement',
    'Removes the feed; its address stops working.':
      'Supprime l’abonnement ; son adresse cesse de fonctionner.',
    Guarantee: 'Garantie',
    '{{amount}} will be held on your card ending {{digits}} from {{date}}, 6 days before the match.':
      '{{amount}} seront bloqués sur votre carte se terminant par {{digits}} à partir du {{date}}, 6 jours avant le match.',
    '{{amount}} held on your card ending {{digits}} until {{date}}. At the match, the shares not paid are charged and the rest released.':
      "{{amount}} bloqués sur votre carte se terminant par {{digits}} jusqu'au {{date}}. Au début du match, les parts non payées sont débitées et le reste est libéré.",
    '{{captured}} charged for the unpaid shares; {{released}} released.':
      '{{captured}} débités pour les parts non payées ; {{released}} libérés.',
    'The guarantee was released.': 'La garantie a été libérée.',
    'The guarantee could not be held on your card: the unpaid shares are yours to pay.':
      "La garantie n'a pas pu être bloquée sur votre carte : les parts non payées restent à votre charge.",
  },
  'it-IT': {
    'My bookings': 'Le mie prenotazioni',
    'Your booking': 'La tua prenotazione',
    Bookings: 'Prenotazioni',
    Next: 'Prossime',
    Past: 'Passate',
    'No next bookings': 'Nessuna prenotazione in arrivo',
    'No past bookings': 'Nessuna prenotazione passata',
    'No next trainings': 'Nessun allenamento in arrivo',
    'No past trainings': 'Nessun allenamento passato',
    Comments: 'Commenti',
    'Open Facility': 'Apri struttura',
    'QR code to open the facility': 'Codice QR per aprire la struttura',
    'Share with friends': 'Condividi con gli amici',
    'Add to calendar': 'Aggiungi al calendario',
    'Awaiting payment — held until {{time}}': 'In attesa di pagamento — trattenuta fino alle {{time}}',
    'Let go': 'Rilascia',
    'Cancel this booking?': 'Annullare questa prenotazione?',
    '{{bookingType}} on {{date}} at {{time}} will be cancelled.':
      '{{bookingType}} del {{date}} alle {{time}} sarà annullata.',
    'Cancel booking': 'Annulla prenotazione',
    'Keep booking': 'Mantieni prenotazione',
    'Your booking has been cancelled.': 'La tua prenotazione è stata annullata.',
    Refunds: 'Rimborsi',
    'These amounts are refunded:': 'Vengono rimborsati questi importi:',
    'Calendar feed': 'Calendario in abbonamento',
    'Calendar apps (Google Calendar, Apple Calendar, Outlook) can subscribe to your bookings and trainings and keep up with every change.':
      'Le app di calendario (Google Calendar, Calendario Apple, Outlook) possono abbonarsi alle tue prenotazioni e ai tuoi allenamenti e seguire ogni modifica.',
    'Create calendar feed': 'Crea calendario in abbonamento',
    'Feed address': 'Indirizzo del calendario',
    'Keep this address to yourself: whoever has it can see your bookings.':
      'Tieni questo indirizzo per te: chi lo possiede può vedere le tue prenotazioni.',
    Copy: 'Copia',
    'New address': 'Nuovo indirizzo',
    'Gives the feed a new address; the current one stops working.':
      'Dà al calendario un nuovo indirizzo; quello attuale smette di funzionare.',
    'Stop the feed': 'Interrompi il calendario',
    'Removes the feed; its address stops working.':
      'Elimina il calendario; il suo indirizzo smette di funzionare.',
    Guarantee: 'Garanzia',
    '{{amount}} will be held on your card ending {{digits}} from {{date}}, 6 days before the match.':
      '{{amount}} saranno bloccati sulla tua carta che termina con {{digits}} dal {{date}}, 6 giorni prima della partita.',
    '{{amount}} held on your card ending {{digits}} until {{date}}. At the match, the shares not paid are charged and the rest released.':
      "{{amount}} bloccati sulla tua carta che termina con {{digits}} fino al {{date}}. All'inizio della partita vengono addebitate le quote non pagate e il resto viene sbloccato.",
    '{{captured}} charged for the unpaid shares; {{released}} released.':
      '{{captured}} addebitati per le quote non pagate; {{released}} sbloccati.',
    'The guarantee was released.': 'La garanzia è stata sbloccata.',
    'The guarantee could not be held on your card: the unpaid shares are yours to pay.':
      'Non è stato possibile bloccare la garanzia sulla tua carta: le quote non pagate sono a tuo carico.',
  },
};

addTexts('booking', customerBookingsTexts);
