import { PaymentType } from '@club/shared-contracts/entities';
import { bookingDraft, paymentModes } from '../../lib/testing';
import {
  fullPaymentShown,
  payModeInUse,
  paymentTypeOf,
  sharedPaymentShown,
  shownPayModes,
  type PayModeBooking,
} from './pay-modes';

const court = (changes: Partial<PayModeBooking['booking']> = {}, isMatch = false): PayModeBooking => ({
  booking: bookingDraft(changes),
  isMatch,
});

describe('shared payment visibility', () => {
  it('is shown for a court of several players when the club allows it', () => {
    expect(sharedPaymentShown(court(), paymentModes())).toBe(true);
  });

  it('is hidden for a match', () => {
    expect(sharedPaymentShown(court({}, true), paymentModes())).toBe(false);
  });

  it('is hidden for a booking of one player', () => {
    expect(sharedPaymentShown(court({ maxParticipants: 1 }), paymentModes())).toBe(false);
  });

  it('is hidden when the club does not allow shared payment', () => {
    expect(sharedPaymentShown(court(), paymentModes({ sharedPaymentAllowed: false }))).toBe(false);
  });
});

describe('full payment visibility', () => {
  it('is shown for a normal price whatever the club says of special prices', () => {
    const modes = paymentModes({ fullPaymentAllowedWithSpecialPrices: false });
    expect(fullPaymentShown(court({ isSpecialPrice: false }), modes)).toBe(true);
  });

  it('is hidden for a special price when the club disallows full payment with special prices', () => {
    const special = court({ isSpecialPrice: true });
    expect(fullPaymentShown(special, paymentModes({ fullPaymentAllowedWithSpecialPrices: false }))).toBe(
      false,
    );
    expect(fullPaymentShown(special, paymentModes({ fullPaymentAllowedWithSpecialPrices: true }))).toBe(true);
  });
});

describe('pay modes offered', () => {
  it('offers shared then full, either alone, or none', () => {
    expect(shownPayModes(court(), paymentModes())).toEqual(['shared', 'full']);
    expect(shownPayModes(court({}, true), paymentModes())).toEqual(['full']);
    const noFull = paymentModes({ fullPaymentAllowedWithSpecialPrices: false });
    expect(shownPayModes(court({ isSpecialPrice: true }), noFull)).toEqual(['shared']);
    expect(shownPayModes(court({ isSpecialPrice: true, maxParticipants: 1 }), noFull)).toEqual([]);
  });

  it('starts on shared payment when it is offered, else on full payment', () => {
    expect(payModeInUse(['shared', 'full'], null)).toBe('shared');
    expect(payModeInUse(['full'], null)).toBe('full');
    expect(payModeInUse(['shared'], null)).toBe('shared');
    expect(payModeInUse([], null)).toBeNull();
  });

  it("keeps the customer's choice while it is offered", () => {
    expect(payModeInUse(['shared', 'full'], 'full')).toBe('full');
    expect(payModeInUse(['shared'], 'full')).toBe('shared');
  });
});

describe('payment type', () => {
  it('is shared or full by the mode, and by place for a match', () => {
    expect(paymentTypeOf('shared', false)).toBe(PaymentType.Shared);
    expect(paymentTypeOf('full', false)).toBe(PaymentType.Full);
    expect(paymentTypeOf('full', true)).toBe(PaymentType.ByPlace);
  });
});
