import { loadStripe } from '@stripe/stripe-js/pure';
import { loadStripeClient } from './stripe-loader';

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));
const loadStripeMock = jest.mocked(loadStripe);

const stripeClient = { elements: jest.fn() };
const scripts = () => [...document.querySelectorAll('script')];
const page = window as unknown as Record<string, unknown>;

beforeEach(() => {
  document.head.innerHTML = '';
  // What Stripe.js defines when it loads (the `pure` entry, mocked here, would then use it).
  page.Stripe = jest.fn();
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
