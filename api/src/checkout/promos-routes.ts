import type { FastifyInstance } from 'fastify';
import type { PromoAnswer, PromoPayload } from '@club/shared-contracts/checkout-entities';
import type { ErrorAnswer } from '@club/shared-contracts/entities';
import type { AppContext } from '../app-context.ts';
import { centsToDecimal } from '../catalog/catalog-repository.ts';
import { cartSourcesOf, linesOf, readCart } from './cart.ts';
import { promoRefusal } from './checkout-rules.ts';
import { CHECKOUT_TEXTS } from './checkout-texts.ts';
import { promoAnswer, promoBody } from './checkout-wire.ts';
import { discountOf, totalsOf } from './pricing.ts';

/**
 * POST /api/promos/validate (document 3, 7): what a coupon takes off the cart, priced on the server as the
 * checkout will price it; a refusal answers the text the coupon box shows. A customer's cart needs the customer's
 * token (its prices and bookings are the customer's); a visitor's is priced at shop prices.
 */
export function promosRoutes(ctx: AppContext) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.post<{ Body: PromoPayload }>(
      '/validate',
      { schema: { body: promoBody, response: promoAnswer } },
      (request): PromoAnswer | ErrorAnswer => {
        const { code, customerId, saleItems, saleIds } = request.body;
        if (customerId !== null) ctx.auth.requireCustomer(request, customerId);
        const now = ctx.now();
        const promo = ctx.checkoutCatalog.findPromo(code);
        const refused = promoRefusal(promo, now);
        if (refused !== null || !promo)
          return { ok: false, errorMsg: refused ?? CHECKOUT_TEXTS.promoInvalid };
        const priceWithTaxes = ctx.settings.getSettings()?.priceWithTaxes ?? true;
        const reading = readCart(cartSourcesOf(ctx), {
          buyerId: customerId,
          items: saleItems,
          saleIds,
          now,
          priceWithTaxes,
        });
        if (!reading.ok) return { ok: false, errorMsg: reading.errorMsg };
        const lines = totalsOf(linesOf(reading.cart), null, null, priceWithTaxes).lines;
        const discount = discountOf(
          lines,
          { type: promo.discountType, amount: promo.amount },
          priceWithTaxes,
        );
        if (discount.grossCents === 0) return { ok: false, errorMsg: CHECKOUT_TEXTS.promoNothingToDiscount };
        return {
          ok: true,
          data: {
            discount: centsToDecimal(discount.grossCents),
            netDiscount: centsToDecimal(discount.netCents),
            discountedTaxes: centsToDecimal(discount.grossCents - discount.netCents),
          },
        };
      },
    );
    done();
  };
}
