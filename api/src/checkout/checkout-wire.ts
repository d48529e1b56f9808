// The wire schemas of the checkout calls (shared-contracts checkout-entities.ts): bodies and answers. Bodies name
// only what the server reads: it prices every line itself, so a price the page showed is never sent back.
import { deliveryFields } from '@club/shared-contracts/checkout-entities';
import { customerTextLimits } from '@club/shared-contracts/entities';
import {
  MAX_ID,
  TEXT_LIMITS,
  closedObject,
  customerLine,
  idSchema,
  nameSchema,
  passwordSchema,
  phoneSchema,
  withErrors,
} from '../http/schemas.ts';
import { MAX_LINE_UNITS, MAX_STOCK_LINES } from '../payments/publicpayments-routes.ts';

const str = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;
const num = { type: 'number' } as const;
const int = { type: 'integer' } as const;
const nullable = <T extends object>(schema: T) => ({ anyOf: [schema, { type: 'null' }] }) as const;

/** Booking sales one cart may carry. */
export const MAX_CART_SALES = 50;
/** The longest coupon code, saved-card token id and cart guid. */
export const CODE_MAX_LENGTH = 50;
export const TOKEN_ID_MAX_LENGTH = 200;
export const GUID_MAX_LENGTH = 100;

const saleItemSchema = {
  type: 'object',
  properties: {
    productId: idSchema,
    units: { type: 'integer', minimum: 1, maximum: MAX_LINE_UNITS },
    temp: bool,
    stockParentId: nullable(idSchema),
    stockParentName: nullable({ type: 'string', maxLength: 200 }),
    stockDetail: nullable({ type: 'string', maxLength: 1000 }),
  },
  required: ['productId', 'units'],
  additionalProperties: false,
} as const;

const cartProperties = {
  saleItems: { type: 'array', maxItems: MAX_STOCK_LINES, items: saleItemSchema },
  saleIds: { type: 'array', maxItems: MAX_CART_SALES, uniqueItems: true, items: idSchema },
} as const;

/** The body of POST /api/shop/checkout-info[-by-customer] (CartLines). */
export const cartLinesBody = {
  type: 'object',
  properties: { customerId: nullable(idSchema), ...cartProperties },
  required: ['customerId', 'saleItems', 'saleIds'],
  additionalProperties: false,
} as const;

/** The body of POST /api/promos/validate (PromoPayload). */
export const promoBody = {
  type: 'object',
  properties: {
    code: { ...customerLine(CODE_MAX_LENGTH), minLength: 1 },
    customerId: nullable(idSchema),
    ...cartProperties,
  },
  required: ['code', 'customerId', 'saleItems', 'saleIds'],
  additionalProperties: false,
} as const;

const addressLine = customerLine(customerTextLimits.addressLine1);

const checkoutCustomerSchema = {
  type: 'object',
  properties: {
    id: nullable(idSchema),
    name: nameSchema,
    surname: nameSchema,
    addressLine1: addressLine,
    city: customerLine(customerTextLimits.city),
    town: customerLine(customerTextLimits.town),
    country: customerLine(customerTextLimits.country),
    postalCode: customerLine(customerTextLimits.postalCode),
    // Checked as an address by the handler where it is required (a logged-in customer may leave it out).
    email: customerLine(TEXT_LIMITS.email),
    phone: phoneSchema,
    password: passwordSchema,
    okRss: bool,
    acceptConditions: bool,
  },
  required: ['id', ...deliveryFields, 'okRss', 'acceptConditions'],
  additionalProperties: false,
} as const;

/** The body of POST /api/shop/checkout and checkout-customer (CheckoutPayload); 0 is no payment method chosen. */
export const checkoutBody = {
  type: 'object',
  properties: {
    ...cartProperties,
    paymentMethodId: { type: 'integer', minimum: 0, maximum: MAX_ID },
    tokenId: nullable({ type: 'string', maxLength: TOKEN_ID_MAX_LENGTH }),
    promoCode: nullable(customerLine(CODE_MAX_LENGTH)),
    shopTransportId: nullable(idSchema),
    saveCreditCard: bool,
    guid: { ...customerLine(GUID_MAX_LENGTH), minLength: 1 },
    voucherId: nullable(idSchema),
    customer: checkoutCustomerSchema,
    origin: { type: 'string', enum: ['Web', 'iOS', 'Android'] },
  },
  required: [
    'saleItems',
    'saleIds',
    'paymentMethodId',
    'tokenId',
    'promoCode',
    'shopTransportId',
    'saveCreditCard',
    'guid',
    'voucherId',
    'customer',
    'origin',
  ],
  additionalProperties: false,
} as const;

const paymentMethodSchema = {
  type: 'object',
  properties: {
    id: int,
    type: int,
    name: str,
    description: str,
    tokenId: { type: ['string', 'null'] },
    allowTokenization: bool,
    forceSaveCreditCard: bool,
    paymentDeadline: {
      anyOf: [
        {
          type: 'object',
          properties: { date: str, isSharedPaymentAllowed: bool },
          required: ['date', 'isSharedPaymentAllowed'],
        },
        { type: 'null' },
      ],
    },
  },
  required: [
    'id',
    'type',
    'name',
    'description',
    'tokenId',
    'allowTokenization',
    'forceSaveCreditCard',
    'paymentDeadline',
  ],
} as const;

