// What the checkout reads of the club's set-up and the customer's means of payment: the payment methods, the
// transports, the coupon codes, the customer's vouchers and the saved cards a provider can charge again.
import type { DatabaseSync } from 'node:sqlite';
import { PaymentMethodType } from '@club/shared-contracts/entities';
import { allRows, getRow } from '../db/database.ts';

/** A payment method the club offers. */
export interface MethodRecord {
  id: number;
  type: PaymentMethodType;
  name: string;
  description: string;
  allowTokenization: boolean;
  forceSaveCreditCard: boolean;
  /** How long before a shared booking starts its shares must be paid with this method; null: no deadline. */
  sharedDeadlineMinutes: number | null;
}

/** A transport of the shop. */
export interface TransportRecord {
  id: number;
  name: string;
  logo: string;
  deliveryTime: string;
  priceCents: number;
}

/** A coupon code. */
export interface PromoRecord {
  id: number;
  code: string;
  discountType: 'Money' | 'Percent';
  amount: number;
  validFrom: string | null;
  validUntil: string | null;
}

/** What a voucher holds (see migration 014: hundredths of a session or an hour for the last two). */
export type VoucherKind = 'Money' | 'Sessions' | 'Hours';

/** A voucher of a customer. */
export interface VoucherRecord {
  id: number;
  kind: VoucherKind;
  /** The offer's name: "Monedero 100 €", "Bono 10 sesiones". */
  name: string;
  balance: number;
}

/** A saved card a provider can charge. */
export interface ChargeableCard {
  id: number;
  provider: CardProviderName;
  providerToken: string;
  lastDigits: string;
}

/** The payment method type each card provider is registered for (the other way round of providerOfType). */
export const PROVIDER_TYPES = {
  redsys: PaymentMethodType.Redsys,
  stripe: PaymentMethodType.Stripe,
  netpay: PaymentMethodType.NetPay,
  razorpay: PaymentMethodType.Razorpay,
  paypal: PaymentMethodType.PayPal,
  mercadopago: PaymentMethodType.MercadoPago,
  transbank: PaymentMethodType.Transbank,
  authorizenet: PaymentMethodType.AuthorizeNet,
} as const;

/** The card providers by name, as provider_events, card_tokens and payment_refunds store them. */
export type CardProviderName = keyof typeof PROVIDER_TYPES;

/** The payment method type of a card provider. */
export type CardPaymentType = (typeof PROVIDER_TYPES)[CardProviderName];

/** The provider of a card payment method type, or null for a method that takes no card. */
export function providerOfType(type: number): CardProviderName | null {
  const found = Object.entries(PROVIDER_TYPES).find(([, providerType]) => providerType === type);
  return found ? (found[0] as CardProviderName) : null;
}

/** The payment method type that pays with a kind of voucher. */
export const VOUCHER_METHOD: Readonly<Record<VoucherKind, PaymentMethodType>> = {
  Money: PaymentMethodType.MoneyVoucher,
  Sessions: PaymentMethodType.SessionsVoucher,
  Hours: PaymentMethodType.HoursVoucher,
};

/** The kind of voucher a payment method type pays with, or null for a method that is no voucher. */
export function voucherKindOfType(type: number): VoucherKind | null {
  const found = Object.entries(VOUCHER_METHOD).find(([, methodType]) => methodType === type);
  return found ? (found[0] as VoucherKind) : null;
}

interface MethodRow {
  id: number;
  type: PaymentMethodType;
  name: string;
  description: string;
  allow_tokenization: number;
  force_save_credit_card: number;
  shared_deadline_minutes: number | null;
}

const toMethod = (row: MethodRow): MethodRecord => ({
  id: row.id,
  type: row.type,
  name: row.name,
  description: row.description,
  allowTokenization: row.allow_tokenization === 1,
  forceSaveCreditCard: row.force_save_credit_card === 1,
  sharedDeadlineMinutes: row.shared_deadline_minutes,
});

const METHOD_COLUMNS =
  'id, type, name, description, allow_tokenization, force_save_credit_card, shared_deadline_minutes';
const TRANSPORT_COLUMNS = 'id, name, logo, delivery_time AS deliveryTime, price_cents AS priceCents';

