import { expectCompleteTexts, expectNoSharedTexts } from '@club/shared-ui/testing';
import { bookingTexts } from '../../lib/texts';
import { byPlaceTexts } from './texts';

describe('bookings by place texts', () => {
  it('has every text in every language with its placeholders', () => {
    expectCompleteTexts(byPlaceTexts);
  });

  it("holds none of the booking pages' shared texts, as each text has one home", () => {
    expectNoSharedTexts(byPlaceTexts, bookingTexts);
  });
});
