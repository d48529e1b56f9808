import { VOUCHER_METHOD } from '../checkout/checkout-catalog.ts';
import { withErrors } from '../http/schemas.ts';
import { centsToDecimal } from './catalog-repository.ts';
import type { BookingType, HeldVoucher, PricedOffer } from './catalog-repository.ts';
import type { BookingType as WireBookingType } from '@club/shared-contracts/booking-entities';
import type { VoucherPaymentType } from '@club/shared-contracts/checkout-entities';
import type { Membership, Voucher, VoucherOffer } from '@club/shared-contracts/entities';

const str = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;
const num = { type: 'number' } as const;
const int = { type: 'integer' } as const;

/** Answer schema of a booking type. */
export const bookingTypeSchema = {
  type: 'object',
  properties: {
    id: int,
    name: str,
    description: str,
    extendedDescription: str,
    category: str,
    image: str,
    byPlace: bool,
    bookingByPlace: bool,
    allowCreateBookByPlace: bool,
    maxParticipants: int,
    concept: { type: 'string', enum: ['Booking', 'School', 'Match', 'Event'] },
    grossPrice: num,
    netPrice: num,
  },
  required: [
    'id',
    'name',
    'description',
    'extendedDescription',
    'category',
    'image',
    'byPlace',
    'bookingByPlace',
    'allowCreateBookByPlace',
    'maxParticipants',
    'concept',
    'grossPrice',
    'netPrice',
  ],
} as const;

/** Answer schema of a membership or voucher offer. */
export const offerSchema = {
  type: 'object',
  properties: {
    id: int,
    name: str,
    description: str,
    logo: str,
    grossPrice: num,
    netPrice: num,
    productTypeId: { type: ['integer', 'null'] },
  },
  required: ['id', 'name', 'description', 'logo', 'grossPrice', 'netPrice', 'productTypeId'],
} as const;

/** Answer schema of a held voucher with its movements; type is the payment method type that pays with it. */
export const heldVoucherSchema = {
  type: 'object',
  properties: {
    id: int,
    type: { type: 'integer', enum: Object.values(VOUCHER_METHOD) },
    description: str,
    balance: num,
    movements: {
      type: 'array',
      items: {
        type: 'object',
        properties: { created: str, amount: num, previousAmount: num, current: num },
        required: ['created', 'amount', 'previousAmount', 'current'],
      },
    },
  },
  required: ['id', 'type', 'description', 'balance', 'movements'],
} as const;

/** `{ ok, model: T[] }` answer schema with the error answers. */
export const modelList = <T extends object>(item: T) =>
  withErrors({
    type: 'object',
    properties: { ok: bool, model: { type: 'array', items: item } },
    required: ['ok', 'model'],
  } as const);

/** The wire form of a booking type, prices as decimals. */
export const toWireBookingType = (type: BookingType): WireBookingType => ({
  id: type.id,
  name: type.name,
  description: type.description,
  extendedDescription: type.extendedDescription,
  category: type.category,
  image: type.image,
  byPlace: type.byPlace,
  bookingByPlace: type.bookingByPlace,
  allowCreateBookByPlace: type.allowCreateBookByPlace,
  maxParticipants: type.maxParticipants,
  concept: type.concept,
  grossPrice: centsToDecimal(type.grossCents),
  netPrice: centsToDecimal(type.netCents),
});

/** The wire form of a membership or voucher offer, prices as decimals. */
export const toWireOffer = (offer: PricedOffer): Membership & VoucherOffer => ({
  id: offer.id,
  name: offer.name,
  description: offer.description,
  logo: offer.logo,
  grossPrice: centsToDecimal(offer.grossCents),
  netPrice: centsToDecimal(offer.netCents),
  productTypeId: offer.productTypeId,
});

/** The wire form of a held voucher, amounts as decimals: money, or a number of sessions or hours. */
export const toWireVoucher = (voucher: HeldVoucher): Voucher => ({
  id: voucher.id,
  type: VOUCHER_METHOD[voucher.kind] as VoucherPaymentType,
  description: voucher.description,
  balance: centsToDecimal(voucher.balanceCents),
  movements: voucher.movements.map((movement) => ({
    created: movement.created,
    amount: centsToDecimal(movement.amountCents),
    previousAmount: centsToDecimal(movement.previousCents),
    current: centsToDecimal(movement.currentCents),
  })),
});
