// The sandbox's Stripe.js in a DOM (jsdom), calling the sandbox's own routes: the card elements' masks and flags,
// the confirm calls, the 3D Secure dialog, and where the card number goes.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test, type TestContext } from 'node:test';
import type { CardCharge } from '../../checkout/card-payments.ts';
import { paymentSandboxApp } from './payment-sandbox-test-support.ts';
import { createStripeProvider } from './stripe-provider.ts';

// jsdom comes with jest-environment-jsdom, the workspace's DOM for tests: taken from there, so the API's node tests
// run the script in the same DOM as the front ends' component tests, without a second copy to keep in step.
const requireHere = createRequire(import.meta.url);
const { JSDOM } = createRequire(requireHere.resolve('jest-environment-jsdom'))('jsdom') as {
  JSDOM: new (
    html: string,
    options: { url: string; runScripts: 'outside-only' },
  ) => { window: SandboxWindow };
};

/** The parts of the DOM the test touches (the API compiles without the DOM library). */
interface DomNode {
  value: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
  querySelector(selector: string): DomNode | null;
  querySelectorAll(selector: string): ArrayLike<DomNode>;
  dispatchEvent(event: object): boolean;
  focus(): void;
  click(): void;
}

interface ChangeEvent {
  elementType: string;
  empty: boolean;
  complete: boolean;
  error?: { message: string };
  brand?: string;
}

interface CardElement {
  mount(target: string | DomNode): CardElement;
  destroy(): void;
  on(event: string, handler: (event: ChangeEvent) => void): CardElement;
  clear(): CardElement;
}

interface StripeAnswer {
  paymentIntent?: { id: string; status: string };
  setupIntent?: { id: string; status: string };
  error?: { type: string; code: string; decline_code?: string; message: string };
}

interface SandboxStripe {
  elements(options?: { locale?: string }): {
    create(type: string): CardElement;
    getElement(type: string): CardElement | null;
  };
  confirmCardPayment(clientSecret: string, data: object): Promise<StripeAnswer>;
  confirmCardSetup(clientSecret: string, data: object): Promise<StripeAnswer>;
  handleNextAction(options: { clientSecret: string }): Promise<StripeAnswer>;
  retrievePaymentIntent(clientSecret: string): Promise<StripeAnswer>;
}

interface SandboxWindow {
  eval(code: string): unknown;
  document: DomNode & { body: DomNode; activeElement: DomNode | null };
  Stripe: ((key: string) => SandboxStripe) & { version: string };
  InputEvent: new (type: string, init: { inputType: string; bubbles: boolean }) => object;
  KeyboardEvent: new (type: string, init: { key: string; bubbles: boolean }) => object;
  fetch: (url: string, init: { method: string; body?: string }) => Promise<object>;
}

const PAGE = `<!doctype html><html lang="en"><body>
<button id="pay">Pay</button>
<div id="number"></div><div id="expiry"></div><div id="cvc"></div>
<script src="http://api.test/api/stripe-sandbox/stripe.js"></script>
</body></html>`;

const CHARGE: CardCharge = {
  checkoutId: 9,
  reference: '0002XyZxYzXy',
  customerId: 3,
  amountCents: 1500,
  currency: 'EUR',
  description: 'Club order',
  siteOrigin: 'http://site.test',
  savedCard: null,
  saveCard: false,
};

