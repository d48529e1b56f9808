// The booking side's entities (document 1, 3 and document 2, 3) as they travel on the wire. Like entities.ts, it
// has only erasable syntax and type imports, so the API server can load it with Node's type stripping.
import type {
  BookingConcept,
  ClientOrigin,
  MatchGender,
  OkAnswer,
  PaymentType,
  Sale,
  Sport,
  Team,
} from '@club/shared-contracts/entities';

/** A booking type (GET /api/publicbookings/booking-types-list). */
export interface BookingType {
  id: number;
  name: string;
  description: string;
  extendedDescription: string;
  category: string;
  image: string;
  byPlace: boolean;
  bookingByPlace: boolean;
  allowCreateBookByPlace: boolean;
  maxParticipants: number;
  concept: BookingConcept;
  grossPrice: number;
  netPrice: number;
}

/** A player of a booking; customerId -1 marks a free place. */
export interface Player {
  id: number;
  customerId: number;
  name: string;
  logo: string;
  /** One decimal; null when the player has no level. */
  level: number | null;
  team: Team;
  isPlaceholder: boolean;
  totalDebts: number;
  price: number;
}

/** Results of a match: per-set games of each team. */
export interface BookingResults {
  nSets: number;
  team1: number[];
  team2: number[];
}

/** A booking as the booking card and the results page show it (document 1, 3). */
export interface BookingCard {
  id: number;
  /** ISO date-time of the start. */
  dtStart: string;
  date: string;
  startHour: string;
  /** Minutes. */
  duration: number;
  sport: Sport;
  concept: BookingConcept;
  bookingTypeName: string;
  gender: MatchGender;
  minLevel: number;
  maxLevel: number;
  /** True means competitive, false friendly. */
  modifyLevel: boolean;
  price: number;
  netPrice: number;
  participantsIn: number;
  maxParticipants: number;
  players: Player[];
  isPast: boolean;
  resourceName: string;
  results: BookingResults | null;
}

/**
 * Why a match's rules keep the asker out (beyond the specification): no level in the sport of a competitive match,
 * a level outside the match's range, or a gender the match does not take (a men's or a women's match).
 */
export type JoinRefusal = 'noLevel' | 'outsideLevel' | 'menOnly' | 'womenOnly';

/** The booking info of the join and results pages (GET /api/publicbookings/info/{bookingId}). */
export interface BookingInfo extends BookingCard {
  resourceIds: number[];
  allowJoin: boolean;
  allowPay: boolean;
  paymentType: PaymentType;
  bookingTypeId: number;
  /** Beyond the specification: where the asker stands on the booking's waiting list. */
  waitingList: WaitingListState;
  /** Beyond the specification: why the match's rules keep the asker out, or null (a visitor, or no rule against). */
  joinRefusal: JoinRefusal | null;
}

/**
 * Where a customer stands on a full booking's waiting list (beyond the specification): when a place frees, the first
 * customer waiting is offered it, held for them alone for a while, with a message in their communications.
 */
export interface WaitingListState {
  /** The customer's turn (1: the next to be offered a place), or null when they are not waiting. */
  position: number | null;
  /** Club-local date and time until which a freed place is held for the customer, or null. */
  offerExpiresAt: string | null;
  /** How many free places are held for other customers of the waiting list (the asker cannot take them). */
  heldPlaces: number;
}

/** The body of PUT /api/publicbookings/update-team. */
export interface TeamUpdate {
  id: number;
  team: Team;
}

/** The body of POST /api/publicbookings/save-results. */
export interface ResultsPayload {
  bookingId: number;
  team1: number[];
  team2: number[];
}

/** The filters of the court booking page (GET /api/publicbookings/filters[/{bookingTypeId}]). */
export interface BookingFilters {
  /** Every booking type the club offers online, for the filter panel (grouped by category there). */
  bookingTypes: BookingType[];
  /** The chosen (or first court) type's anticipation, as the club words it. */
  anticipationText: string;
  /** How far ahead a booking may be made, in minutes; null means no limit (366 days). */
  anticipationMins: number | null;
  /** The chosen type's cancellation rule, shown on checkout-booking. */
  cancelText: string;
}

/** A slot's price for one duration. */
export interface SlotPrice {
  amount: number;
  isSpecialPrice: boolean;
}

/** A block of a slot that cannot be booked online. */
export interface NoOnlineBlock {
  duration: number;
  resourceId: number;
  resourceName: string;
  start: string;
}

