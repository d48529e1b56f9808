// The cart as the server sees it: every product line priced again from the database at the buyer's prices (the
// price list, as shop/list-by-customer), its stock checked, every booking sale read back and checked to be the
// buyer's, pending and still held, and every fee of a periodic sale checked to be the buyer's and owed. Nothing the
// page sends is taken as a price.
import type { DatabaseSync } from 'node:sqlite';
import type { CheckoutSaleItem } from '@club/shared-contracts/checkout-entities';
import { PaymentType } from '@club/shared-contracts/entities';
import type { AppContext } from '../app-context.ts';
import { clubInstant } from '../bookings/club-time.ts';
import { allRows } from '../db/database.ts';
import type { StockRepository } from '../payments/stock-repository.ts';
import type { ProductRepository } from '../shop/product-repository.ts';
import { CHECKOUT_TEXTS } from './checkout-texts.ts';
import { amountsOf, type Amounts } from './pricing.ts';

/** A product line of the cart, priced for the buyer. */
export interface ProductLine extends Amounts {
  productId: number;
  name: string;
  logo: string;
  units: number;
  unitGrossCents: number;
  transportRequired: boolean;
}

/** A booking sale of the cart (what is still pending of it), with what the checkout rules need of its booking. */
export interface SaleLine extends Amounts {
  saleId: number;
  bookingId: number;
  description: string;
  logo: string;
  paymentType: PaymentType;
  withRetention: boolean;
  /** The booking owner's own sale (of a shared payment: the owner's share, not a teammate's or a free place's). */
  ownersShare: boolean;
  /** When the booking starts, and its length in minutes. */
  start: string;
  duration: number;
}

/**
 * A sale of its own in the cart (what is still owed of it): a fee of a periodic sale, or the sale of an activity's
 * sign-up, paid whole like a fee.
 */
export interface FeeLine extends Amounts {
  feeId: number;
  /** What it is for ("Socio individual · noviembre 2026", an activity's name). */
  concept: string;
  /** Absent in checkouts written before activity sales: a fee. */
  kind?: FeeKind;
}

/** What a sale of its own pays: a fee, or an activity's sign-up. */
export type FeeKind = 'Fee' | 'Activity';

/** The table of a sale of its own (both have status, paid_cents, payment_method and paid_checkout_id). */
export const feeTable = (line: FeeLine): 'periodic_fees' | 'activity_sales' =>
  line.kind === 'Activity' ? 'activity_sales' : 'periodic_fees';

/**
 * The first id of a fee (migrations/021_periodic_sales.sql): the cart's saleIds from here on name fees, the others
 * booking sales.
 */
export const FIRST_FEE_ID = 1_000_000_001;

/** The first id of an activity sale (migrations/026_activities.sql): from here on the saleIds name activity sales. */
export const FIRST_ACTIVITY_SALE_ID = 2_000_000_001;

/** The cart priced on the server. */
export interface PricedCart {
  products: ProductLine[];
  sales: SaleLine[];
  fees: FeeLine[];
}

/** The cart priced, or the refusal a customer reads. */
export type CartReading = { ok: true; cart: PricedCart } | { ok: false; errorMsg: string };

/** What reading a cart needs. */
export interface CartSources {
  db: DatabaseSync;
  products: ProductRepository;
  stock: StockRepository;
  /** The instant a booking's club-local day and minute fall on. */
  startOf(day: string, minute: number): Date;
}

/** The cart's sources in the app: its database, catalogue and stock, and the club's time zone. */
export const cartSourcesOf = (
  ctx: Pick<AppContext, 'db' | 'products' | 'stock' | 'bookingCatalog'>,
): CartSources => ({
  db: ctx.db,
  products: ctx.products,
  stock: ctx.stock,
  startOf: (day, minute) => clubInstant(day, minute, ctx.bookingCatalog.timeZone()),
});

/** The cart a checkout call carries. */
export interface CartRequest {
  /** The customer who pays; null for a visitor (shop prices, no booking sales of their own). */
  buyerId: number | null;
  items: readonly CheckoutSaleItem[];
  saleIds: readonly number[];
  now: Date;
  priceWithTaxes: boolean;
}

interface SaleRow {
  id: number;
  booking_id: number;
  customer_id: number | null;
  owner_id: number;
  description: string;
  payment_type: PaymentType;
  with_retention: number;
  gross_cents: number;
  net_cents: number;
  paid_cents: number;
  status: string;
  booking_status: string;
  expires_at: string | null;
  day: string;
  start_minute: number;
  duration: number;
  image: string;
  places: number;
  place_expires_at: string | null;
}