/** A page with the served script, its fetch answered by the sandbox's routes, every request recorded. */
async function sandboxPage(t: TestContext) {
  const sandbox = await paymentSandboxApp(t);
  const script = await sandbox.app.inject({ method: 'GET', url: '/api/stripe-sandbox/stripe.js' });
  const { window } = new JSDOM(PAGE, { url: 'http://site.test/checkout', runScripts: 'outside-only' });
  const requests: Array<{ url: string; body: string }> = [];
  window.fetch = async (url, init) => {
    requests.push({ url, body: init.body ?? '' });
    const target = new URL(url);
    assert.equal(target.origin, 'http://api.test', 'the script calls the API that served it');
    const response = await sandbox.app.inject({
      method: init.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      ...(init.body === undefined
        ? {}
        : { payload: init.body, headers: { 'content-type': 'application/json' } }),
    });
    return {
      ok: response.statusCode < 300,
      status: response.statusCode,
      json: () => Promise.resolve(response.json()),
    };
  };
  window.eval(script.body);
  const stripe = window.Stripe('pk_test_sandbox');
  const elements = stripe.elements();
  const mounted = (type: string, at: string) => {
    const changes: ChangeEvent[] = [];
    const element = elements.create(type).mount(at);
    element.on('change', (event) => changes.push(event));
    const input = window.document.querySelector(`${at} input`)!;
    return { element, input, changes };
  };
  const number = mounted('cardNumber', '#number');
  const expiry = mounted('cardExpiry', '#expiry');
  const cvc = mounted('cardCvc', '#cvc');
  /** Types text at the end of a field, as the browser fires input events. */
  const type = (field: { input: DomNode }, text: string) => {
    for (const character of text) {
      field.input.value += character;
      field.input.dispatchEvent(new window.InputEvent('input', { inputType: 'insertText', bubbles: true }));
    }
  };
  const erase = (field: { input: DomNode }) => {
    field.input.value = field.input.value.slice(0, -1);
    field.input.dispatchEvent(
      new window.InputEvent('input', { inputType: 'deleteContentBackward', bubbles: true }),
    );
  };
  const fill = (card: string, expiryText = '1234', cvcText = '123') => {
    for (const field of [number, expiry, cvc]) field.element.clear();
    type(number, card);
    type(expiry, expiryText);
    type(cvc, cvcText);
  };
  const provider = createStripeProvider(sandbox.stripe.gateway, sandbox.stripe.settings);
  const intent = async (changes: Partial<CardCharge> = {}) =>
    (await provider.start({ ...CHARGE, ...changes })).stripe!;
  return {
    sandbox,
    script,
    window,
    stripe,
    elements,
    number,
    expiry,
    cvc,
    type,
    erase,
    fill,
    requests,
    intent,
  };
}

/** A value made in the page's realm, as a plain object of this one (to compare it deeply). */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const last = (changes: ChangeEvent[]): ChangeEvent | undefined => plain(changes[changes.length - 1]);

test('the script is served as cacheable JavaScript and defines window.Stripe of the endive release', async (t) => {
  const { script, window } = await sandboxPage(t);
  assert.equal(script.statusCode, 200);
  assert.match(String(script.headers['content-type']), /^application\/javascript/);
  assert.match(String(script.headers['cache-control']), /public, max-age=\d+/);
  assert.equal(window.Stripe.version, 'endive');
  assert.throws(() => window.Stripe('sk_test_secret'), /publishable key/);
});

test('the card fields are labelled numeric inputs with the card autocomplete tokens, in the elements locale', async (t) => {
  const { number, expiry, cvc, stripe, window } = await sandboxPage(t);
  for (const [field, label, autocomplete] of [
    [number, 'Card number', 'cc-number'],
    [expiry, 'Expiration date', 'cc-exp'],
    [cvc, 'Security code (CVC)', 'cc-csc'],
  ] as const) {
    assert.equal(field.input.getAttribute('aria-label'), label);
    assert.equal(field.input.getAttribute('autocomplete'), autocomplete);
    assert.equal(field.input.getAttribute('inputmode'), 'numeric');
  }
  stripe.elements({ locale: 'es' }).create('cardNumber').mount('#pay');
  assert.equal(window.document.querySelector('#pay input')?.getAttribute('aria-label'), 'Número de tarjeta');
});

test('an element reports ready, focus and blur; a destroyed one is gone from the page and from getElement', async (t) => {
  const { stripe, elements, number, window } = await sandboxPage(t);
  const events: string[] = [];
  const element = stripe.elements().create('cardNumber').mount('#pay');
  for (const name of ['ready', 'focus', 'blur']) element.on(name, () => events.push(name));
  await new Promise((resolve) => setTimeout(resolve, 10));
  const input = window.document.querySelector('#pay input')!;
  input.focus();
  window.document.querySelector('#expiry input')!.focus();
  assert.deepEqual(events, ['ready', 'focus', 'blur']);
  assert.equal(elements.getElement('cardNumber'), number.element);
  number.element.destroy();
  assert.equal(elements.getElement('cardNumber'), null);
  assert.equal(window.document.querySelector('#number input'), null);
});

test('the number is grouped by brand: 4-6-5 for American Express and JCB 15, 4-6-4 for Diners, 4-4-4-4 otherwise', async (t) => {
  const { number, type, fill } = await sandboxPage(t);
  const shown = (digits: string) => {
    fill(digits);
    return number.input.value;
  };
  assert.equal(shown('42424242424242429999'), '4242 4242 4242 4242');
  assert.equal(shown('378282246310005'), '3782 822463 10005');
  assert.equal(shown('3400000000000009'), '3400 000000 00000');
  assert.equal(shown('213100000000000'), '2131 000000 00000');
  assert.equal(shown('36227206271667'), '3622 720627 1667');
  assert.equal(shown('30569309025904'), '3056 930902 5904');
  assert.equal(shown('3566002020360505'), '3566 0020 2036 0505');
  assert.equal(shown('5555555555554444'), '5555 5555 5555 4444');
  fill('');
  type(number, '42a4-2 4x2');
  assert.equal(number.input.value, '4242 42');
});