/** A free start of a resource's time table. */
export interface TimeTableSlot {
  id: number;
  /** Club-local date-time of the start, `YYYY-MM-DDTHH:mm:ss` (the club's TimeZone, no offset). */
  start: string;
  /** The start hour, `HH:mm`. */
  sstart: string;
  /** The durations in minutes that are free from this start (always at least one). */
  durations: number[];
  /** Keyed by duration in minutes, the price for the asking customer (a member's special price is marked). */
  priceByDuration: Record<string, SlotPrice>;
  noOnlineBlocks: NoOnlineBlock[];
}

/** A resource (court) of the booking list with its free starts of the day. */
export interface BookingResource {
  id: number;
  name: string;
  /** The resource type (Pista de pádel, Lanzabolas…). */
  type: string;
  image: string;
  showNameOnline: boolean;
  timeTable: TimeTableSlot[];
}

/** Another resource type a booking type offers beside the court (a ball machine), chosen in an option popup. */
export interface BookingTypeResource {
  /** The bookingTypeResourceId of POST /api/publicbookings/date-availability. */
  id: number;
  name: string;
}

/** The body of POST /api/publicbookings/list. */
export interface BookingListQuery {
  /** `YYYY-MM-DD`, a day of the club's calendar. */
  date: string;
  bookingTypeId: number;
  /** The logged-in customer (member prices), or null for a visitor. */
  customerId: number | null;
}

/** The model of POST /api/publicbookings/list. */
export interface BookingList {
  list: BookingResource[];
  /** Why the list is empty (a closed day), or ''. */
  errorMsg: string;
  /** The other resource types to offer in turn after a slot is confirmed; empty for most types. */
  multipleResources: BookingTypeResource[];
}

/** The body of POST /api/publicbookings/loadprice. */
export interface LoadPriceQuery {
  /** The slot's start (TimeTableSlot.start). */
  startDate: string;
  bookingTypeId: number;
  duration: number;
  /** The customer, or -1 for the generic price. */
  customerId: number;
  resourceId: number;
}

/** A price recalculated for a slot (POST /api/publicbookings/loadprice answers `{ ok, price }`). */
export interface RecalculatedPrice {
  price: number;
  netPrice: number;
  isSpecialPrice: boolean;
}

/** The body of POST /api/publicbookings/date-availability (answers the resources of that type, BookingResource[]). */
export interface DateAvailabilityQuery {
  date: string;
  customerId: number | null;
  bookingTypeResourceId: number;
}

/** A booking being prepared on the court booking page and carried to checkout-booking. */
export interface BookingDraft {
  customerId: number;
  bookingTypeId: number;
  bookingTypeName: string;
  maxParticipants: number;
  isValidated: boolean;
  sendCommunications: boolean;
  origin: ClientOrigin;
  bookingByPlace: boolean;
  cancelText: string;
  /** The customer's price of the whole booking (all blocks). */
  price: number;
  /** The price for a customer without special prices (customerId -1): the teammates' shares with retention. */
  genericPrice: number;
  /** The customer's price is a special price (hides full payment when the club disallows it). */
  isSpecialPrice: boolean;
  /** Club-local start, as TimeTableSlot.start. */
  date: string;
  duration: number;
  gender: MatchGender;
  /** True for a competitive match (levels change after it). */
  modifyLevel: boolean;
  resourceName: string;
  minLevel: number;
  maxLevel: number;
}

/** A booked block of a resource. */
export interface BookingBlock {
  duration: number;
  resourceId: number;
  resourceName: string;
  startDate: string;
  sstart: string;
  noOnline: boolean;
  customerId: number;
}

/** What /checkout-booking?pl= carries (base64url of this JSON). */
export interface CheckoutBookingPayload {
  booking: BookingDraft;
  blocks: BookingBlock[];
  isMatch: boolean;
}

/** Options of a new match. */
export interface MatchOptions {
  gender: MatchGender;
  competitive: boolean;
  matchRange: [number, number];
}

/** A pair of numbers as the API names them. */
export interface NumberPair {
  item1: number;
  item2: number;
}

/**
 * The level range of a by-place resource (GET /api/publicbookings/byplace/{resourceId}/level-range): the caller's
 * level in the resource's sport (null for a visitor or a customer without one), the provider's scale and the
 * suggested range of a match around the caller's level.
 */
export interface LevelRange {
  referenceCustomerLevel: number | null;
  levelProviderRange: NumberPair;
  matchRange: NumberPair;
}

/** A booking of the by-place list: a booking card plus what joining needs. */
export interface ByPlaceBooking extends BookingCard {
  start: string;
  bookingTypeId: number;
  /** The visual map to pick a place on, or null to join without one. */
  bookingTemplateId: number | null;
  description: string;
  serviceFree: boolean;
  /** Beyond the specification: where the asker stands on the booking's waiting list (a full booking offers it). */
  waitingList: WaitingListState;
  /** Beyond the specification: why the match's rules keep the asker out, or null (a visitor, or no rule against). */
  joinRefusal: JoinRefusal | null;
}

