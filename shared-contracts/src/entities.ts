// The entities of the specification (documents 1, 2 and 3, section 3 each) as they travel on the wire.
// Field names are exactly the API's (camelCase, except the PascalCase fields of Settings). This module has only type
// imports and erasable syntax, so the API server can load it with Node's type stripping.

import type { VoucherPaymentType } from '@club/shared-contracts/checkout-entities';

// ---------------------------------------------------------------------------------------------------------------
// Answer envelopes

/** The failure answer of every call: `{ ok: false, errorMsg }` (4xx, or 200 for business rejections). */
export interface ErrorAnswer {
  ok: false;
  errorMsg: string;
}

/**
 * A success answer: the given fields beside `ok: true`. Some calls send an errorMsg beside ok too (booking info),
 * so it is allowed here as well. The typed client (api/*) resolves with these and rejects on an ErrorAnswer.
 */
export type OkAnswer<T extends object = object> = { ok: true; errorMsg?: string } & T;

/** `{ ok: true, model }`. */
export type ModelAnswer<T> = OkAnswer<{ model: T }>;

/** `{ ok: true, data }`. */
export type DataAnswer<T> = OkAnswer<{ data: T }>;

/** `{ ok: true, rowData }` (grid and lookup lists). */
export type RowDataAnswer<T> = OkAnswer<{ rowData: T[] }>;

/** What a call sends on the wire: its success shape or an ErrorAnswer (the API server answers with these). */
export type Answer<T extends { ok: true } = OkAnswer> = T | ErrorAnswer;

// ---------------------------------------------------------------------------------------------------------------
// Enumerations (values as on the wire)

/** Client origin sent in the CzOrigin header and in booking and checkout payloads. */
export const ClientOrigin = { Web: 'Web', iOS: 'iOS', Android: 'Android' } as const;
/** One of the client origins. */
export type ClientOrigin = (typeof ClientOrigin)[keyof typeof ClientOrigin];

/** Concept of a booking type (document 2, 3). */
export const BookingConcept = {
  Booking: 'Booking',
  School: 'School',
  Match: 'Match',
  Event: 'Event',
} as const;
/** One of the booking concepts. */
export type BookingConcept = (typeof BookingConcept)[keyof typeof BookingConcept];

/** Gender category of a booking or match (document 1, 3; document 2, 3). */
export const MatchGender = { Male: 'Male', Female: 'Female', Mixed: 'Mixed', Open: 'Open' } as const;
/** One of the match gender categories. */
export type MatchGender = (typeof MatchGender)[keyof typeof MatchGender];

/** A customer's gender as stored on the customer record: 0 male, 1 female (document 1, 3). */
export const CustomerGender = { Male: 0, Female: 1 } as const;
/** One of the customer genders. */
export type CustomerGender = (typeof CustomerGender)[keyof typeof CustomerGender];

/** Team of a player: NotSet -1, Team1 0, Team2 1 (document 2, 3). */
export const Team = { NotSet: -1, Team1: 0, Team2: 1 } as const;
/** One of the teams. */
export type Team = (typeof Team)[keyof typeof Team];

/** Payment type of a booking or sale: NotSet 0, Full 1, Shared 2, ByPlace 3. */
export const PaymentType = { NotSet: 0, Full: 1, Shared: 2, ByPlace: 3 } as const;
/** One of the payment types. */
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];

/** Payment method types with their API numbers (document 3, 3). */
export const PaymentMethodType = {
  Redsys: 1,
  Pending: 5,
  MoneyVoucher: 6,
  SessionsVoucher: 7,
  HoursVoucher: 8,
  PayPal: 9,
  NetPay: 10,
  Stripe: 14,
  AuthorizeNet: 15,
  MercadoPago: 17,
  Transbank: 18,
  Razorpay: 20,
} as const;
/** One of the payment method types. */
export type PaymentMethodType = (typeof PaymentMethodType)[keyof typeof PaymentMethodType];

