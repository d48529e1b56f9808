// Access follows state (beyond the specification): what a booking grants a customer, or whoever holds its public
// link, at a moment. Only a confirmed booking (paid, or left to pay at the club as the club allows) and a confirmed
// place open the door, are an event in a calendar and may be shared; an unpaid hold, a hold that ran out, a cancelled
// booking and a waiting list's offer not taken yet grant nothing, and say why.
import { clubMoment, hourText } from './club-time.ts';

/** Where a booking stands for someone: confirmed, an unpaid hold, a hold that ran out, cancelled, or only offered. */
export type BookingAccess = 'confirmed' | 'awaitingPayment' | 'lapsed' | 'cancelled' | 'offered';

/** What decides the access: the booking's state and, for a player of someone else's booking, their place's. */
export interface AccessFacts {
  status: 'Pending' | 'Confirmed' | 'Cancelled';
  /** The end of the booking's hold while it is unpaid. */
  expiresAt: string | null;
  /**
   * How the customer takes part: the booking's own state counts (its owner, or the public link), a place of it (held
   * until `placeExpiresAt` while unpaid, null once confirmed), or a place the waiting list offers them.
   */
  party: { kind: 'booking' } | { kind: 'place'; placeExpiresAt: string | null } | { kind: 'offered' };
}

/** The access the facts give at `nowIso`, and whether it is the place's (rather than the booking's) state. */
export interface Access {
  state: BookingAccess;
  /** The instant an unpaid hold lapses; null unless awaiting payment. */
  heldUntil: string | null;
  ofPlace: boolean;
}

/** The access a booking gives at `nowIso`: the booking's state first, then the customer's place in it. */
export function accessOf(facts: AccessFacts, nowIso: string): Access {
  const booking = (state: BookingAccess, heldUntil: string | null = null): Access => ({
    state,
    heldUntil,
    ofPlace: false,
  });
  if (facts.status === 'Cancelled') return booking('cancelled');
  if (facts.status === 'Pending') {
    return facts.expiresAt !== null && facts.expiresAt > nowIso
      ? booking('awaitingPayment', facts.expiresAt)
      : booking('lapsed');
  }
  const { party } = facts;
  if (party.kind === 'offered') return { state: 'offered', heldUntil: null, ofPlace: true };
  if (party.kind === 'place' && party.placeExpiresAt !== null) {
    return party.placeExpiresAt > nowIso
      ? { state: 'awaitingPayment', heldUntil: party.placeExpiresAt, ofPlace: true }
      : { state: 'lapsed', heldUntil: null, ofPlace: true };
  }
  return booking('confirmed');
}

/** Why a booking grants nothing, as the customer reads it (Spanish, like the club's other messages). */
export const ACCESS_TEXTS = {
  awaitingPayment: (until: string): string =>
    `La reserva está pendiente de pago (retenida hasta las ${until}): no da acceso hasta que se confirme.`,
  placeAwaitingPayment: (until: string): string =>
    `Tu plaza está pendiente de pago (retenida hasta las ${until}): no da acceso hasta que se confirme.`,
  lapsed: 'La reserva no se pagó a tiempo y ya no está retenida.',
  placeLapsed: 'Tu plaza no se pagó a tiempo y ya no está retenida.',
  cancelled: 'La reserva está cancelada.',
  offered: 'La plaza que te ofrece la lista de espera aún no es tuya: únete a la reserva para confirmarla.',
} as const;

/** Why the access grants nothing (a hold's end in club time), or null for a confirmed booking or place. */
export function accessRefusal(access: Access, timeZone: string): string | null {
  const clock = (iso: string | null) => hourText(clubMoment(new Date(iso ?? 0), timeZone).minute);
  switch (access.state) {
    case 'confirmed':
      return null;
    case 'awaitingPayment':
      return access.ofPlace
        ? ACCESS_TEXTS.placeAwaitingPayment(clock(access.heldUntil))
        : ACCESS_TEXTS.awaitingPayment(clock(access.heldUntil));
    case 'lapsed':
      return access.ofPlace ? ACCESS_TEXTS.placeLapsed : ACCESS_TEXTS.lapsed;
    case 'cancelled':
      return ACCESS_TEXTS.cancelled;
    case 'offered':
      return ACCESS_TEXTS.offered;
  }
}
