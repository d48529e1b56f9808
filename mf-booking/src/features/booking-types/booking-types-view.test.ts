import { bookingType } from '../../lib/testing';
import { categoriesOf, categorySearch, chosenCategory, narrowByCategory } from './booking-types-view';

const query = (search: string) => new URLSearchParams(search);

const court = bookingType(1, { concept: 'Booking', category: 'Padel' });
const match = bookingType(2, { concept: 'Match', category: 'PADEL', byPlace: true });
const school = bookingType(3, { concept: 'School', category: 'Tenis' });
const event = bookingType(4, { concept: 'Event', category: '' });
const types = [court, match, school, event];

describe('categories', () => {
  it('lists each category once, compared case-insensitively, named as first written, none for no category', () => {
    expect(categoriesOf(types)).toEqual([
      { key: 'padel', name: 'Padel' },
      { key: 'tenis', name: 'Tenis' },
    ]);
  });

  it('chooses the category of the query in any case, or all when the list has no such category', () => {
    const categories = categoriesOf(types);
    expect(chosenCategory(query('?category=PaDeL'), categories)).toBe('padel');
    expect(chosenCategory(query('?category=golf'), categories)).toBeNull();
    expect(chosenCategory(query(''), categories)).toBeNull();
  });

  it('narrows to the types of the category, whatever the case they write it in', () => {
    expect(narrowByCategory(types, 'padel')).toEqual([court, match]);
    expect(narrowByCategory(types, null)).toEqual(types);
  });

  it('links a category keeping the concept keys, and All without a category', () => {
    expect(categorySearch(query('?school=true'), 'tenis')).toBe('?school=true&category=tenis');
    expect(categorySearch(query('?school=true&category=tenis'), null)).toBe('?school=true');
    expect(categorySearch(query('?category=tenis'), null)).toBe('');
  });
});
