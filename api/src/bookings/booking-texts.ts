// The booking answers a customer reads, in the club's language (the demo club is Spanish). Tests and journeys import
// these instead of repeating them.

/** "14 días", "2 horas", "90 minutos": an anticipation as the club words it. */
export function anticipationSpan(minutes: number): string {
  if (minutes % 1440 === 0) return minutes === 1440 ? '1 día' : `${minutes / 1440} días`;
  if (minutes % 60 === 0) return minutes === 60 ? '1 hora' : `${minutes / 60} horas`;
  return `${minutes} minutos`;
}

/** Texts of the court booking page and the booking checkout. */
export const BOOKING_TEXTS = {
  /** The filters' anticipation text of a type. */
  anticipation: (minutes: number | null): string =>
    minutes === null
      ? 'Puedes reservar sin límite de antelación.'
      : `Puedes reservar con hasta ${anticipationSpan(minutes)} de antelación.`,
  pastDay: 'Ese día ya ha pasado: elige hoy o un día próximo.',
  beyondAnticipation: (minutes: number): string =>
    `Solo se puede reservar con ${anticipationSpan(minutes)} de antelación.`,
  closedDay: 'Las pistas están cerradas ese día.',
  unknownType: 'Tipo de reserva no encontrado',
  unknownResource: 'Pista no encontrada',
  unknownOption: 'Recurso no encontrado',
  resourceNotOfType: 'Esa pista no se reserva con este tipo de reserva.',
  durationNotOffered: (duration: number, offered: readonly number[]): string =>
    `Este tipo de reserva no ofrece ${duration} minutos (ofrece ${offered.join(', ')} minutos).`,
  notOnTimeTable: 'Esa hora de inicio no está en el horario de la pista.',
  noPrice: 'Esa hora no tiene precio: no se puede reservar.',
  pastSlot: 'Esa hora ya ha pasado: elige otra.',
  slotTaken: 'Lo sentimos, la pista ya está reservada a esa hora. Elige otra hora u otra pista.',
  overlappingBlocks: 'Dos bloques de la reserva ocupan la misma pista a la misma hora.',
  unknownPlayer: 'Jugador no encontrado',
  repeatedPlayer: 'Un jugador aparece dos veces en la reserva.',
  maxPlayers: (max: number): string => `Máximo de jugadores alcanzado (${max}).`,
  notBookable: 'Este tipo de reserva no se reserva por pista: apúntate a una de sus plazas.',
  notAMatch: 'Este tipo de reserva no permite crear partidos.',
  matchOptionsMissing: 'Faltan las opciones del partido: tipo, género y rango de nivel.',
  badMatchRange: 'El rango de nivel del partido no es válido: el mínimo no puede superar al máximo.',
  noLevel:
    'Lo sentimos, todavía no tienes nivel para crear un partido. Usa la app de Taykus para conocer tu nivel o pregunta en el club.',
  paymentType: 'Elige el pago completo o el pago compartido.',
  sharedNotAllowed: 'El club no permite el pago compartido.',
  sharedSinglePlace: 'Esta reserva es de una sola plaza: no se puede pagar de forma compartida.',
  fullWithSpecialPrice:
    'Con tu precio especial el club no permite pagar la reserva completa: elige el pago compartido.',
  bookingNotFound: 'Reserva no encontrada',
  startedBooking: 'La reserva ya ha empezado: no se puede cancelar.',
  feedNotFound: 'Este enlace de calendario ya no existe: crea uno nuevo en Mis reservas.',
  cancelWindow: (minutes: number): string =>
    `Esta reserva solo se puede cancelar hasta ${
      minutes % 60 === 0 ? `${minutes / 60} horas` : `${minutes} minutos`
    } antes de empezar.`,
} as const;

/** What a sale line of a prebook says (document 3: the cart shows it). */
export const SALE_TEXTS = {
  ownShare: 'tu parte',
  shareOf: (name: string): string => `parte de ${name}`,
  freePlace: 'plaza libre',
  ownPlace: 'tu plaza',
} as const;

/** Texts of joining by place (document 2, 2.2, 2.5, 2.6) and of match results (document 1, 2.20 and 5). */
export const BYPLACE_TEXTS = {
  alreadyIn: 'Ya estás apuntado',
  maxPlayers: 'Se ha alcanzado el máximo de jugadores',
  teamFull: 'Ese equipo ya está completo: elige el otro.',
  placeTaken: 'Esa plaza ya está ocupada',
  placeFree: 'Hay una plaza libre: puedes apuntarte sin esperar.',
  unknownPlace: 'Esa plaza no está en el mapa de esta reserva.',
  noMap: 'Esta reserva no tiene mapa de plazas.',
  pastBooking: 'La reserva ya ha pasado: no puedes apuntarte.',
  cancelledBooking: 'La reserva está cancelada.',
  notByPlace: 'A esta reserva no se apunta por plazas.',
  noLevelToJoin: 'Este partido es competitivo: necesitas un nivel en su deporte para apuntarte.',
  outsideLevel: (min: string, max: string): string =>
    `Tu nivel está fuera del rango de este partido (${min}–${max}).`,
  menOnly: 'Este partido es solo para hombres.',
  womenOnly: 'Este partido es solo para mujeres.',
  badDay: 'La fecha no es un día válido (AAAA-MM-DD).',
  unknownTemplate: 'Mapa de plazas no encontrado',
  unknownPlayer: 'Jugador no encontrado',
  pastTeamChange: 'El partido ya se ha jugado: no se pueden cambiar los equipos.',
  notPlayed: 'El partido todavía no se ha jugado',
  resultsSaved: 'Los resultados ya están guardados',
  sameSets: 'Los dos equipos deben tener el mismo número de sets.',
  tooManySets: (nSets: number): string => `El partido se juega a ${nSets} sets como máximo.`,
  atLeastThree: 'Rellena al menos 3 sets',
  atLeastOne: 'Rellena al menos un resultado',
} as const;
