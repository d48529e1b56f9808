// The answers of the pending-sales and fees calls a customer reads, in the club's language (the demo club is
// Spanish). Tests import these.
import { clubDateText } from '../bookings/club-time.ts';

/** Texts of the pending-sales and fees calls. */
export const DEBT_TEXTS = {
  /** Someone else's periodic sale answers as one that does not exist, so ids cannot be probed. */
  periodicSaleNotFound: 'Cuota no encontrada',
  alreadyStopped: 'Esta cuota ya está dada de baja',
  minimumStay: (until: string) =>
    `Esta cuota tiene permanencia hasta el ${clubDateText(until)}; para darla de baja antes, habla con recepción`,
} as const;