class CartRefusal extends Error {}

/**
 * What is still owed of a sale, as the club writes prices (gross with `priceWithTaxes`): its gross less what was
 * paid, and the net in the same proportion.
 */
export function pendingAmounts(
  row: { gross_cents: number; net_cents: number; paid_cents: number },
  priceWithTaxes: boolean,
): Amounts {
  const pendingGross = row.gross_cents - row.paid_cents;
  const pendingNet = row.gross_cents === 0 ? 0 : Math.round((row.net_cents * pendingGross) / row.gross_cents);
  return amountsOf(priceWithTaxes ? pendingGross : pendingNet, priceWithTaxes);
}

function productLines(sources: CartSources, request: CartRequest): ProductLine[] {
  const wanted = new Map<number, number>();
  for (const item of request.items)
    wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.units);
  const stock = new Map(
    sources.stock.findProducts([...wanted.keys()]).map((product) => [product.id, product]),
  );
  for (const [productId, units] of wanted) {
    const product = stock.get(productId);
    if (!product) throw new CartRefusal(CHECKOUT_TEXTS.unknownProduct);
    if (!product.onSale) throw new CartRefusal(CHECKOUT_TEXTS.offSale(product.name));
    if (product.stock !== null && product.stock < units) {
      throw new CartRefusal(
        product.stock === 0
          ? CHECKOUT_TEXTS.outOfStock(product.name)
          : CHECKOUT_TEXTS.fewLeft(product.name, product.stock),
      );
    }
  }
  return request.items.map((item) => {
    const product = sources.products.findOnSale(item.productId, request.buyerId);
    if (!product) throw new CartRefusal(CHECKOUT_TEXTS.unknownProduct);
    const unit = amountsOf(
      request.priceWithTaxes ? product.grossCents : product.netCents,
      request.priceWithTaxes,
    );
    return {
      productId: product.id,
      name: product.name,
      logo: product.logo,
      units: item.units,
      unitGrossCents: unit.grossCents,
      grossCents: unit.grossCents * item.units,
      netCents: unit.netCents * item.units,
      transportRequired: product.transportRequired,
    };
  });
}

// A sale may be paid while it is pending and its booking still holds it: a hold (of the booking, or of the place a
// player joined) that has not run out, or a confirmed booking whose sale is a debt (paid at the club, a share).
function saleLines(sources: CartSources, request: CartRequest): SaleLine[] {
  const saleIds = request.saleIds.filter((id) => id < FIRST_FEE_ID);
  if (saleIds.length === 0) return [];
  const placeholders = saleIds.map(() => '?').join(', ');
  const rows = allRows<SaleRow>(
    sources.db,
    `SELECT s.id, s.booking_id, s.customer_id, b.customer_id AS owner_id, s.description, s.payment_type,
       s.with_retention, s.gross_cents, s.net_cents, s.paid_cents, s.status, b.status AS booking_status, b.expires_at,
       b.day, b.start_minute, b.duration, t.image,
       (SELECT COUNT(*) FROM booking_players p WHERE p.sale_id = s.id) AS places,
       (SELECT p.expires_at FROM booking_players p WHERE p.sale_id = s.id) AS place_expires_at
     FROM booking_sales s JOIN bookings b ON b.id = s.booking_id JOIN booking_types t ON t.id = b.booking_type_id
     WHERE s.id IN (${placeholders})`,
    ...saleIds,
  );
  const nowIso = request.now.toISOString();
  return saleIds.map((saleId) => {
    const row = rows.find((candidate) => candidate.id === saleId);
    // The owner pays teammates' shares too (a shared payment with retention puts them all in the owner's cart).
    const buyers =
      row === undefined ? false : row.customer_id === request.buyerId || row.owner_id === request.buyerId;
    if (!row || request.buyerId === null || !buyers) throw new CartRefusal(CHECKOUT_TEXTS.saleNotFound);
    if (row.status !== 'Pending') throw new CartRefusal(CHECKOUT_TEXTS.saleNotPending);
    const holdOver =
      row.booking_status === 'Cancelled' ||
      (row.booking_status === 'Pending' && (row.expires_at === null || row.expires_at <= nowIso)) ||
      (row.places > 0 && row.place_expires_at !== null && row.place_expires_at <= nowIso);
    if (holdOver) throw new CartRefusal(CHECKOUT_TEXTS.holdExpired);
    const amounts = pendingAmounts(row, request.priceWithTaxes);
    return {
      saleId: row.id,
      bookingId: row.booking_id,
      description: row.description,
      logo: row.image,
      paymentType: row.payment_type,
      withRetention: row.with_retention === 1,
      ownersShare: row.customer_id === row.owner_id,
      start: sources.startOf(row.day, row.start_minute).toISOString(),
      duration: row.duration,
      ...amounts,
    };
  });
}

