import { expectCompleteTexts, expectNoSharedTexts } from '@club/shared-ui/testing';
import { bookingTexts } from '../../lib/texts';
import { customerBookingsTexts } from './texts';

describe('customer bookings texts', () => {
  it('has every text in every language with its placeholders', () => {
    expectCompleteTexts(customerBookingsTexts);
  });

  it("holds none of the booking pages' shared texts, as each text has one home", () => {
    expectNoSharedTexts(customerBookingsTexts, bookingTexts);
  });
});
