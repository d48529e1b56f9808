import type { BookingResource, BookingType } from '@club/shared-contracts/booking-entities';
import { bookingBlock, bookingType } from '../../lib/testing';
import {
  checkoutPayload,
  createsMatch,
  freeOptions,
  joinedByPlaceOnly,
  type PickedSlot,
} from './booking-confirm';

const type: BookingType = bookingType(1, { name: 'Reserva de pista de tenis', category: 'Tenis' });

const slot = (start: string, durations: number[], amount = 20) => ({
  id: 1,
  start,
  sstart: start.slice(11, 16),
  durations,
  priceByDuration: Object.fromEntries(
    durations.map((duration) => [duration, { amount, isSpecialPrice: false }]),
  ),
  noOnlineBlocks: [],
});

const court: BookingResource = {
  id: 3,
  name: 'Pista 3',
  type: 'Pista de tenis',
  image: '',
  showNameOnline: true,
  timeTable: [slot('2026-11-26T18:00:00', [60, 90])],
};

const picked: PickedSlot = {
  resource: court,
  slot: slot('2026-11-26T18:00:00', [60, 90]),
  duration: 90,
  price: { price: 28.8, netPrice: 23.8, isSpecialPrice: true },
  genericPrice: { price: 36, netPrice: 29.75, isSpecialPrice: false },
};

const machine = (id: number, durations: number[]): BookingResource => ({
  id,
  name: `Lanzabolas ${id}`,
  type: 'Máquina lanzabolas',
  image: '',
  showNameOnline: true,
  timeTable: [slot('2026-11-26T18:00:00', durations, 5)],
});

describe('confirming a slot', () => {
  it('tells a match to create from a type only joined by place', () => {
    expect(createsMatch({ byPlace: true, allowCreateBookByPlace: true })).toBe(true);
    expect(createsMatch({ byPlace: false, allowCreateBookByPlace: true })).toBe(false);
    expect(joinedByPlaceOnly({ byPlace: true, allowCreateBookByPlace: false })).toBe(true);
    expect(joinedByPlaceOnly({ byPlace: true, allowCreateBookByPlace: true })).toBe(false);
  });

  it('carries the slot, both prices and the blocks to checkout', () => {
    const payload = checkoutPayload({
      type,
      filters: { cancelText: 'Hasta 24 h antes' },
      picked,
      options: [],
      match: null,
      customerId: 7,
      origin: 'Web',
    });
    expect(payload.isMatch).toBe(false);
    expect(payload.booking).toMatchObject({
      customerId: 7,
      bookingTypeId: 1,
      price: 28.8,
      genericPrice: 36,
      isSpecialPrice: true,
      date: '2026-11-26T18:00:00',
      duration: 90,
      gender: 'Open',
      modifyLevel: false,
      minLevel: 0,
      maxLevel: 7,
      cancelText: 'Hasta 24 h antes',
      resourceName: 'Pista 3',
    });
    // Court 3 from 18:00 for 90 minutes in the customer's name, as the test helpers' block.
    expect(payload.blocks).toEqual([bookingBlock()]);
  });

  it('adds chosen options as blocks and to the price, and a match’s options to the draft', () => {
    const payload = checkoutPayload({
      type,
      filters: { cancelText: '' },
      picked,
      options: [{ resource: machine(21, [90]), amount: 5.1 }],
      match: { competitive: false, gender: 'Mixed', matchRange: [2.5, 3.75] },
      customerId: 7,
      origin: 'Android',
    });
    expect(payload.isMatch).toBe(true);
    expect(payload.booking).toMatchObject({
      price: 33.9,
      genericPrice: 41.1,
      gender: 'Mixed',
      modifyLevel: false,
      minLevel: 2.5,
      maxLevel: 3.75,
      origin: 'Android',
      resourceName: 'Pista 3, Lanzabolas 21',
    });
    expect(payload.blocks.map((block) => block.resourceId)).toEqual([3, 21]);
  });

  it('offers only the options free at the picked start for the picked duration', () => {
    const options = freeOptions([machine(21, [60]), machine(22, [60, 90])], picked);
    expect(options.map((option) => [option.resource.id, option.amount])).toEqual([[22, 5]]);
  });
});
