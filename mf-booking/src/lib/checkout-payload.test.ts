import type { CheckoutBookingPayload } from '@club/shared-contracts/booking-entities';
import { decodeCheckoutPayload, encodeCheckoutPayload } from './checkout-payload';
import { checkoutPayload } from './testing';

// A booking with accents in its texts, which the encoding must carry through the URL.
const payload = checkoutPayload({
  bookingTypeName: 'Reserva de pista de pádel',
  cancelText: 'Cancelación gratuita',
});

describe('checkout payload', () => {
  it('survives the URL: what is encoded decodes to the same booking, accents included', () => {
    const pl = encodeCheckoutPayload(payload);
    expect(pl).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCheckoutPayload(pl)).toEqual(payload);
  });

  it('is null when missing, undecodable or not a booking', () => {
    expect(decodeCheckoutPayload(null)).toBeNull();
    expect(decodeCheckoutPayload('')).toBeNull();
    expect(decodeCheckoutPayload('%%%not-base64')).toBeNull();
    expect(decodeCheckoutPayload(encodeCheckoutPayload({ ...payload, blocks: [] }))).toBeNull();
    const noPrice = { ...payload, booking: { ...payload.booking, price: 'free' } };
    expect(
      decodeCheckoutPayload(encodeCheckoutPayload(noPrice as unknown as CheckoutBookingPayload)),
    ).toBeNull();
    expect(decodeCheckoutPayload(btoa('["a list"]'))).toBeNull();
  });
});
