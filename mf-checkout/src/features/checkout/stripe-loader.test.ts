import { loadStripe } from '@stripe/stripe-js/pure';
import { loadStripeClient } from './stripe-loader';

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));
const loadStripeMock = jest.mocked(loadStripe);

const stripeClient = { elements: jest.fn() };
const scripts = () => [...document.querySelectorAll('script')];

beforeEach(() => {
  document.head.innerHTML = '';
  loadStripeMock.mockReset();
  loadStripeMock.mockResolvedValue(stripeClient as never);
});

test("Stripe is asked for its client only once the script from the checkout info's address has loaded", async () => {
  const client = loadStripeClient('/api/stripe-sandbox/stripe.js', 'pk_test_a');
  const [script] = scripts();
  expect(script?.src).toBe('http://localhost/api/stripe-sandbox/stripe.js');
  await Promise.resolve();
  expect(loadStripeMock).not.toHaveBeenCalled();

  script?.dispatchEvent(new Event('load'));
  await expect(client).resolves.toBe(stripeClient);
  expect(loadStripeMock).toHaveBeenCalledWith('pk_test_a');
});

test('the script is added once, however often the client is asked for', async () => {
  // Another address than the first test's: the loader keeps its scripts for the page's life.
  const first = loadStripeClient('/stripe-again.js', 'pk_test_b');
  const second = loadStripeClient('/stripe-again.js', 'pk_test_b');
  scripts()[0]?.dispatchEvent(new Event('load'));
  await Promise.all([first, second]);
  expect(first).toBe(second);
  expect(scripts()).toHaveLength(1);
  expect(loadStripeMock).toHaveBeenCalledTimes(1);
});

test('a script that fails to load rejects, and the next request adds a new script', async () => {
  const failed = loadStripeClient('https://js.stripe.test/v3/stripe.js', 'pk_test_c');
  scripts()[0]?.dispatchEvent(new Event('error'));
  await expect(failed).rejects.toThrow('Stripe.js did not load');
  expect(loadStripeMock).not.toHaveBeenCalled();

  const again = loadStripeClient('https://js.stripe.test/v3/stripe.js', 'pk_test_c');
  expect(scripts()).toHaveLength(2);
  scripts()[1]?.dispatchEvent(new Event('load'));
  await expect(again).resolves.toBe(stripeClient);
});

test('a script address that is not a web address is refused without adding a script', async () => {
  await expect(loadStripeClient('javascript:alert(1)', 'pk_test_d')).rejects.toThrow('cannot load');
  expect(scripts()).toHaveLength(0);
});
