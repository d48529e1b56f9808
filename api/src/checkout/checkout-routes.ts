import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  CartLines,
  CheckoutAnswer,
  CheckoutCustomer,
  CheckoutInfo,
  CheckoutInfoAnswer,
  CheckoutPayload,
  CheckoutVoucher,
  PaymentMethod,
  VoucherPaymentType,
} from '@club/shared-contracts/checkout-entities';
import { PaymentMethodType, type ErrorAnswer } from '@club/shared-contracts/entities';
import { MIN_PASSWORD_LENGTH, type AppContext } from '../app-context.ts';
import { listedSiteOriginOf } from '../settings/cross-origins.ts';
import { clubMoment, localDateTime } from '../bookings/club-time.ts';
import { centsToDecimal } from '../catalog/catalog-repository.ts';
import { hashPassword } from '../customers/password.ts';
import { inTransaction } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { CardCharge, ProviderStep } from './card-payments.ts';
import {
  cartSourcesOf,
  type PricedCart,
  isShared,
  linesOf,
  needsTransport,
  readCart,
  retentionSplit,
  withRetention,
} from './cart.ts';
import {
  VOUCHER_METHOD,
  providerOfType,
  voucherKindOfType,
  type ChargeableCard,
  type MethodRecord,
  type VoucherRecord,
} from './checkout-catalog.ts';
import {
  deliveryComplete,
  looksLikeEmail,
  promoRefusal,
  sharedDeadline,
  sharedRefusal,
  voucherCharge,
} from './checkout-rules.ts';
import {
  CHECKOUT_CURRENCY,
  CheckoutRefusal,
  type CheckoutSnapshot,
  type Delivery,
  type NewCheckout,
} from './checkout-store.ts';
import { CHECKOUT_TEXTS, ORDER_TEXTS } from './checkout-texts.ts';
import {
  cartLinesBody,
  checkoutAnswer,
  checkoutBody,
  checkoutInfoAnswer,
  checkoutReferenceParams,
  checkoutResultAnswer,
} from './checkout-wire.ts';
import { totalsOf, type Discount } from './pricing.ts';

/** The Stripe.js the page loads and the key it loads it with: the API's sandbox unless real keys are set. */
export interface StripeClientSettings {
  publicKey: string;
  scriptUrl: string;
}

/** The sandbox's publishable key and the path of its stand-in Stripe.js. */
export const STRIPE_SANDBOX = {
  publicKey: 'pk_test_sandbox',
  scriptUrl: '/api/stripe-sandbox/stripe.js',
} as const;

/** Reads STRIPE_PUBLISHABLE_KEY and STRIPE_SCRIPT_URL, each falling back to the sandbox's. */
export function stripeClientSettings(
  env: Readonly<Record<string, string | undefined>>,
): StripeClientSettings {
  return {
    publicKey: env.STRIPE_PUBLISHABLE_KEY || STRIPE_SANDBOX.publicKey,
    scriptUrl: env.STRIPE_SCRIPT_URL || STRIPE_SANDBOX.scriptUrl,
  };
}

/** A business refusal: 200 `{ ok: false, errorMsg }`, shown by the page as it is. */
const refusal = (errorMsg: string): ErrorAnswer => ({ ok: false, errorMsg });

/** The payload as the schema leaves it: a logged-in customer may leave the password out. */
type CheckoutBody = Omit<CheckoutPayload, 'origin' | 'customer'> & {
  origin: string;
  customer: Omit<CheckoutCustomer, 'password'> & { password?: string };
};

/** What a checkout made: done now (an order), or a card checkout started with its provider's next step to fetch. */
type Placed =
  | { kind: 'done'; saleNumber: string; login: Login | null }
  | { kind: 'card'; charge: CardCharge; type: number; login: Login | null };

/** The login of an account a visitor's checkout created. */
interface Login {
  customerId: number;
  ctk: string;
}

/** The vouchers of a customer that can pay this cart: money always, sessions and hours only bookings. */
function usableVouchers(vouchers: readonly VoucherRecord[], cart: PricedCart): VoucherRecord[] {
  const bookingsOnly = cart.products.length === 0 && cart.fees.length === 0 && cart.sales.length > 0;
  return vouchers.filter((voucher) => voucher.kind === 'Money' || bookingsOnly);
}

/**
 * The checkout calls under /api/shop (document 3, 7): the checkout page's info, and the checkout of a visitor (who
 * creates the account with it) or of a customer. A checkout prices and checks the cart on the server and, in one
 * BEGIN IMMEDIATE transaction with nothing asynchronous inside, writes an order paid at once (nothing to pay, at the
 * club, with a voucher) or a Started card checkout whose provider then answers the page's next step.
 */
