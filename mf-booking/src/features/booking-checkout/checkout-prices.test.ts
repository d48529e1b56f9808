import { bookingDraft } from '../../lib/testing';
import { fullPrice, placeShares, playerShare, sharedPrice, toCents } from './checkout-prices';

describe('player share', () => {
  it('divides the amount by the places', () => {
    expect(playerShare(36, 4)).toBe(9);
    expect(playerShare(45, 4)).toBe(11.25);
  });

  it('rounds to cents', () => {
    expect(playerShare(10, 3)).toBe(3.33);
    expect(playerShare(20, 3)).toBe(6.67);
    expect(toCents(1.005)).toBe(1.01);
  });
});

describe('shared price', () => {
  it("is the owner's share alone without retention", () => {
    expect(sharedPrice(bookingDraft({ price: 36, genericPrice: 45, maxParticipants: 4 }), false)).toBe(9);
  });

  it("is the teammates' shares at the generic price plus the owner's share with retention", () => {
    // 45 / 4 = 11.25 for each of 3 teammates, plus the owner's 36 / 4 = 9.
    expect(sharedPrice(bookingDraft({ price: 36, genericPrice: 45, maxParticipants: 4 }), true)).toBe(42.75);
  });

  it('multiplies the rounded generic share, as each teammate pays it', () => {
    // 10 / 3 = 3.33 for each of 2 teammates, plus the owner's 3.33: 9.99, not the 10 of the unrounded shares.
    expect(sharedPrice(bookingDraft({ price: 10, genericPrice: 10, maxParticipants: 3 }), true)).toBe(9.99);
  });
});

describe('full price', () => {
  it("is the whole booking at the owner's price, or a match's place", () => {
    const booking = bookingDraft({ price: 36, genericPrice: 45 });
    expect(fullPrice(booking, false)).toBe(36);
    expect(fullPrice(booking, true)).toBe(9);
  });
});

describe('place shares', () => {
  it("is the owner's share at the owner's price and a teammate's at the generic price", () => {
    expect(placeShares(bookingDraft({ price: 36, genericPrice: 45, maxParticipants: 4 }))).toEqual({
      owner: 9,
      teammate: 11.25,
    });
  });
});
