import { bookingType } from '../testing';
import { bookingTypeLink } from './booking-type-link';

const query = (search: string) => new URLSearchParams(search);

const court = bookingType(1, { concept: 'Booking', category: 'Padel' });
const match = bookingType(2, { concept: 'Match', category: 'PADEL', byPlace: true });
const school = bookingType(3, { concept: 'School', category: 'Tenis' });

describe('booking type link', () => {
  it('leads to the by-place list for a type booked by place, else to its court booking page', () => {
    expect(bookingTypeLink(court, query(''))).toBe('/bookings/1');
    expect(bookingTypeLink(match, query('?matches=true'))).toBe('/bookings-byplace/2');
  });

  it('carries the school key on', () => {
    expect(bookingTypeLink(school, query('?school=true'))).toBe('/bookings/3?school=true');
    expect(bookingTypeLink({ ...school, byPlace: true }, query('?school=true&category=tenis'))).toBe(
      '/bookings-byplace/3?school=true',
    );
  });
});
