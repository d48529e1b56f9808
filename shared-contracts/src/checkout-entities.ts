// The checkout's entities (document 3, 3 and 7) as they travel on the wire: what the checkout page reads, what it
// sends to pay, and what a payment provider's step needs. Like entities.ts, it has only erasable syntax and type
// imports, so the API server can load it with Node's type stripping.
import type {
  ClientOrigin,
  DataAnswer,
  OkAnswer,
  PaymentMethodType,
  StockCheckItem,
} from '@club/shared-contracts/entities';

/** A payment deadline of a method: after `date` the players of a shared booking could no longer pay their share. */
export interface PaymentDeadline {
  date: string;
  isSharedPaymentAllowed: boolean;
}

/** A payment method offered at checkout. */
export interface PaymentMethod {
  id: number;
  type: PaymentMethodType;
  name: string;
  description: string;
  /** The customer's card saved with this method's provider (paid with it unless another card is asked for). */
  tokenId: string | null;
  /** The method can save the card for later payments ('Save my card'). */
  allowTokenization: boolean;
  /** The method always saves the card. */
  forceSaveCreditCard: boolean;
  paymentDeadline: PaymentDeadline | null;
}

/** A transport (shipping) option; its price is a product's gross price. */
export interface Transport {
  id: number;
  name: string;
  logo: string;
  deliveryTime: string;
  product: { grossPrice: number };
}

/** The payment method types that pay with a voucher. */
export type VoucherPaymentType =
  | typeof PaymentMethodType.MoneyVoucher
  | typeof PaymentMethodType.SessionsVoucher
  | typeof PaymentMethodType.HoursVoucher;

/**
 * A voucher of the customer usable at checkout: money (balance in the club's currency), sessions (one per booking)
 * or hours (a booking's duration); type is the payment method type that pays with it.
 */
export interface CheckoutVoucher {
  id: number;
  type: VoucherPaymentType;
  description: string;
  balance: number;
}

/**
 * The delivery address of a checkout (document 3, 5), in the order of the form: every field is required when a line
 * is shipped or the buyer is a visitor.
 */
export const deliveryFields = [
  'name',
  'surname',
  'addressLine1',
  'city',
  'town',
  'country',
  'postalCode',
  'email',
  'phone',
] as const;

/** One of the delivery address fields. */
export type DeliveryField = (typeof deliveryFields)[number];

/** A delivery address, field by field. */
export type DeliveryAddress = Record<DeliveryField, string>;

/** What the checkout page needs (POST /api/shop/checkout-info[-by-customer]). */
export interface CheckoutInfo extends DeliveryAddress {
  paymentMethods: PaymentMethod[];
  vouchers: CheckoutVoucher[];
  transports: Transport[];
  okRss: boolean;
  acceptConditions: boolean;
  /** The cart holds a shared payment's sale. */
  isSharedPayment: boolean;
  /** The shared payment keeps a guarantee on a saved card (only Redsys and Stripe, a saved card required). */
  withRetention: boolean;
  /**
   * Of the cart's total, what a shared payment with retention does not charge now but guarantees on the card: the
   * teammates' and free places' shares (the cart's sales do not say whose share each is). It is held on the card
   * close to the match and what is still unpaid at the start is charged; the owner's share is charged now. Gross
   * when the club's prices include taxes, net otherwise, as the totals show amounts; 0 for any other cart.
   */
  guaranteedAmount: number;
  payPalId: string;
  currency: string;
  netPayPublicKey: string;
  netPayProdMode: boolean;
  allowVouchers: boolean;
  /** The Stripe publishable key, and the address of Stripe.js (the API's sandbox script unless real keys are set). */
  stripePublicKey: string;
  stripeScriptUrl: string;
}

/** The answer of the checkout info calls. */
export type CheckoutInfoAnswer = DataAnswer<CheckoutInfo>;

/** A cart product line as the checkout calls send it: the server prices it again. */
export type CheckoutSaleItem = StockCheckItem;

/** What every cart-carried checkout call sends: the product lines and the ids of the cart's sales. */
export interface CartLines {
  customerId: number | null;
  saleItems: CheckoutSaleItem[];
  saleIds: number[];
}

/** The body of POST /api/promos/validate. */
export type PromoPayload = CartLines & { code: string };