/** Sports the club may offer, in the order the specification lists them. */
export const Sport = {
  Soccer: 'Soccer',
  Padel: 'Padel',
  Tennis: 'Tennis',
  Basket: 'Basket',
  Golf: 'Golf',
  Pickleball: 'Pickleball',
  Padbol: 'Padbol',
  Racquetball: 'Racquetball',
  Squash: 'Squash',
} as const;
/** One of the sports. */
export type Sport = (typeof Sport)[keyof typeof Sport];

/** Level providers a customer may link (document 2, 2.8). */
export const LevelProvider = { Taykus: 'Taykus', WorldPadelRating: 'WorldPadelRating' } as const;
/** One of the level providers. */
export type LevelProvider = (typeof LevelProvider)[keyof typeof LevelProvider];

/** Customer status: a temporary customer has not activated the account yet. */
export const CustomerStatus = { Active: 'Active', Temporary: 'Temporary' } as const;
/** One of the customer statuses. */
export type CustomerStatus = (typeof CustomerStatus)[keyof typeof CustomerStatus];

/** Kinds of sale (document 3, 3); an order item whose category is Article links to its product. */
export const SaleKind = {
  Service: 'Service',
  Article: 'Article',
  PeriodicSale: 'PeriodicSale',
  VoucherCampaign: 'VoucherCampaign',
} as const;
/** One of the sale kinds. */
export type SaleKind = (typeof SaleKind)[keyof typeof SaleKind];

/** Discount types of a promo. */
export const DiscountType = { Money: 'Money', Percent: 'Percent' } as const;
/** One of the discount types. */
export type DiscountType = (typeof DiscountType)[keyof typeof DiscountType];

/** How a cart unit change applies (document 3, 4 Cart). */
export const UnitModification = { Increment: 'Increment', Decrement: 'Decrement', Exact: 'Exact' } as const;
/** One of the unit modifications. */
export type UnitModification = (typeof UnitModification)[keyof typeof UnitModification];

/** Types of a customer's custom field (document 1, 2.13). */
export const CustomFieldType = { Text: 'text', Bool: 'bool', PickList: 'picklist' } as const;
/** One of the custom field types. */
export type CustomFieldType = (typeof CustomFieldType)[keyof typeof CustomFieldType];

/** Modes of the date picker. */
export const DatePickerMode = { DateTime: 'DateTime', Date: 'Date', Time: 'Time' } as const;
/** One of the date picker modes. */
export type DatePickerMode = (typeof DatePickerMode)[keyof typeof DatePickerMode];

/** Cultures the formatting supports; any other Culture setting falls back to en-US. */
export const cultures = ['en-US', 'es-ES', 'es-MX', 'fr-FR', 'it-IT'] as const;
/** One of the supported cultures. */
export type Culture = (typeof cultures)[number];

/** Text block types shown on the home page (posts are the rest). */
export const TextBlockType = { Testimonials: 'Testimonials', Teams: 'Teams', Posts: 'Posts' } as const;
/** One of the text block types. */
export type TextBlockType = (typeof TextBlockType)[keyof typeof TextBlockType];

/** Input types of a dynamic form field (document 3, 3). */
export const DynamicInputType = {
  Label: 'label',
  Href: 'href',
  Text: 'text',
  Date: 'date',
  Checkbox: 'checkbox',
  Image: 'image',
  PickList: 'picklist',
  Lookup: 'lookup',
  TextArea: 'textarea',
  Password: 'password',
  Email: 'email',
  Currency: 'currency',
  FileLoader: 'fileloader',
  ImageLoader: 'imageloader',
  Hidden: 'hidden',
  Html: 'html',
  HourPicker: 'hourpicker',
  ColorPicker: 'colorpicker',
  DateWithoutTime: 'datewithouttime',
} as const;
/** One of the dynamic form input types. */
export type DynamicInputType = (typeof DynamicInputType)[keyof typeof DynamicInputType];

// ---------------------------------------------------------------------------------------------------------------
// Club configuration