export function checkoutRoutes(
  ctx: AppContext,
  env: Readonly<Record<string, string | undefined>> = process.env,
) {
  const stripe = stripeClientSettings(env);
  const timeZone = () => ctx.bookingCatalog.timeZone();
  const sources = cartSourcesOf(ctx);
  const priceWithTaxes = (): boolean => ctx.settings.getSettings()?.priceWithTaxes ?? true;

  const toWireMethod = (
    method: MethodRecord,
    buyerId: number | null,
    cart: PricedCart,
    now: Date,
  ): PaymentMethod => {
    // A card method offers the card saved with its provider; pay at the club any saved card, the guarantee a shared
    // payment left pending needs.
    const provider = providerOfType(method.type);
    const takesCard = provider !== null || method.type === PaymentMethodType.Pending;
    const card =
      takesCard && buyerId !== null ? ctx.checkoutCatalog.newestCard(buyerId, provider) : undefined;
    const deadline = isShared(cart) ? sharedDeadline(cart, method) : null;
    return {
      id: method.id,
      type: method.type,
      name: method.name,
      description: method.description,
      tokenId: card ? String(card.id) : null,
      allowTokenization: method.allowTokenization,
      forceSaveCreditCard: method.forceSaveCreditCard,
      paymentDeadline:
        deadline === null
          ? null
          : {
              date: localDateTime(clubMoment(deadline, timeZone())),
              isSharedPaymentAllowed: deadline > now,
            },
    };
  };

  const checkoutInfo = (body: CartLines): CheckoutInfoAnswer | ErrorAnswer => {
    const now = ctx.now();
    const reading = readCart(sources, {
      buyerId: body.customerId,
      items: body.saleItems,
      saleIds: body.saleIds,
      now,
      priceWithTaxes: priceWithTaxes(),
    });
    if (!reading.ok) return refusal(reading.errorMsg);
    const { cart } = reading;
    const account = body.customerId === null ? undefined : ctx.accounts.find(body.customerId);
    // Vouchers are a customer's; a shared booking cannot be paid with one (document 3, 5).
    const allowVouchers = account !== undefined && !isShared(cart) && linesOf(cart).length > 0;
    const vouchers = allowVouchers ? usableVouchers(ctx.checkoutCatalog.vouchersOf(account.id), cart) : [];
    const methods = ctx.checkoutCatalog.listMethods().filter((method) => {
      const kind = voucherKindOfType(method.type);
      return kind === null || vouchers.some((voucher) => voucher.kind === kind);
    });
    const data: CheckoutInfo = {
      paymentMethods: methods.map((method) => toWireMethod(method, body.customerId, cart, now)),
      vouchers: vouchers.map((voucher): CheckoutVoucher => ({
        id: voucher.id,
        type: VOUCHER_METHOD[voucher.kind] as VoucherPaymentType,
        description: voucher.name,
        // Money in the club's currency; sessions and hours as a number of them (stored in hundredths).
        balance: centsToDecimal(voucher.balance),
      })),
      transports: ctx.checkoutCatalog.listTransports().map((transport) => ({
        id: transport.id,
        name: transport.name,
        logo: transport.logo,
        deliveryTime: transport.deliveryTime,
        product: { grossPrice: centsToDecimal(transport.priceCents) },
      })),
      name: account?.name ?? '',
      surname: account?.surname ?? '',
      addressLine1: account?.addressLine1 ?? '',
      city: account?.city ?? '',
      town: account?.town ?? '',
      country: account?.country ?? '',
      postalCode: account?.postalCode ?? '',
      email: account?.email ?? '',
      phone: account?.phone ?? '',
      okRss: account?.okRss ?? false,
      acceptConditions: account?.acceptConditions ?? false,
      isSharedPayment: isShared(cart),
      withRetention: withRetention(cart),
      guaranteedAmount: centsToDecimal(
        (retentionSplit(cart)?.guaranteed ?? []).reduce(
          (sum, sale) => sum + (priceWithTaxes() ? sale.grossCents : sale.netCents),
          0,
        ),
      ),
      payPalId: '',
      currency: CHECKOUT_CURRENCY,
      netPayPublicKey: '',
      netPayProdMode: false,
      allowVouchers,
      stripePublicKey: stripe.publicKey,
      stripeScriptUrl: stripe.scriptUrl,
    };
    return { ok: true, data };
  };

  /** The club's Stripe method when its provider is registered: the one that saves a card for a card setup. */
  const stripeSetupMethod = (): MethodRecord | undefined =>
    ctx.cardProviders.has(PaymentMethodType.Stripe)
      ? ctx.checkoutCatalog.listMethods().find((candidate) => candidate.type === PaymentMethodType.Stripe)
      : undefined;

  // Everything from reading the cart to the last write runs in one transaction: nothing asynchronous inside.
  const place = (body: CheckoutBody, passwordHash: string | null, siteOrigin: string, now: Date): Placed => {
    const visitor = passwordHash !== null;
    const buyerId = visitor ? null : body.customer.id;
    const fail = (text: string): never => {
      throw new CheckoutRefusal(text);
    };
    // A checkout of this cart still on its card step is given up first: the cart's own units are not reserved
    // against it (a refusal below rolls this back too).
    if (buyerId !== null) ctx.checkouts.giveUpCart(buyerId, body.guid, now);
    const reading = readCart(sources, {
      buyerId,
      items: body.saleItems,
      saleIds: body.saleIds,
      now,
      priceWithTaxes: priceWithTaxes(),
    });
    if (!reading.ok) return fail(reading.errorMsg);
    const { cart } = reading;
    const delivery: Delivery = {
      name: body.customer.name,
      surname: body.customer.surname,
      addressLine1: body.customer.addressLine1,
      city: body.customer.city,
      town: body.customer.town,
      country: body.customer.country,
      postalCode: body.customer.postalCode,
      email: body.customer.email,
      phone: body.customer.phone,
    };
    const shipped = needsTransport(cart);
    if ((shipped || visitor) && !deliveryComplete(delivery)) fail(CHECKOUT_TEXTS.requiredFields);
    if (visitor && !looksLikeEmail(delivery.email)) fail(CHECKOUT_TEXTS.badEmail);

    let transport: CheckoutSnapshot['transport'] = null;
    if (shipped) {
      if (body.shopTransportId === null) fail(CHECKOUT_TEXTS.selectTransport);
      const found = ctx.checkoutCatalog.findTransport(body.shopTransportId ?? 0);
      if (!found) return fail(CHECKOUT_TEXTS.unknownTransport);
      transport = { id: found.id, name: found.name, grossCents: found.priceCents };
    }

    let promo: CheckoutSnapshot['promo'] = null;
    let discount: Discount | null = null;
    const code = body.promoCode?.trim() ?? '';
    if (code !== '') {
      const found = ctx.checkoutCatalog.findPromo(code);
      const refused = promoRefusal(found, now);
      if (refused !== null || !found) return fail(refused ?? CHECKOUT_TEXTS.promoInvalid);
      promo = { id: found.id, code: found.code };
      discount = { type: found.discountType, amount: found.amount };
    }
    // With retention only the owner's share is charged; the other shares are guaranteed on the card (see
    // card-guarantees.ts), so the totals, the charge and the order are the owner's share's.
    const split = retentionSplit(cart);
    const charged = split ? [...cart.products, ...split.charged] : linesOf(cart);
    const totals = totalsOf(charged, transport?.grossCents ?? null, discount, priceWithTaxes());
    const toPay = totals.total.grossCents;
    const guaranteed = split?.guaranteed ?? [];
    const [firstGuaranteed] = guaranteed;
    const guarantee: CheckoutSnapshot['guarantee'] = firstGuaranteed
      ? {
          bookingId: firstGuaranteed.bookingId,
          saleIds: guaranteed.map((sale) => sale.saleId),
          amountCents: guaranteed.reduce((sum, sale) => sum + sale.grossCents, 0),
          startsAt: firstGuaranteed.start,
        }
      : null;

    let method: MethodRecord | undefined;
    if (body.paymentMethodId === 0) {
      if (toPay > 0) fail(CHECKOUT_TEXTS.selectMethod);
    } else {
      method = ctx.checkoutCatalog.findMethod(body.paymentMethodId);
      if (!method) return fail(CHECKOUT_TEXTS.unknownMethod);
    }

    const provider = method ? providerOfType(method.type) : null;
    let card: ChargeableCard | undefined;
    if (body.tokenId !== null) {
      const cardId = /^\d{1,10}$/.test(body.tokenId) ? Number(body.tokenId) : 0;
      card =
        buyerId === null ? undefined : ctx.checkoutCatalog.findCard(buyerId, cardId, provider ?? undefined);
      if (!card) fail(CHECKOUT_TEXTS.unknownCard);
    }
    // A shared payment with retention paid with a new card always saves it: the guarantee's hold goes on it.
    const savesCard =
      method !== undefined &&
      provider !== null &&
      (method.forceSaveCreditCard ||
        (body.saveCreditCard && method.allowTokenization) ||
        (withRetention(cart) && card === undefined));
    // A shared payment is left to pay at the club only with a saved card as its guarantee. Without one, a club that
    // takes cards by Stripe saves one first: a card setup that charges nothing, after which the page checks out
    // again with the card (tokenId) and the debt is left as usual.
    const cardSetup =
      method?.type === PaymentMethodType.Pending && isShared(cart) && card === undefined
        ? stripeSetupMethod()
        : undefined;
    if (method && isShared(cart)) {
      const refused = sharedRefusal(cart, method, {
        hasSavedCard: card !== undefined,
        savesCard: savesCard || cardSetup !== undefined,
        now,
      });
      if (refused !== null) fail(refused);
    }

    let voucher: CheckoutSnapshot['voucher'] = null;
    const kind = method ? voucherKindOfType(method.type) : null;
    if (kind !== null && toPay > 0) {
      if (body.voucherId === null || buyerId === null) return fail(CHECKOUT_TEXTS.selectVoucher);
      const found = ctx.checkoutCatalog.findVoucher(buyerId, body.voucherId);
      if (!found) return fail(CHECKOUT_TEXTS.unknownVoucher);
      const charged = voucherCharge(found, kind, cart, { totalCents: toPay, withCoupon: promo !== null });
      if (!charged.ok) return fail(charged.errorMsg);
      voucher = { id: found.id, kind, name: found.name, amount: charged.amount };
    }

    // A card setup is a Stripe checkout that only saves the card: its settle keeps the card and writes no order.
    const cardMethod = cardSetup ?? method;
    const cardProvider =
      cardMethod && providerOfType(cardMethod.type) !== null
        ? ctx.cardProviders.get(cardMethod.type)
        : undefined;
    // A guarantee needs a card: with nothing to charge and no saved card, the provider still takes (saves) one.
    const needsNewCard = guarantee !== null && card === undefined;
    const payNow =
      cardSetup === undefined &&
      !needsNewCard &&
      (toPay === 0 || method?.type === PaymentMethodType.Pending || voucher !== null);
    if (!payNow && !cardProvider) throw new HttpError(400, CHECKOUT_TEXTS.methodUnavailable);

    // The visitor's account, made by the rules of registration, active at once so the page can keep them logged in.
    let login: Login | null = null;
    let customerId = buyerId;
    if (passwordHash !== null) {
      if (ctx.customers.findByEmail(delivery.email)) fail(CHECKOUT_TEXTS.alreadyRegistered);
      customerId = ctx.customers.create({
        name: delivery.name.trim(),
        surname: delivery.surname.trim(),
        email: delivery.email,
        phone: delivery.phone.trim(),
        status: 'Active',
        passwordHash,
        okRss: body.customer.okRss,
        acceptConditions: true,
        created: now.toISOString(),
      });
      login = { customerId, ctk: ctx.tokens.issue(customerId, 'session', ctx.sessionTtlMs).token };
    }
    if (customerId === null) return fail(CHECKOUT_TEXTS.customerMissing);
    if (shipped || visitor) ctx.customers.fillAddress(customerId, delivery);

    const checkout: NewCheckout = {
      customerId,
      cartGuid: body.guid,
      siteOrigin,
      saveCard: savesCard || cardSetup !== undefined,
      savedCardId: card?.id ?? null,
      setup: cardSetup !== undefined,
      snapshot: {
        products: cart.products,
        sales: split ? split.charged : cart.sales,
        fees: cart.fees,
        transport,
        promo,
        totals,
        method: cardMethod ? { id: cardMethod.id, type: cardMethod.type, name: cardMethod.name } : null,
        voucher,
        delivery,
        guarantee,
      },
    };
    if (payNow) {
      return { kind: 'done', saleNumber: ctx.checkouts.completeNow(checkout, now).saleNumber, login };
    }
    const started = ctx.checkouts.startCard(checkout, now);
    return {
      kind: 'card',
      type: cardMethod?.type ?? 0,
      login,
      charge: {
        checkoutId: started.id,
        reference: started.reference,
        customerId,
        amountCents: cardSetup ? 0 : toPay,
        currency: started.currency,
        description: ORDER_TEXTS.chargeDescription(
          ctx.settings.getSettings()?.title ?? '',
          started.reference,
        ),
        siteOrigin,
        savedCard: card?.providerToken ?? null,
        saveCard: checkout.saveCard,
      },
    };
  };

  const checkout = async (
    request: FastifyRequest,
    body: CheckoutBody,
    visitor: boolean,
  ): Promise<CheckoutAnswer | ErrorAnswer> => {
    const { customer } = body;
    if (body.saleItems.length === 0 && body.saleIds.length === 0) return refusal(CHECKOUT_TEXTS.emptyCart);
    if (!customer.acceptConditions) return refusal(CHECKOUT_TEXTS.acceptConditions);
    let passwordHash: string | null = null;
    if (visitor) {
      const password = customer.password ?? '';
      if (!deliveryComplete(customer)) return refusal(CHECKOUT_TEXTS.requiredFields);
      if (password.length < MIN_PASSWORD_LENGTH)
        return refusal(CHECKOUT_TEXTS.passwordLength(MIN_PASSWORD_LENGTH));
      if (ctx.settings.getSettings()?.registerOn === false) return refusal(CHECKOUT_TEXTS.registrationClosed);
      if (ctx.customers.findByEmail(customer.email)) return refusal(CHECKOUT_TEXTS.alreadyRegistered);
      passwordHash = await hashPassword(password);
    }
    const now = ctx.now();
    let placed: Placed;
    try {
      placed = inTransaction(ctx.db, () =>
        place(body, passwordHash, listedSiteOriginOf(request, ctx.settings), now),
      );
    } catch (error) {
      if (error instanceof CheckoutRefusal) return refusal(error.message);
      throw error;
    }
    const login = placed.login ?? {};
    if (placed.kind === 'done') return { ok: true, model: { saleNumber: placed.saleNumber, ...login } };
    const provider = ctx.cardProviders.get(placed.type);
    if (!provider) throw new HttpError(400, CHECKOUT_TEXTS.methodUnavailable);
    let step: ProviderStep;
    try {
      step = await provider.start(placed.charge);
    } catch (error) {
      // The charge never started: the checkout ends here and the page shows its fallback.
      ctx.checkouts.fail(placed.charge.checkoutId, ctx.now());
      throw error;
    }
    return { ok: true, model: { ...step, ...login } };
  };

  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.post<{ Body: CartLines }>(
      '/checkout-info',
      { schema: { body: cartLinesBody, response: checkoutInfoAnswer } },
      (request) => {
        if (request.body.customerId !== null) throw new HttpError(400, CHECKOUT_TEXTS.visitorWithCustomer);
        return checkoutInfo(request.body);
      },
    );

    app.post<{ Body: CartLines }>(
      '/checkout-info-by-customer',
      { schema: { body: cartLinesBody, response: checkoutInfoAnswer } },
      (request) => {
        const { customerId } = request.body;
        if (customerId === null) throw new HttpError(400, CHECKOUT_TEXTS.customerMissing);
        ctx.auth.requireCustomer(request, customerId);
        return checkoutInfo(request.body);
      },
    );

    // How the customer's card checkout ended (the Redsys return page asks it: the browser comes back to /cz/ok once
    // Redsys authorised, even when the payment was then returned because the slot went to someone else).
    app.get<{ Params: { reference: string } }>(
      '/checkout-result/:reference',
      { schema: { params: checkoutReferenceParams, response: checkoutResultAnswer } },
      (request) => {
        ctx.auth.requireSession(request);
        const found = ctx.checkouts.findByReference(request.params.reference);
        // As the Stripe status: a payment unknown here did not pay, and the return page says so.
        if (!found) return refusal(CHECKOUT_TEXTS.checkoutNotFound);
        ctx.auth.requireCustomer(request, found.customerId);
        return { ok: true, model: { status: found.status, refunded: found.refundReason } };
      },
    );

    app.post<{ Body: CheckoutBody }>(
      '/checkout',
      { schema: { body: checkoutBody, response: checkoutAnswer } },
      (request) => {
        if (request.body.customer.id !== null) throw new HttpError(400, CHECKOUT_TEXTS.visitorWithCustomer);
        return checkout(request, request.body, true);
      },
    );

    app.post<{ Body: CheckoutBody }>(
      '/checkout-customer',
      { schema: { body: checkoutBody, response: checkoutAnswer } },
      (request) => {
        const customerId = request.body.customer.id;
        if (customerId === null) throw new HttpError(400, CHECKOUT_TEXTS.customerMissing);
        ctx.auth.requireCustomer(request, customerId);
        return checkout(request, request.body, false);
      },
    );
    done();
  };
}