/** The result of validating a coupon (POST /api/promos/validate). */
export interface PromoResult {
  discount: number;
  netDiscount: number;
  discountedTaxes: number;
}

/** The answer of the coupon check; a refusal is `{ ok: false, errorMsg }` ('Sorry, the code is not valid' without one). */
export type PromoAnswer = DataAnswer<PromoResult>;

/** The customer block of a checkout: the delivery address, and a password when the account is created here. */
export interface CheckoutCustomer extends DeliveryAddress {
  /** The logged-in customer, or null for a visitor who creates the account with this checkout. */
  id: number | null;
  /** Only for a visitor (the new account's password). */
  password: string;
  okRss: boolean;
  acceptConditions: boolean;
}

/** The body of POST /api/shop/checkout (visitor) and /api/shop/checkout-customer. */
export interface CheckoutPayload extends Omit<CartLines, 'customerId'> {
  paymentMethodId: number;
  /** A saved card to pay with (a method's tokenId, or the stripe_token a card setup came back with). */
  tokenId: string | null;
  /** The coupon the customer applied, or null. */
  promoCode: string | null;
  shopTransportId: number | null;
  saveCreditCard: boolean;
  /** The cart's guid: one checkout per cart at a time. */
  guid: string;
  /** The voucher paying, with a voucher payment method. */
  voucherId: number | null;
  customer: CheckoutCustomer;
  origin: ClientOrigin;
}

/** Redsys: the signed form the page posts to the provider's payment page (research A1). */
export interface RedsysData {
  /** The form's action: the provider's payment page (the API's sandbox page unless real keys are set). */
  url: string;
  Ds_SignatureVersion: string;
  Ds_MerchantParameters: string;
  Ds_Signature: string;
}

/** Stripe: the intent the page confirms with Stripe.js (research A2). */
export interface StripeStart {
  publicKey: string;
  /** Where Stripe.js loads from (as in CheckoutInfo). */
  scriptUrl: string;
  /** 'setup' saves a card (then /checkout?stripe_token=…); 'payment' pays. */
  intent: 'payment' | 'setup';
  intentId: string;
  clientSecret: string;
  /**
   * Paying with a saved card the server already confirmed: true when the bank asks for authentication (the page
   * calls handleNextAction), false when it needs nothing more (the page goes straight to /stripe-callback).
   * Always false for an intent the page confirms with the card fields.
   */
  requiresAction: boolean;
}

/**
 * NetPay (research A3): the card popup's fields go to netpay.min.js (NetPay.token.create), whose token the page sends
 * to POST /api/netpay/charge/{reference}; the server charges it.
 */
export interface NetPayStart {
  /** Where netpay.min.js loads from (the API's sandbox unless real keys are set). */
  scriptUrl: string;
  publicKey: string;
  /** NetPay.setSandboxMode: true unless the club's account is live. */
  sandboxMode: boolean;
  /** The checkout's reference, which the charge call names. */
  reference: string;
}

/**
 * Authorize.Net (research A8): the card popup's fields go only to Accept.js (Accept.dispatchData), whose opaque data
 * the page sends to POST /api/authorizenet/charge/{reference}; the card never reaches the club's API.
 */
export interface AuthorizeNetStart {
  /** Where Accept.js loads from (the API's sandbox unless real keys are set). */
  scriptUrl: string;
  apiLoginId: string;
  clientKey: string;
  reference: string;
}

/** Razorpay (research A4): checkout.js and the options of its modal, for the order the server created. */
export interface RazorpayData {
  /** Where checkout.js loads from (the API's sandbox unless real keys are set). */
  scriptUrl: string;
  key: string;
  /** In the currency's smallest unit. */
  amount: number;
  currency: string;
  order_id: string;
  /** The club's name, the modal's title. */
  name: string;
  description: string;
}

/**
 * What a card a provider's script tokenized pays: paid, or the errorMsg (a decline, or NetPay's 3DS marker and URL);
 * refunded when the charge went through but was returned to the card (what it paid was gone meanwhile).
 */
export type TokenChargeAnswer =
  { ok: true } | { ok: false; errorMsg: string; refunded?: PaymentRefundReason };

/** What precedes the address of the bank's check in a NetPay errorMsg: the page goes to the address after it. */
export const NETPAY_3DS_MARKER = 'NETPAY_3DS_REDIRECT:';