/** A related club shown on /locations. */
export interface RelatedClub {
  name: string;
  address: string;
  url: string;
  image: string;
}

/** The club's settings (GET /api/czconfigs/main-settings); image names are relative to Uploads. */
export interface Settings {
  title: string;
  description: string;
  phone: string;
  email: string;
  openHours: string;
  address: string;
  facebook: string;
  twitter: string;
  instagram: string;
  ButtonsColor: string;
  FontFamily: string;
  FooterColor: string;
  CurrencySymbol: string;
  DecimalSeparator: string;
  /** IANA time zone, e.g. "Europe/Madrid". */
  TimeZone: string;
  Culture: string;
  FormatCulture: string;
  /** .NET style, e.g. "dd/MM/yyyy HH:mm". */
  DateFormat: string;
  Mainlogo: string;
  UrlLogo: string;
  /** Base path of uploaded files, e.g. "/uploads/". */
  Uploads: string;
  HeaderImage: string;
  RegisterOn: boolean;
  HasShop: boolean;
  PriceWithTaxes: boolean;
  /** "lat,lng"; used for the maps link only when it splits into exactly two parts. */
  Coords: string;
  RelatedClubs: RelatedClub[];
  Gallery: { img: string }[];
  /**
   * The origins of the club's apps (`https://app.myclub.example`): the only pages that may frame the site and hear
   * its messages (host-app.ts).
   */
  AppOrigins: string[];
}

/** The legal texts (GET /api/czconfigs/legal-settings), HTML. */
export interface LegalSettings {
  generalConditions: string;
  waiver: string;
  privacyPolicyFull: string;
  cookiesPolicy: string;
}

/** The home page template (GET /api/czconfigs/template); numbers come as strings. */
export interface HomeTemplate {
  image1: string;
  image2: string;
  image3: string;
  textSlideInLeft1: string;
  textSlideInLeft2: string;
  textSlideInLeft3: string;
  textSlideInUp1: string;
  textSlideInUp2: string;
  textSlideInUp3: string;
  textSmall1: string;
  textSmall2: string;
  textSmall3: string;
  textColor1: string;
  textColor2: string;
  textColor3: string;
  textButton1: string;
  textButton2: string;
  textButton3: string;
  urlButton1: string;
  urlButton2: string;
  urlButton3: string;
  wellcomeImage: string;
  number1: string;
  number2: string;
  number3: string;
  number4: string;
  textNumbers1: string;
  textNumbers2: string;
  textNumbers3: string;
  textNumbers4: string;
}