interface FeeRow {
  id: number;
  customer_id: number;
  concept: string;
  gross_cents: number;
  net_cents: number;
  paid_cents: number;
  status: string;
  kind: FeeKind;
}

// A fee or an activity sale may be paid by the customer it is charged to while it is owed; what is left of it is
// paid. Their ids never meet (FIRST_ACTIVITY_SALE_ID).
function feeLines(sources: CartSources, request: CartRequest): FeeLine[] {
  const feeIds = request.saleIds.filter((id) => id >= FIRST_FEE_ID);
  if (feeIds.length === 0) return [];
  const placeholders = feeIds.map(() => '?').join(', ');
  const rows = allRows<FeeRow>(
    sources.db,
    `SELECT f.id, p.customer_id, f.concept, f.gross_cents, f.net_cents, f.paid_cents, f.status, 'Fee' AS kind
     FROM periodic_fees f JOIN customer_periodic_sales p ON p.id = f.periodic_sale_id
     WHERE f.id IN (${placeholders})
     UNION ALL
     SELECT a.id, a.customer_id, a.concept, a.gross_cents, a.net_cents, a.paid_cents, a.status, 'Activity' AS kind
     FROM activity_sales a WHERE a.id IN (${placeholders})`,
    ...feeIds,
    ...feeIds,
  );
  return feeIds.map((feeId) => {
    const row = rows.find((candidate) => candidate.id === feeId);
    if (!row || request.buyerId === null || row.customer_id !== request.buyerId) {
      throw new CartRefusal(CHECKOUT_TEXTS.saleNotFound);
    }
    if (row.status !== 'Pending') throw new CartRefusal(CHECKOUT_TEXTS.saleNotPending);
    return {
      feeId: row.id,
      concept: row.concept,
      kind: row.kind,
      ...pendingAmounts(row, request.priceWithTaxes),
    };
  });
}

/** Reads and prices the cart, or answers the first refusal (a product gone or short, a sale not payable). */
export function readCart(sources: CartSources, request: CartRequest): CartReading {
  try {
    return {
      ok: true,
      cart: {
        products: productLines(sources, request),
        sales: saleLines(sources, request),
        fees: feeLines(sources, request),
      },
    };
  } catch (error) {
    if (error instanceof CartRefusal) return { ok: false, errorMsg: error.message };
    throw error;
  }
}

/** The cart holds a shared payment's sale. */
export const isShared = (cart: PricedCart): boolean =>
  cart.sales.some((sale) => sale.paymentType === PaymentType.Shared);

/** The cart holds a shared payment that keeps a guarantee on a card. */
export const withRetention = (cart: PricedCart): boolean =>
  cart.sales.some((sale) => sale.paymentType === PaymentType.Shared && sale.withRetention);

/**
 * How a cart with a shared payment with retention is paid (document 3, 1: only the user's share is charged): when
 * it holds the owner's share (the checkout that confirms the booking), that share is charged and every other share
 * is guaranteed on the card (card-guarantees.ts); null for any other cart, whose sales are all charged.
 */
export function retentionSplit(cart: PricedCart): { charged: SaleLine[]; guaranteed: SaleLine[] } | null {
  if (!withRetention(cart) || !cart.sales.some((sale) => sale.ownersShare)) return null;
  return {
    charged: cart.sales.filter((sale) => sale.ownersShare),
    guaranteed: cart.sales.filter((sale) => !sale.ownersShare),
  };
}

/** Some product of the cart must be shipped. */
export const needsTransport = (cart: PricedCart): boolean =>
  cart.products.some((product) => product.transportRequired);

/** Every line's amounts. */
export const linesOf = (cart: PricedCart): Amounts[] => [...cart.products, ...cart.sales, ...cart.fees];