/** The answer of POST /api/netpay/callback/{id}/{transactionToken} and GET /api/razorpay/status/…. */
export interface ProviderPaymentStatus {
  ok: boolean;
  /** Ask again a second later (Razorpay's status while the payment is on its way). */
  retry: boolean;
  /** Present when the payment went through but was returned to the card (ok is then false). */
  refunded?: PaymentRefundReason;
}

/** PayPal (research A5): the order the page's PayPal buttons approve and authorize. */
export interface PayPalStart {
  /** What the buttons' createOrder answers: the order the server created for this checkout. */
  orderId: string;
  clientId: string;
  currency: string;
  /** Where @paypal/paypal-js loads the JS SDK from (the API's sandbox stand-in unless real keys are set). */
  sdkBaseUrl: string;
}

/** Mercado Pago (research A6): what the Card Payment Brick starts with. */
export interface MercadoPagoStart {
  /** The public key. */
  pk: string;
  /** The payment request (rqId of process_payment). */
  id: string;
  amount: number;
  email: string;
  currency: string;
  /** Where the SDK (window.MercadoPago) loads from: the API's sandbox stand-in unless real keys are set. */
  scriptUrl: string;
}

/** Transbank (research A7): the Webpay transaction the page posts `token_ws` to. */
export interface TransbankStart {
  url: string;
  token: string;
}

/**
 * The model of a checkout answer: a provider's next step, or an errorMsg; neither means the checkout is done
 * (paid, nothing to pay, or left to pay at the club) and the page goes to /cz/ok.
 */
export interface CheckoutModel {
  redsysData?: RedsysData;
  stripe?: StripeStart;
  netpay?: NetPayStart;
  authorizeNet?: AuthorizeNetStart;
  razorpayData?: RazorpayData;
  paypal?: PayPalStart;
  mercadoPago?: MercadoPagoStart;
  transbank?: TransbankStart;
  errorMsg?: string;
  /** The order the checkout made, when it is done. */
  saleNumber?: string;
  /**
   * The login of the account a visitor's checkout created, so the page can keep them logged in (and the card step's
   * return finds them): the customer and its bearer token.
   */
  customerId?: number;
  ctk?: string;
}

/** The answer of the checkout calls. */
export type CheckoutAnswer = OkAnswer<{ model: CheckoutModel }>;

/**
 * Why a card payment was returned to the card instead of paying (beyond the specification): it came after its hold
 * lapsed and the slot went to someone else, the share had been paid meanwhile, or a product sold out meanwhile.
 */
export type PaymentRefundReason = 'SlotTaken' | 'PaidTwice' | 'SoldOut' | 'CancelledWhilePaying';

/** The answer of GET /api/stripe/status/{intentId}: ok, or retry a second later; tokenId is the card a setup saved. */
export interface PaymentStatus {
  ok: boolean;
  retry: boolean;
  tokenId: string | null;
  /** Present when the payment went through but was returned to the card (ok is then false). */
  refunded?: PaymentRefundReason;
}

/**
 * GET /api/shop/checkout-result/{reference} (beyond the specification; the checkout's customer): how a card
 * checkout ended, for the return page Redsys sends the customer to — paid, or returned to the card and why.
 */
export interface CheckoutResult {
  status: 'Started' | 'Paid' | 'Failed' | 'Saved' | 'Refunded';
  refunded: PaymentRefundReason | null;
}

/** The answer of GET /api/shop/checkout-result/{reference} (a reference unknown here: ok false with errorMsg). */
export type CheckoutResultAnswer = OkAnswer<{ model: CheckoutResult }>;

/** POST /api/paypal/callback: the order the buttons approved and the authorization they made. */
export interface PayPalCallback {
  orderId: string;
  authorizationId: string;
}

/** POST /api/publicmercadopago/process_payment: the payment request and the card token the brick made. */
export interface MercadoPagoPayment {
  rqId: string;
  saveCardToken: string;
}

/** The answer of POST /api/transbank/tokenize/{customerId}: the card inscription page to go to. */
export type TransbankTokenizeAnswer = OkAnswer<{ model: { redirectUrl: string } }>;

/** The answer of POST /api/transbank/process-tokenization/{requestId}: the saved card and the kept parameters. */
export type TransbankTokenizationAnswer = OkAnswer<{ model: { id: string; parameters: string } }>;