/** A file of the open file-upload list (gallery, sponsors); url is a file name relative to Uploads or a URL. */
export interface FileUpload {
  url: string;
  description: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Customers, login, registration (document 1)

/** Id and names of a related customer (a parent or a child profile). */
export interface CustomerRef {
  id: number;
  name: string;
  surname: string;
}

/** The answer model of a successful login (POST /api/publiccustomers/cauth). */
export interface LoginResponse {
  token: string;
  /** ISO date-time when the token expires. */
  expiry: string;
  id: number;
  logo: string;
  name: string;
  surname: string;
  children: CustomerRef[];
}

/**
 * The login request body. The specification's third field, externalToken, is sent alone: the club's app signs in on
 * /auto-login with the token it got for a confirmed link code (api/customers.ts, `loginWithAppToken`).
 */
export interface LoginRequest {
  email: string;
  password: string;
}

/** A link code of the club's app, as /link-account shows it before the customer confirms. */
export interface AppLinkCode {
  /** The name the app gave itself ('' when it gave none). */
  appName: string;
  /** ISO date-time when the code lapses (5 minutes after the app asked for it). */
  expires: string;
}

/** A refused link code: nobody issued it, it was used, or it lapsed. */
export type AppLinkRefusal = ErrorAnswer & { reason: 'unknown' | 'used' | 'lapsed' };

/** A failed login: redirect true asks the form to switch to reset mode (an imported account with no password). */
export type LoginFailure = ErrorAnswer & { redirect?: boolean };

/** The answer of POST /api/publiccustomers/impersonate (acting as a child profile). */
export interface ImpersonationResponse {
  token: string;
  expiry: string;
  customer: CustomerRef;
}

/** The registration body (POST /api/publiccustomers/register). */
export interface RegistrationPayload {
  name: string;
  surname: string;
  email: string;
  password: string;
  phone: string;
  okRss: boolean;
  acceptConditions: boolean;
}

/** The model of a registration: the new customer (Temporary until the activation link is opened). */
export interface Registration {
  id: number;
  /**
   * The proof that this browser registered the customer, for 5 minutes: the registration's answers and an activity
   * sign-up that goes on after registering send it in place of a session. It is no session.
   */
  registrationToken: string;
}

/** A custom field of the customer record; pickListValues is comma separated. */
export interface CustomField {
  customFieldId: number;
  name: string;
  label: string;
  value: string;
  fieldType: CustomFieldType;
  pickListValues: string;
}

/** The customer record of the account page. */
export interface Customer {
  id: number;
  name: string;
  surname: string;
  email: string;
  email2: string;
  email3: string;
  phone: string;
  phone2: string;
  phone3: string;
  gender: CustomerGender | null;
  /** ISO date, or null when unknown. */
  birthDate: string | null;
  addressLine1: string;
  postalCode: string;
  city: string;
  town: string;
  country: string;
  acceptConditions: boolean;
  okRss: boolean;
  customFields: CustomField[];
}

/** The body of PUT /api/publicacademycustomers/put-json: the customer with custom field values as a JSON string. */
export type CustomerSavePayload = Omit<Customer, 'customFields'> & { customFieldValues: string };

/** One entry of the JSON array in `customFieldValues`; a bool field's value is "true" or "false". */
export interface CustomFieldValue {
  customFieldId: number;
  value: string;
}

/** The longest texts the account save takes, by field; the API refuses longer ones and the form says so first. */
export const customerTextLimits = {
  name: 200,
  surname: 200,
  email: 200,
  email2: 200,
  email3: 200,
  phone: 50,
  phone2: 50,
  phone3: 50,
  addressLine1: 200,
  postalCode: 20,
  city: 100,
  town: 100,
  country: 100,
  customFieldValue: 500,
} as const;

/** A saved card token (document 1, 2.13 Credit Cards). */
export interface CreditCardToken {
  id: number;
  /** The last digits only. */
  cardNumber: string;
}

/** A result of the customer search box and player lookup (document 3, 3). */
export interface CustomerSearchResult {
  id: number | null;
  name: string;
  logo: string;
  detail: string;
}

/** The body of the public info request form. */
export interface InfoRequest {
  email: string;
  question: string;
}

/** The longest question POST /api/publiccomms/info-request takes; the footer's form stops there. */
export const infoRequestQuestionMaxLength = 4000;

// ---------------------------------------------------------------------------------------------------------------
// Shop, orders, vouchers, memberships (document 1)

/** A product of the shop; detail is HTML. */
export interface Product {
  id: number;
  name: string;
  logo: string;
  detail: string;
  grossPrice: number;
  netPrice: number;
  /** Stock is checked on add when true. */
  hasStock?: boolean;
  /** Checkout asks for a transport when an item requires one. */
  transportRequired?: boolean;
}

/** A product type of the shop filter. */
export interface ProductType {
  id: number;
  name: string;
}

/** The answer of GET /api/shop/list and /api/shop/list-by-customer. */
export type ShopListAnswer = OkAnswer<{
  data: Product[];
  popular: Product[];
  productTypes: ProductType[];
  totalCount: number;
}>;

/** The answer of GET /api/shop/get/{id}[/{customerId}]. */
export type ShopProductAnswer = OkAnswer<{ data: Product; popular: Product[] }>;

/** An order in the order list (GET /api/shop/customer-orders/{customerId}). */
export interface OrderSummary {
  id: number;
  date: string;
  total: number;
  online: boolean;
  number: string;
  items: { name: string; logo: string }[];
}

/** An item of an order. */
export interface OrderItem {
  productId: number;
  category: SaleKind;
  name: string;
  logo: string;
  price: number;
  units: number;
  total: number;
}

/** An order in detail (GET /api/shop/customer-orders/{customerId}/{saleId}). */
export interface Order {
  number: string;
  items: OrderItem[];
  paymentMethod: string;
  date: string;
  subTotal: number;
  shipping: number;
  discount: number;
  total: number;
}

/** A movement of a held voucher; an amount that does not start with a minus is a recharge. */
export interface VoucherMovement {
  created: string;
  amount: number;
  previousAmount: number;
  current: number;
}

/**
 * A voucher the customer holds (GET /api/publicvouchers/customer-vouchers/{customerId}): money (balance and movements
 * in the club's currency), sessions or hours (a number of them); type is the payment method type that pays with it.
 */
export interface Voucher {
  id: number;
  type: VoucherPaymentType;
  description: string;
  balance: number;
  movements: VoucherMovement[];
}

/** A voucher on sale (GET /api/publicvouchers/list-by-customer[/{customerId}]). */
export interface VoucherOffer {
  id: number;
  name: string;
  description: string;
  logo: string;
  grossPrice: number;
  netPrice: number;
  /** The shop's product type that sells it (the home sections link to the shop filtered to it); null: not sold there. */
  productTypeId: number | null;
}

/** A public membership (GET /api/publicmemberships/list). */
export interface Membership {
  id: number;
  name: string;
  description: string;
  logo: string;
  grossPrice: number;
  netPrice: number;
  /** The shop's product type that sells it (the home sections link to the shop filtered to it); null: not sold there. */
  productTypeId: number | null;
}

/** A post as listed (GET /api/cztextblocks/list-with-users); smalText is spelled as on the wire. */
export interface PostSummary {
  id: number;
  title: string;
  image: string;
  smalText: string;
  created: string;
  /** The author. */
  name: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Home page and content (document 2, 3 and document 3, 3)

/** A board banner of the home page. */
export interface Banner {
  id: number;
  title: string;
  text: string;
  image: string;
  url: string;
}

/** A text block: a post, testimonial or team member. */
export interface TextBlock {
  id: number;
  title: string;
  text: string;
  smalText: string;
  image: string;
  created: string;
  name: string;
  textBlockType: TextBlockType;
}

/** An activity as the home page lists it. */
export interface ActivitySummary {
  id: number;
  name: string;
  poster: string;
  /** Club-local, `YYYY-MM-DDTHH:mm:ss`, like `end`. */
  start: string;
  /** What a sign-up costs (gross, a decimal); 0 when free. Beyond the specification: this API answers it. */
  price?: number;
}

/** An activity in detail; description is HTML. */
export interface Activity extends ActivitySummary {
  end: string | null;
  description: string;
  onlineSignUp: boolean;
  partnerInscription: boolean;
}

/** The answer of GET /api/publicactivities/{id}[/{customerId}]. */
export type ActivityAnswer = OkAnswer<{ model: Activity; hasCustomSignUp: boolean; alreadyIn: boolean }>;

/** A category of an activity's sign-up. */
export interface ActivityCategory {
  id: number;
  name: string;
}

/** A field of a dynamic form; columnDef names the input type. */
export interface DynamicFormField {
  id: number;
  name: string;
  label: string;
  value: string;
  required: boolean;
  col1: string;
  col2: string;
  columnDef: DynamicInputType;
  isFile: boolean;
}

/** An e-mail sent to the customer. */
export interface Email {
  id: number;
  subject: string;
  body: string;
  created: string;
}

/** An SMS sent to the customer. */
export interface Sms {
  body: string;
  created: string;
}

/** The model of GET /api/publiccomms/customer-comms/{customerId}. */
export interface CustomerComms {
  emails: Email[];
  smss: Sms[];
}

// ---------------------------------------------------------------------------------------------------------------
// Cart, checkout and payments (document 3, 3)

/** A sale in the cart (a booking sale, a pending sale, a fee); sales with the same groupId travel together. */
export interface Sale {
  id: number;
  groupId?: string | number | null;
  saleNumber: string;
  description?: string;
  title?: string;
  pending: number;
  netPending: number;
  paid: number;
  total: number;
  netTotal: number;
  grossTotalWithDiscount: number;
  netTotalWithDiscount: number;
  paymentType: PaymentType;
  withRetention: boolean;
  cancelUrl?: string;
  /** The cart token returned with the sale (a sign-up made with a registration token: a 5-minute session). */
  ctk?: string;
  saleIds?: number[];
  cancelUrls?: string[];
}

/** The product fields a cart item carries. */
export interface SaleItemProduct {
  grossPrice: number;
  netPrice: number;
  hasStock: boolean;
  name: string;
  logo: string;
  transportRequired: boolean;
}

/** A product line in the cart. */
export interface SaleItem {
  productId: number;
  units: number;
  subTotal: number;
  netSubTotal: number;
  totalWithDiscount: number;
  netTotalWithDiscount: number;
  product: SaleItemProduct;
  temp?: boolean;
  stockParentId?: number | null;
  stockParentName?: string | null;
  stockDetail?: string | null;
  parentId?: number | null;
  parentName?: string | null;
  parentIdentifier?: string | null;
  buyerCustomerId?: number | null;
  customerId?: number | null;
  saleId?: number | null;
  /** 21 by default. */
  taxPercent: number;
}

/** The cart as stored and shown. */
export interface Cart {
  sales: Sale[];
  sItems: SaleItem[];
  total: number;
  netTotal: number;
  paid: number;
  count: number;
  guid: string;
}

/** A cart line as the stock check reads it (POST /api/publicpayments/check-stock). */
export interface StockCheckItem {
  productId: number;
  /** The units the line would hold, not the units added. */
  units: number;
  temp: boolean;
  stockParentId: number | null;
  stockParentName: string | null;
  stockDetail: string | null;
}

/** The body of POST /api/publicpayments/check-stock. */
export interface StockCheckPayload {
  customerId: number | null;
  saleItemsDto: StockCheckItem[];
}

/** The answer of the stock check; unlike most calls, a refusal carries its text in `error`, not `errorMsg`. */
export type StockCheckAnswer = { ok: true } | { ok: false; error: string };

/** A pending sale (debt) of the customer. */
export interface PendingSale {
  id: number;
  saleNumber: string;
  title: string;
  total: number;
  pending: number;
  netPending: number;
  saleItems: { parentIdentifier: string }[];
}

/** A fee of a periodic sale. */
export interface Fee {
  id: number;
  saleNumber: string;
  saleItem: { parentIdentifier: string };
  total: number;
  pending: number;
  /** The pending amount without taxes (ours: the cart shows net prices when the club's prices are net). */
  netPending: number;
}

/** A customer's periodic sale (membership) with its fees. */
export interface CustomerPeriodicSale {
  description: string;
  nextNotPaidFeeInfo: { date: string; dPrice: number; cpsId: number } | null;
  fees: Fee[];
}

// ---------------------------------------------------------------------------------------------------------------
// Grid status (the gridStatus query parameter of list calls)

/** One filter of a grid status: a column compared with a value. */
export interface GridFilter {
  field: string;
  op: 'equals' | 'contains';
  value: string | number;
}

/** A filter, or filters of which any may match. */
export type GridFilterGroup = GridFilter | { or: GridFilter[] };

/** A sort of a grid status. */
export interface GridSort {
  field: string;
  dir: 'asc' | 'desc';
}

/** The gridStatus of list calls, sent as JSON in the query string: all filters must match, sorts apply in order. */
export interface GridStatus {
  filters: GridFilterGroup[];
  sort: GridSort[];
}
