import { ApiError } from '@club/shared-contracts/http';
import { PaymentType, Team } from '@club/shared-contracts/entities';
import { bookingBlock, bookingSale, checkoutPayload } from '../../lib/testing';
import { cartSales, prebookPayload, prebookRefusal } from './prebook-request';

const owner = { customerId: 8, name: 'Ana García', team: Team.NotSet };
const luis = { customerId: 12, name: 'Luis Pérez', team: Team.NotSet };
const marta = { customerId: 15, name: 'Marta Ruiz', team: Team.NotSet };

describe('prebook payload', () => {
  it("books in the owner's name with the shared payment type and the other players", () => {
    const checkout = checkoutPayload(
      { customerId: 7 },
      { blocks: [bookingBlock(), bookingBlock({ resourceId: 4 })] },
    );
    const payload = prebookPayload(checkout, 'shared', [owner, luis, marta]);
    expect(payload).toEqual({
      booking: { ...checkout.booking, customerId: 8, paymentType: PaymentType.Shared },
      blocks: [bookingBlock({ customerId: 8 }), bookingBlock({ resourceId: 4, customerId: 8 })],
      customerIsParticipant: true,
      isMultiple: false,
      customerIds: [12, 15],
      players: [owner, luis, marta],
    });
  });

  it('sends the owner alone with the full payment type', () => {
    const payload = prebookPayload(checkoutPayload(), 'full', [owner, luis]);
    expect(payload.booking.paymentType).toBe(PaymentType.Full);
    expect(payload.customerIds).toEqual([]);
    expect(payload.players).toEqual([owner]);
    expect(payload).not.toHaveProperty('matchOptions');
  });

  it('books a created match by place with its options', () => {
    const match = checkoutPayload(
      { bookingByPlace: true, gender: 'Mixed', modifyLevel: true, minLevel: 2.5, maxLevel: 4 },
      { isMatch: true },
    );
    const payload = prebookPayload(match, 'full', [owner]);
    expect(payload.booking.paymentType).toBe(PaymentType.ByPlace);
    expect(payload.matchOptions).toEqual({ gender: 'Mixed', competitive: true, matchRange: [2.5, 4] });
  });
});

describe('prebook refusal', () => {
  const refused = (answer: unknown, errorMsg = 'Refused') =>
    new ApiError('rejected', { status: 200, errorMsg, answer });

  it("joins the values of the answer's error map with commas", () => {
    const answer = {
      ok: false,
      errorMsg: 'Refused',
      model: { slot: 'Slot taken', players: ['Luis is in another booking'] },
    };
    expect(prebookRefusal(refused(answer))).toBe('Slot taken, Luis is in another booking');
  });

  it('takes the errorMsg without an error map', () => {
    expect(prebookRefusal(refused({ ok: false, errorMsg: 'Slot taken' }, 'Slot taken'))).toBe('Slot taken');
    expect(prebookRefusal(refused({ ok: false, errorMsg: 'Slot taken', model: {} }, 'Slot taken'))).toBe(
      'Slot taken',
    );
    const http = new ApiError('http', { status: 409, errorMsg: 'Slot taken', answer: { ok: false } });
    expect(prebookRefusal(http)).toBe('Slot taken');
  });

  it('leaves failures without an answer to the global error', () => {
    expect(prebookRefusal(new ApiError('crash'))).toBeNull();
    expect(prebookRefusal(new ApiError('unauthorized', { status: 401 }))).toBeNull();
    expect(prebookRefusal(new Error('bug'))).toBeNull();
  });
});

describe('sales to the cart', () => {
  const sales = [bookingSale(1, 8), bookingSale(2, 12), bookingSale(3, 15)];

  it('takes every sale of a full payment or a shared payment with retention, each with its cancel URL', () => {
    const all = cartSales(sales, { mode: 'full', withRetention: false, ownerId: 8 });
    expect(all.map((sale) => sale.cancelUrl)).toEqual([
      'publicbookings/cancel/50/8',
      'publicbookings/cancel/50/12',
      'publicbookings/cancel/50/15',
    ]);
    expect(cartSales(sales, { mode: 'shared', withRetention: true, ownerId: 8 })).toHaveLength(3);
  });

  it("takes only the owner's sales of a shared payment without retention", () => {
    const own = cartSales(sales, { mode: 'shared', withRetention: false, ownerId: 8 });
    expect(own).toEqual([{ ...sales[0], cancelUrl: 'publicbookings/cancel/50/8' }]);
  });
});
