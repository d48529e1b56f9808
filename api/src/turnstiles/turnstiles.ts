// The facility's turnstiles (document 2, 2.7: Open Facility): whether the club has them, and the QR a booking's
// players show at the door while the booking is on.
import type { DatabaseSync } from 'node:sqlite';
import QRCode from 'qrcode';
import type { QrItem } from '@club/shared-contracts/booking-entities';
import { getRow } from '../db/database.ts';

/** The door lets a booking's players in from this many minutes before its start until its end. */
export const OPENS_BEFORE_MINUTES = 30;

/** Whether the club's facility has turnstiles that open with a booking's QR. */
export function turnstilesEnabled(db: DatabaseSync): boolean {
  return (
    getRow<{ turnstiles_enabled: number }>(db, 'SELECT turnstiles_enabled FROM club LIMIT 1')
      ?.turnstiles_enabled === 1
  );
}

/** Why the door stays shut for a booking at `now`, or null when it opens. */
export type DoorRefusal = 'tooEarly' | 'ended' | null;

/** Whether a booking from `start` for `durationMinutes` opens the door at `now`. */
export function doorRefusal(start: Date, durationMinutes: number, now: Date): DoorRefusal {
  if (now.getTime() < start.getTime() - OPENS_BEFORE_MINUTES * 60_000) return 'tooEarly';
  if (now.getTime() >= start.getTime() + durationMinutes * 60_000) return 'ended';
  return null;
}

/**
 * The QR of a booking as a PNG: it carries the booking's id and its secret token, which the turnstile checks with
 * the club's system, so it cannot be made up from an id alone.
 */
export async function doorQr(bookingId: number, bookingToken: string): Promise<QrItem> {
  const png = await QRCode.toBuffer(`RES-${bookingId}-${bookingToken}`, {
    type: 'png',
    width: 240,
    margin: 1,
  });
  return { contentType: 'image/png', content: png.toString('base64') };
}