test('the number is complete only at its length with a valid Luhn digit, reporting its brand', async (t) => {
  const { number, type, fill } = await sandboxPage(t);
  type(number, '424242424242424');
  assert.deepEqual(last(number.changes), {
    elementType: 'cardNumber',
    empty: false,
    complete: false,
    brand: 'visa',
  });
  type(number, '2');
  assert.deepEqual(last(number.changes), {
    elementType: 'cardNumber',
    empty: false,
    complete: true,
    brand: 'visa',
  });
  fill('4242424242424241');
  assert.equal(last(number.changes)?.complete, false);
  assert.equal(last(number.changes)?.error?.message, 'Your card number is invalid.');
  assert.equal(number.input.getAttribute('aria-invalid'), 'true');
  fill('378282246310005');
  assert.equal(last(number.changes)?.brand, 'amex');
  assert.equal(last(number.changes)?.complete, true);
  number.element.clear();
  assert.equal(last(number.changes)?.empty, true);
});

test('the expiry is typed as MM / YY: the slash added, a single-digit month padded, invalid or past dates refused', async (t) => {
  const { expiry, type, erase } = await sandboxPage(t);
  type(expiry, '1');
  assert.equal(expiry.input.value, '1');
  type(expiry, '2');
  assert.equal(expiry.input.value, '12 / ');
  erase(expiry);
  assert.equal(expiry.input.value, '1');
  type(expiry, '2x34');
  assert.equal(expiry.input.value, '12 / 34');
  assert.deepEqual(last(expiry.changes), { elementType: 'cardExpiry', empty: false, complete: true });
  expiry.element.clear();
  type(expiry, '4');
  assert.equal(expiry.input.value, '04 / ');
  expiry.element.clear();
  type(expiry, '13');
  assert.equal(last(expiry.changes)?.error?.message, "Your card's expiration month is invalid.");
  expiry.element.clear();
  type(expiry, '0120');
  assert.equal(last(expiry.changes)?.complete, false);
  assert.equal(last(expiry.changes)?.error?.message, "Your card's expiration year is in the past.");
});

test('the security code takes digits only: 3 for most cards, 4 for American Express', async (t) => {
  const { cvc, number, type, fill } = await sandboxPage(t);
  fill('4242424242424242', '1234', '');
  type(cvc, 'a12');
  assert.equal(last(cvc.changes)?.complete, false);
  type(cvc, '34');
  assert.equal(cvc.input.value, '123');
  assert.equal(last(cvc.changes)?.complete, true);
  fill('378282246310005', '1234', '12345');
  assert.equal(cvc.input.value, '1234');
  assert.equal(last(cvc.changes)?.complete, true);
  number.element.clear();
  type(number, '4242424242424242');
  assert.equal(cvc.input.value, '123', 'a Visa number cuts the code to 3 digits');
});

test('confirmCardPayment pays with 4242, and the card number goes only to the sandbox, once', async (t) => {
  const { stripe, number, fill, requests, intent, sandbox } = await sandboxPage(t);
  const started = await intent();
  fill('4242424242424242');
  const answer = await stripe.confirmCardPayment(started.clientSecret, {
    payment_method: { card: number.element, billing_details: { name: 'Marina Soler' } },
  });
  assert.equal(answer.paymentIntent?.status, 'succeeded');
  assert.equal(answer.paymentIntent?.id, started.intentId);
  const carrying = requests.filter((request) => request.body.includes('4242424242424242'));
  assert.deepEqual(
    carrying.map((request) => request.url),
    ['http://api.test/api/stripe-sandbox/v1/payment_methods'],
  );
  assert.ok(requests.every((request) => !request.url.includes('4242424242424242')));
  const status = await sandbox.app.inject({ method: 'GET', url: `/api/stripe/status/${started.intentId}` });
  assert.deepEqual(status.json(), { ok: true, retry: false, tokenId: null });
});

