import { customerBookingItem as item, customerBookings } from '../../lib/testing';
import { openingTab, tabLists } from './booking-groups';

const training = (id: number) => item(id, { parentName: 'Team' });

describe('booking groups', () => {
  it("puts items of a team under trainings and the rest under bookings, keeping the server's order", () => {
    expect(tabLists(customerBookings([item(1), training(2), item(3)], [training(4), item(5)]))).toEqual({
      bookings: { next: [item(1), item(3)], past: [item(5)] },
      trainings: { next: [training(2)], past: [training(4)] },
    });
  });

  it('opens on trainings only when there is no next booking but a next training', () => {
    const opening = (next: ReturnType<typeof item>[], past: ReturnType<typeof item>[] = []) =>
      openingTab(tabLists(customerBookings(next, past)));
    expect(opening([training(2)], [item(1)])).toBe('trainings');
    expect(opening([item(1), training(2)])).toBe('bookings');
    expect(opening([], [training(2)])).toBe('bookings');
  });
});
