// What the tests of the card providers share: Bruno's checkout (a bag shipped express, or two tins of balls) with one
// of the club's methods, as the page sends it from the site, the provider's step it answered, and the orders and card
// numbers that checkout left.
import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import type { CheckoutModel, CheckoutPayload } from '@club/shared-contracts/checkout-entities';
import type { FastifyInstance } from 'fastify';
import { checkoutFromSite, checkoutPayload, line } from '../checkout/checkout-test-support.ts';
import { DEMO_CHECKOUT, DEMO_CUSTOMERS, DEMO_PRODUCTS } from '../db/demo-club.ts';
import { call, createTestApp, login, type LoginModel, type TestApp } from '../test-support.ts';

/** A provider's checkout started: the app, Bruno logged in, and the checkout's answer. */
export interface StartedCheckout {
  testApp: TestApp;
  app: FastifyInstance;
  bruno: LoginModel;
  model: CheckoutModel;
}

/** What Bruno buys: the products and how they are shipped. */
type Cart = Pick<CheckoutPayload, 'saleItems' | 'shopTransportId'>;

/** A bag shipped express: what the card providers' tests buy. */
const BAG_EXPRESS: Cart = {
  saleItems: [line(DEMO_PRODUCTS.bag.id)],
  shopTransportId: DEMO_CHECKOUT.transports.express.id,
};

/** What Bruno's checkout of a bag shipped express costs, in cents. */
export const BAG_EXPRESS_CENTS = DEMO_PRODUCTS.bag.grossCents + DEMO_CHECKOUT.transports.express.priceCents;

/** Two tins of balls, which need no shipping: what the PayPal and Mercado Pago tests buy. */
export const TWO_TINS_OF_BALLS: Cart = {
  saleItems: [line(DEMO_PRODUCTS.balls.id, 2)],
  shopTransportId: null,
};

/**
 * Bruno's checkout with a payment method, from the site: a new app and login unless `started` gives them, the cart
 * a bag shipped express unless `cart` says another.
 */
export async function brunoCheckout(
  t: TestContext,
  methodId: number,
  {
    started,
    guid = 'cart-guid-1',
    cart = BAG_EXPRESS,
  }: { started?: Pick<StartedCheckout, 'testApp' | 'bruno'>; guid?: string; cart?: Cart } = {},
): Promise<StartedCheckout> {
  const testApp = started?.testApp ?? (await createTestApp(t));
  const { app } = testApp;
  const bruno = started?.bruno ?? (await login(app, DEMO_CUSTOMERS.bruno));
  const model = await checkoutFromSite(
    app,
    checkoutPayload(bruno.id, {
      ...cart,
      paymentMethodId: methodId,
      guid,
      customer: { email: DEMO_CUSTOMERS.bruno.email },
    }),
    bruno.token,
  );
  return { testApp, app, bruno, model };
}

/** The parts of the checkout's answer that are a provider's step. */
type ProviderStepKey = Exclude<keyof CheckoutModel, 'errorMsg' | 'saleNumber' | 'customerId' | 'ctk'>;

/** The step of a provider the checkout answered (and that it answered one). */
export function providerStep<K extends ProviderStepKey>(
  started: Pick<StartedCheckout, 'model'>,
  key: K,
): NonNullable<CheckoutModel[K]> {
  const step = started.model[key];
  assert.ok(step, `the checkout answered the ${key} step`);
  return step;
}

/** The numbers of Bruno's orders, newest first. */
export const orderNumbersOf = async (app: FastifyInstance, bruno: LoginModel): Promise<string[]> =>
  (
    (await call(app, 'GET', `/api/shop/customer-orders/${bruno.id}`, undefined, bruno.token)).body
      .model as Array<{
      number: string;
    }>
  ).map((order) => order.number);

/** The status of the checkout of a provider reference. */
export const checkoutStatusOf = (testApp: TestApp, reference: string): string =>
  (
    testApp.openDb().prepare('SELECT status FROM checkouts WHERE reference = ?').get(reference) as {
      status: string;
    }
  ).status;

/**
 * Whether any text column of the database holds a card number: the number the customer typed must reach only the
 * provider (its script, or the sandbox standing for its servers), never the club's tables.
 */
export function databaseHolds(testApp: TestApp, text: string): boolean {
  const db = testApp.openDb();
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{
    name: string;
  }>;
  return tables.some(({ name }) => {
    const rows = db.prepare(`SELECT * FROM "${name}"`).all() as Array<Record<string, unknown>>;
    return rows.some((row) =>
      Object.values(row).some((value) => typeof value === 'string' && value.includes(text)),
    );
  });
}