/** The checkout's reads of the club's set-up and the customer's vouchers and cards. */
export interface CheckoutCatalog {
  /** The active payment methods, in the club's order. */
  listMethods(): MethodRecord[];
  /** An active payment method, or undefined. */
  findMethod(id: number): MethodRecord | undefined;
  /** The active transports, in the club's order. */
  listTransports(): TransportRecord[];
  findTransport(id: number): TransportRecord | undefined;
  /** An active coupon by its code, in any case; undefined for an unknown one. */
  findPromo(code: string): PromoRecord | undefined;
  /** A customer's vouchers with a balance, newest first. */
  vouchersOf(customerId: number): VoucherRecord[];
  /** A voucher of the customer, or undefined. */
  findVoucher(customerId: number, voucherId: number): VoucherRecord | undefined;
  /** The customer's newest card saved with a provider (any provider for null), or undefined. */
  newestCard(customerId: number, provider: CardProviderName | null): ChargeableCard | undefined;
  /** A card of the customer that a provider can charge (any provider when none is named), or undefined. */
  findCard(customerId: number, cardId: number, provider?: CardProviderName): ChargeableCard | undefined;
}

interface CardRow {
  id: number;
  provider: CardProviderName;
  provider_token: string;
  last_digits: string;
}

const toCard = (row: CardRow): ChargeableCard => ({
  id: row.id,
  provider: row.provider,
  providerToken: row.provider_token,
  lastDigits: row.last_digits,
});

const VOUCHER_SQL = `SELECT v.id, o.kind, o.name, v.balance_cents AS balance
  FROM customer_vouchers v JOIN voucher_offers o ON o.id = v.offer_id`;

/** Creates the checkout's reads. */
export function createCheckoutCatalog(db: DatabaseSync): CheckoutCatalog {
  return {
    listMethods() {
      return allRows<MethodRow>(
        db,
        `SELECT ${METHOD_COLUMNS} FROM payment_methods WHERE active = 1 ORDER BY position, id`,
      ).map(toMethod);
    },
    findMethod(id) {
      const row = getRow<MethodRow>(
        db,
        `SELECT ${METHOD_COLUMNS} FROM payment_methods WHERE id = ? AND active = 1`,
        id,
      );
      return row && toMethod(row);
    },
    listTransports() {
      return allRows<TransportRecord>(
        db,
        `SELECT ${TRANSPORT_COLUMNS} FROM shop_transports WHERE active = 1 ORDER BY position, id`,
      );
    },
    findTransport(id) {
      return getRow<TransportRecord>(
        db,
        `SELECT ${TRANSPORT_COLUMNS} FROM shop_transports WHERE id = ? AND active = 1`,
        id,
      );
    },
    findPromo(code) {
      return getRow<PromoRecord>(
        db,
        `SELECT id, code, discount_type AS discountType, amount, valid_from AS validFrom, valid_until AS validUntil
         FROM promo_codes WHERE code = ? AND active = 1`,
        code.trim(),
      );
    },
    vouchersOf(customerId) {
      return allRows<VoucherRecord>(
        db,
        `${VOUCHER_SQL} WHERE v.customer_id = ? AND v.balance_cents > 0 ORDER BY v.created DESC, v.id DESC`,
        customerId,
      );
    },
    findVoucher(customerId, voucherId) {
      return getRow<VoucherRecord>(
        db,
        `${VOUCHER_SQL} WHERE v.id = ? AND v.customer_id = ?`,
        voucherId,
        customerId,
      );
    },
    newestCard(customerId, provider) {
      const row = getRow<CardRow>(
        db,
        `SELECT id, provider, provider_token, last_digits FROM card_tokens
         WHERE customer_id = ? AND (? IS NULL OR provider = ?) AND provider_token IS NOT NULL
         ORDER BY created DESC, id DESC`,
        customerId,
        provider,
        provider,
      );
      return row && toCard(row);
    },
    findCard(customerId, cardId, provider) {
      const row = getRow<CardRow>(
        db,
        `SELECT id, provider, provider_token, last_digits FROM card_tokens
         WHERE id = ? AND customer_id = ? AND provider_token IS NOT NULL AND (? IS NULL OR provider = ?)`,
        cardId,
        customerId,
        provider ?? null,
        provider ?? null,
      );
      return row && toCard(row);
    },
  };
}