test("declined cards resolve with Stripe's error and the intent", async (t) => {
  const { stripe, number, fill, intent } = await sandboxPage(t);
  for (const [card, message, declineCode] of [
    ['4000000000000002', 'Your card was declined.', 'generic_decline'],
    ['4000000000009995', 'Your card has insufficient funds.', 'insufficient_funds'],
  ] as const) {
    const started = await intent();
    fill(card);
    const answer = await stripe.confirmCardPayment(started.clientSecret, {
      payment_method: { card: number.element },
    });
    assert.equal(answer.error?.message, message);
    assert.equal(answer.error?.decline_code, declineCode);
    assert.equal(answer.error?.type, 'card_error');
  }
});

test('incomplete card fields resolve with the validation error and send nothing', async (t) => {
  const { stripe, number, type, requests, intent } = await sandboxPage(t);
  const started = await intent();
  type(number, '4242');
  const before = requests.length;
  const answer = await stripe.confirmCardPayment(started.clientSecret, {
    payment_method: { card: number.element },
  });
  assert.deepEqual(plain(answer.error), {
    type: 'validation_error',
    code: 'incomplete_number',
    message: 'Your card number is incomplete.',
  });
  assert.equal(requests.length, before);
});

/** Waits for the 3D Secure dialog to open. */
async function dialogOf(window: SandboxWindow): Promise<DomNode> {
  for (let tries = 0; tries < 100; tries += 1) {
    const dialog = window.document.querySelector('[role="dialog"]');
    if (dialog) return dialog;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('no authentication dialog');
}

const buttonNamed = (dialog: DomNode, name: string): DomNode => {
  const found = Array.from(dialog.querySelectorAll('button')).find((button) => button.textContent === name);
  assert.ok(found, name);
  return found;
};

test('a 3D Secure card opens a modal Authentication dialog holding the focus; completing it pays', async (t) => {
  const { stripe, number, fill, intent, window } = await sandboxPage(t);
  const started = await intent();
  fill('4000000000003220');
  const pay = window.document.querySelector('#pay')!;
  pay.focus();
  const paying = stripe.confirmCardPayment(started.clientSecret, {
    payment_method: { card: number.element },
  });
  const dialog = await dialogOf(window);
  assert.equal(dialog.getAttribute('aria-modal'), 'true');
  const title = window.document.querySelector(`#${dialog.getAttribute('aria-labelledby')}`);
  assert.equal(title?.textContent, 'Authentication');
  const complete = buttonNamed(dialog, 'Complete authentication');
  const fail = buttonNamed(dialog, 'Fail authentication');
  assert.equal(window.document.activeElement, complete, 'the focus moves into the dialog');
  dialog.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
  assert.equal(window.document.activeElement, fail);
  dialog.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
  assert.equal(window.document.activeElement, complete, 'Tab stays inside the dialog');
  complete.click();
  const answer = await paying;
  assert.equal(answer.paymentIntent?.status, 'succeeded');
  assert.equal(window.document.querySelector('[role="dialog"]'), null);
  assert.equal(window.document.activeElement, pay, 'the focus returns where it was');
});

test('failing the authentication resolves with the authentication error', async (t) => {
  const { stripe, number, fill, intent, window } = await sandboxPage(t);
  const started = await intent();
  fill('4000002760003184');
  const paying = stripe.confirmCardPayment(started.clientSecret, {
    payment_method: { card: number.element },
  });
  buttonNamed(await dialogOf(window), 'Fail authentication').click();
  const answer = await paying;
  assert.equal(
    answer.error?.message,
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  );
});

test('handleNextAction authenticates a saved card the server confirmed', async (t) => {
  const { stripe, intent, window, sandbox } = await sandboxPage(t);
  const saved = sandbox.stripe.sandbox!.createPaymentMethod({
    number: '4000002500003155',
    expMonth: 12,
    expYear: 2034,
    cvc: '123',
  });
  assert.ok('ok' in saved);
  const started = await intent({ savedCard: saved.ok.id });
  assert.equal(started.requiresAction, true);
  const acting = stripe.handleNextAction({ clientSecret: started.clientSecret });
  buttonNamed(await dialogOf(window), 'Complete authentication').click();
  assert.equal((await acting).paymentIntent?.status, 'succeeded');
  assert.equal((await stripe.retrievePaymentIntent(started.clientSecret)).paymentIntent?.status, 'succeeded');
});

test('confirmCardSetup saves a card with a setup intent', async (t) => {
  const { stripe, number, fill, intent } = await sandboxPage(t);
  const started = await intent({ amountCents: 0, saveCard: true });
  assert.equal(started.intent, 'setup');
  fill('4242424242424242');
  const answer = await stripe.confirmCardSetup(started.clientSecret, {
    payment_method: { card: number.element },
  });
  assert.equal(answer.setupIntent?.status, 'succeeded');
});
