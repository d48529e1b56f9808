// The booking carried from the court booking page to /checkout-booking?pl=…: the JSON of the booking, its blocks
// and whether it is a match, as base64url of its UTF-8 bytes, so it survives a URL, a reload and a shared link.
import type { CheckoutBookingPayload } from '@club/shared-contracts/booking-entities';

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(
    Uint8Array.from(binary, (char) => char.charCodeAt(0)),
  );
}

/** The pl parameter of a booking. */
export function encodeCheckoutPayload(payload: CheckoutBookingPayload): string {
  return toBase64Url(JSON.stringify(payload));
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const hasNumbers = (value: Record<string, unknown>, names: string[]) =>
  names.every((name) => typeof value[name] === 'number' && Number.isFinite(value[name]));

/** The booking a pl parameter carries, or null when it is missing, undecodable or not a booking. */
export function decodeCheckoutPayload(pl: string | null | undefined): CheckoutBookingPayload | null {
  if (!pl) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(fromBase64Url(pl));
  } catch {
    return null;
  }
  if (!isObject(payload) || typeof payload.isMatch !== 'boolean') return null;
  const { booking, blocks } = payload;
  if (!isObject(booking) || !hasNumbers(booking, ['bookingTypeId', 'maxParticipants', 'price', 'duration']))
    return null;
  if (Number(booking.maxParticipants) < 1 || typeof booking.date !== 'string') return null;
  if (!Array.isArray(blocks) || blocks.length === 0) return null;
  if (!blocks.every((block) => isObject(block) && hasNumbers(block, ['resourceId', 'duration']))) return null;
  return payload as unknown as CheckoutBookingPayload;
}
