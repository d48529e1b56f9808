import type { CheckoutBookingPayload } from '@club/shared-contracts/booking-entities';
import { decodeCheckoutPayload, encodeCheckoutPayload } from './checkout-payload';

const payload: CheckoutBookingPayload = {
  booking: {
    customerId: 7,
    bookingTypeId: 1,
    bookingTypeName: 'Reserva de pista de pádel',
    maxParticipants: 4,
    isValidated: false,
    sendCommunications: false,
    origin: 'Web',
    bookingByPlace: false,
    cancelText: 'Cancelación gratuita hasta 24 h antes',
    price: 36,
    genericPrice: 45,
    isSpecialPrice: true,
    date: '2026-11-26T18:00:00',
    duration: 90,
    gender: 'Open',
    modifyLevel: false,
    resourceName: 'Pista 3',
    minLevel: 0,
    maxLevel: 7,
  },
  blocks: [
    {
      duration: 90,
      resourceId: 3,
      resourceName: 'Pista 3',
      startDate: '2026-11-26T18:00:00',
      sstart: '18:00',
      noOnline: false,
      customerId: 7,
    },
  ],
  isMatch: false,
};

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