/**
 * The body of POST /api/publicbookings/byplace-list: the by-place bookings open to join (matches, school sessions,
 * events) of the 7 days from `date`, of one type or of every by-place type (null). Answers
 * `{ ok, data: ByPlaceBooking[] }`, soonest first.
 */
export interface ByPlaceListQuery {
  bookingTypeId: number | null;
  /** The logged-in customer, or null for a visitor. */
  customerId: number | null;
  /** `YYYY-MM-DD`, the first of the 7 days. */
  date: string;
}

/**
 * The answer of POST /api/publicbookings/byplace-prebook-place/{customerId}/{bookingId}/{origin}[/{placeId}]
 * (body empty or `{ team }`): the place taken for the customer, and the sale to pay for it unless the service is
 * free. A refusal (full, already in, a taken place) is `{ ok: false, errorMsg }`.
 */
export type PlacePrebookAnswer = OkAnswer<{ model: BookingSale | null; serviceFree: boolean }>;

/** The body of byplace-prebook-place when the customer chooses a team. */
export interface PlacePrebookTeam {
  team: Team;
}

/** The summary box of checkout-booking. */
export interface BookingSummary {
  duration: number;
  date: string;
  minLevel: number;
  maxLevel: number;
  modifyLevel: boolean;
  resources: string;
  cancelText: string;
}

/** The club's payment mode settings (GET /api/shop/payment-mode-allowed answers them beside ok). */
export interface PaymentModeSettings {
  pendingPaymentAllowed: boolean;
  sharedPaymentAllowed: boolean;
  sharedPaymentWithRetention: boolean;
  fullPaymentAllowedWithSpecialPrices: boolean;
}

/** A player of the checkout-booking list, as prebook takes it. */
export interface CheckoutPlayer {
  customerId: number;
  name: string;
  team: Team;
}

/** The booking of a prebook: the draft with the payment type chosen on checkout-booking. */
export interface PrebookBooking extends BookingDraft {
  paymentType: PaymentType;
}

/** The body of POST /api/publicbookings/prebook and byplace-prebook (a created match). */
export interface PrebookPayload {
  booking: PrebookBooking;
  blocks: BookingBlock[];
  customerIsParticipant: true;
  isMultiple: false;
  /** The other players' customer ids, in list order. */
  customerIds: number[];
  players: CheckoutPlayer[];
  /** A created match's options (byplace-prebook only). */
  matchOptions?: MatchOptions;
}

/**
 * A sale of a prebook: a cart sale (id, pending, paymentType, withRetention…) plus its booking line; the client
 * sets cancelUrl to publicbookings/cancel/{bookingId}/{customerId} before it goes to the cart.
 */
export interface BookingSale extends Sale {
  bookingId: number;
  /** The player the share belongs to (the owner's own lines are the ones paid without retention). */
  customerId: number;
  /** Club-local date-time until which the unpaid booking holds its slot. */
  paymentDeadline: string | null;
}

/**
 * The answer of a prebook: the sales to pay (one per player for a shared payment, else the owner's), serviceFree
 * when nothing is to be paid. A refusal is `{ ok: false, errorMsg, model? }` with an error map per field.
 */
export type PrebookAnswer = OkAnswer<{ model: BookingSale[]; serviceFree: boolean }>;

/** A customer as another customer may see it (POST /api/publiccustomers/list, the player lookup). */
export interface PlayerLookup {
  id: number;
  name: string;
  surname: string;
  logo: string;
  /** The level in the asked sport (or the customer's best), null when none. */
  level: number | null;
}

/**
 * The answer of a booking cancel: what was refunded, if anything was paid; `alreadyCancelled` when an earlier cancel
 * did it (nothing changed).
 */
export type CancelAnswer = OkAnswer<{ infoReturns?: RefundInfo[]; alreadyCancelled?: boolean }>;

/** An item of the customer's bookings (document 2, 2.7); parentName 'Team' marks a training. */
export interface CustomerBookingItem {
  id: number;
  bookingType: string;
  resourceName: string;
  /** Club-local start, `yyyy-MM-ddTHH:mm:ss`. */
  start: string;
  /** Minutes. */
  duration: number;
  description: string;
  comments: string;
  /** The customer may cancel it: their own booking, not started, within the type's cancellation window. */
  canCancel: boolean;
  /** 'Team' for a training, '' for a booking. */
  parentName: string;
  /** The card guarantee of a shared payment with retention, shown to the booking's owner only; null otherwise. */
  guarantee: CardGuarantee | null;
  /**
   * Beyond the specification: the unpaid hold the item still is (the owner's prebook, or the customer's place, not
   * paid yet); null once confirmed (paid, or left to pay at the club). A hold grants nothing: no door, no calendar
   * event, no share.
   */
  awaitingPayment: AwaitingPayment | null;
}

