import { bookingType } from './testing';
import { conceptsOf, narrowByConcept } from './booking-concepts';

const query = (search: string) => new URLSearchParams(search);

const court = bookingType(1, { concept: 'Booking' });
const school = bookingType(3, { concept: 'School' });
const event = bookingType(4, { concept: 'Event' });
const types = [court, bookingType(2, { concept: 'Match', byPlace: true }), school, event];

describe('concept filter', () => {
  it('reads each concept key of the query, any value but false', () => {
    expect(conceptsOf(query(''))).toEqual([]);
    expect(conceptsOf(query('?bookings=true'))).toEqual(['Booking']);
    expect(conceptsOf(query('?matches=true'))).toEqual(['Match']);
    expect(conceptsOf(query('?school'))).toEqual(['School']);
    expect(conceptsOf(query('?events=1'))).toEqual(['Event']);
    expect(conceptsOf(query('?school=false&category=padel'))).toEqual([]);
  });

  it('narrows the types to the concepts asked for, all of them when none is asked', () => {
    expect(narrowByConcept(types, [])).toEqual(types);
    expect(narrowByConcept(types, ['School'])).toEqual([school]);
    expect(narrowByConcept(types, ['Booking', 'Event'])).toEqual([court, event]);
  });
});