const checkoutInfoSchema = {
  type: 'object',
  properties: {
    paymentMethods: { type: 'array', items: paymentMethodSchema },
    vouchers: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: int, type: int, description: str, balance: num },
        required: ['id', 'type', 'description', 'balance'],
      },
    },
    transports: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: int,
          name: str,
          logo: str,
          deliveryTime: str,
          product: { type: 'object', properties: { grossPrice: num }, required: ['grossPrice'] },
        },
        required: ['id', 'name', 'logo', 'deliveryTime', 'product'],
      },
    },
    name: str,
    surname: str,
    addressLine1: str,
    city: str,
    town: str,
    country: str,
    postalCode: str,
    email: str,
    phone: str,
    okRss: bool,
    acceptConditions: bool,
    isSharedPayment: bool,
    withRetention: bool,
    guaranteedAmount: { type: 'number', minimum: 0 },
    payPalId: str,
    currency: str,
    netPayPublicKey: str,
    netPayProdMode: bool,
    allowVouchers: bool,
    stripePublicKey: str,
    stripeScriptUrl: str,
  },
  required: [
    'paymentMethods',
    'vouchers',
    'transports',
    ...deliveryFields,
    'okRss',
    'acceptConditions',
    'isSharedPayment',
    'withRetention',
    'guaranteedAmount',
    'payPalId',
    'currency',
    'netPayPublicKey',
    'netPayProdMode',
    'allowVouchers',
    'stripePublicKey',
    'stripeScriptUrl',
  ],
} as const;

/** Answer of the checkout info calls: `{ ok: true, data }`, or a refusal `{ ok: false, errorMsg }`. */
export const checkoutInfoAnswer = withErrors({
  type: 'object',
  properties: { ok: bool, errorMsg: str, data: checkoutInfoSchema },
  required: ['ok'],
} as const);

/** Answer of the coupon check: `{ ok: true, data: PromoResult }`, or `{ ok: false, errorMsg }`. */
export const promoAnswer = withErrors({
  type: 'object',
  properties: {
    ok: bool,
    errorMsg: str,
    data: {
      type: 'object',
      properties: { discount: num, netDiscount: num, discountedTaxes: num },
      required: ['discount', 'netDiscount', 'discountedTaxes'],
    },
  },
  required: ['ok'],
} as const);

/** Answer of the checkout calls: `{ ok: true, model: CheckoutModel }`, or `{ ok: false, errorMsg }`. */
export const checkoutAnswer = withErrors({
  type: 'object',
  properties: {
    ok: bool,
    errorMsg: str,
    model: {
      type: 'object',
      properties: {
        redsysData: {
          type: 'object',
          properties: {
            url: str,
            Ds_SignatureVersion: str,
            Ds_MerchantParameters: str,
            Ds_Signature: str,
          },
          required: ['url', 'Ds_SignatureVersion', 'Ds_MerchantParameters', 'Ds_Signature'],
        },
        stripe: {
          type: 'object',
          properties: {
            publicKey: str,
            scriptUrl: str,
            intent: { type: 'string', enum: ['payment', 'setup'] },
            intentId: str,
            clientSecret: str,
            requiresAction: bool,
          },
          required: ['publicKey', 'scriptUrl', 'intent', 'intentId', 'clientSecret', 'requiresAction'],
        },
        netpay: {
          type: 'object',
          properties: { scriptUrl: str, publicKey: str, sandboxMode: bool, reference: str },
          required: ['scriptUrl', 'publicKey', 'sandboxMode', 'reference'],
        },
        authorizeNet: {
          type: 'object',
          properties: { scriptUrl: str, apiLoginId: str, clientKey: str, reference: str },
          required: ['scriptUrl', 'apiLoginId', 'clientKey', 'reference'],
        },
        razorpayData: {
          type: 'object',
          properties: {
            scriptUrl: str,
            key: str,
            amount: int,
            currency: str,
            order_id: str,
            name: str,
            description: str,
          },
          required: ['scriptUrl', 'key', 'amount', 'currency', 'order_id', 'name', 'description'],
        },
        paypal: {
          type: 'object',
          properties: { orderId: str, clientId: str, currency: str, sdkBaseUrl: str },
          required: ['orderId', 'clientId', 'currency', 'sdkBaseUrl'],
        },
        mercadoPago: {
          type: 'object',
          properties: {
            pk: str,
            id: str,
            amount: { type: 'number' },
            email: str,
            currency: str,
            scriptUrl: str,
          },
          required: ['pk', 'id', 'amount', 'email', 'currency', 'scriptUrl'],
        },
        transbank: {
          type: 'object',
          properties: { url: str, token: str },
          required: ['url', 'token'],
        },
        errorMsg: str,
        saleNumber: str,
        customerId: int,
        ctk: str,
      },
    },
  },
  required: ['ok'],
} as const);

/** A checkout's provider reference in a path (newReference: 4 digits, then 8 letters or digits). */
export const checkoutReferenceParams = closedObject({
  reference: { type: 'string', minLength: 12, maxLength: 12, pattern: '^[0-9]{4}[A-Z0-9]{8}$' },
});

/** The answer of GET /api/shop/checkout-result/{reference}. */
export const checkoutResultAnswer = withErrors({
  type: 'object',
  properties: {
    ok: bool,
    model: {
      type: 'object',
      properties: {
        status: { type: 'string', enum: ['Started', 'Paid', 'Failed', 'Saved', 'Refunded'] },
        refunded: {
          type: ['string', 'null'],
          enum: ['SlotTaken', 'PaidTwice', 'SoldOut', 'CancelledWhilePaying', null],
        },
      },
      required: ['status', 'refunded'],
    },
    errorMsg: str,
  },
  required: ['ok'],
} as const);