/** An unpaid hold of My bookings: until when it holds, and what pays it. */
export interface AwaitingPayment {
  /** The instant the hold lapses (ISO 8601 in UTC): shown in club time, and the item leaves the list then. */
  heldUntil: string;
  /**
   * The sales that pay it, as prebook answered them (the cart takes them back); empty when someone else pays it (a
   * teammate of the owner's hold).
   */
  sales: BookingSale[];
}

/** Where a card guarantee stands: waiting for the hold window, held, charged at the start, let go, or refused. */
export type CardGuaranteeStatus = 'Scheduled' | 'Held' | 'Captured' | 'Released' | 'Failed';

/**
 * The guarantee of a shared payment with retention (beyond the specification's one line, document 3, 1): the owner
 * paid their share; the shares still unpaid are held on the owner's saved card from `holdFrom` (6 days before the
 * start, as a hold lasts about 7) until `heldUntil`; at the start the shares still unpaid are charged and the rest
 * released. Amounts in the club's currency; dates club-local `yyyy-MM-ddTHH:mm:ss`.
 */
export interface CardGuarantee {
  status: CardGuaranteeStatus;
  /** What is (or will be) held: the shares not paid yet. */
  amount: number;
  /** The card's last four digits ('' when the card was removed). */
  cardLastDigits: string;
  /** When the hold is placed. */
  holdFrom: string;
  /** When the hold lapses by itself, once held; null before. */
  heldUntil: string | null;
  /** What was charged for the unpaid shares, and what was let go. */
  captured: number;
  released: number;
}

/**
 * The model of GET /api/publicbookings/customer-bookings/{customerId} and customer-booking/{bookingToken}
 * (turntilesEnabled spelled as on the wire): next soonest first, past newest first.
 */
export interface CustomerBookings {
  next: CustomerBookingItem[];
  past: CustomerBookingItem[];
  turntilesEnabled: boolean;
}

/** A QR code to open the facility, or a ticket: `content` is base64 data of `contentType` (image/png). */
export interface QrItem {
  contentType: string;
  content: string;
}

/** The answer of GET /api/publicturnstiles/open/{bookingId}[/{bookingToken}]: the QR, or why the door stays shut. */
export interface TurnstileAnswer {
  ok: boolean;
  reason?: string;
  model?: QrItem;
}

/** What a calendar file is of: a booking or a training (beyond the specification). */
export type CalendarItemKind = 'booking' | 'training';

/**
 * The customer's private calendar feed (beyond the specification): a secret address a calendar app subscribes to,
 * following new and cancelled bookings and trainings.
 */
export interface CalendarFeed {
  /** The feed's path on the API (`/api/calendar-feeds/{token}.ics`), or null when the customer has none. */
  path: string | null;
}

/** A refund entry returned when a booking is cancelled. */
export interface RefundInfo {
  paymentMethod: string;
  amount: number;
}

/** A participant shown on the visual place map. */
export interface TemplateParticipant {
  bookingTemplatePlaceId: number;
  name: string;
  phone: string;
  email: string;
  logo: string;
}

/** A place of a booking template; configJson holds a PlaceConfig. */
export interface TemplatePlace {
  id: number;
  place: string;
  configJson: string;
}

/** The parsed configJson of a template place. */
export interface PlaceConfig {
  id: number;
  place: string;
  row: number;
  col: number;
  label: string;
  section: string;
  translation: string;
  rotation: number;
}

/** A place's shape on the template's map: a rectangle or an SVG path, in the map's own units. */
export type PlaceShape =
  | { placeId: number; kind: 'rect'; x: number; y: number; width: number; height: number }
  | { placeId: number; kind: 'path'; d: string };

/** The parsed configJson of a template map: the map's size (the background image's) and each place's shape. */
export interface TemplateMapConfig {
  width: number;
  height: number;
  shapes: PlaceShape[];
}

/** The visual map of a booking template (GET /api/publicbookings/booking-template-info/{templateId}/{bookingId}). */
export interface BookingTemplateInfo {
  participants: TemplateParticipant[];
  allowSeeParticipants: boolean;
  imageMap: string;
  /** configJson holds a TemplateMapConfig. */
  templateMap: { id: number; configJson: string };
  places: TemplatePlace[];
}

/** The answer of a payment provider status poll. */
export interface PaymentStatus {
  ok: boolean;
  retry: boolean;
  tokenId?: string;
}
