import { loadProviderScript } from './provider-script';

const scripts = () => [...document.querySelectorAll('script')];
const page = window as unknown as Record<string, unknown>;

beforeEach(() => {
  document.head.innerHTML = '';
  delete page.ProviderTest;
});

test("the script comes from the given address, resolved against the API, and resolves with the provider's global", async () => {
  const loading = loadProviderScript('/api/netpay-sandbox/netpay.min.js', 'ProviderTest');
  const [script] = scripts();
  expect(script?.src).toBe('http://localhost/api/netpay-sandbox/netpay.min.js');
  const provider = { setApiKey: jest.fn() };
  page.ProviderTest = provider;
  script?.dispatchEvent(new Event('load'));
  await expect(loading).resolves.toBe(provider);
});

test('the script is added once, however often it is asked for', async () => {
  // Another address than the first test's: the loader keeps its scripts for the page's life.
  const first = loadProviderScript('/again.js', 'ProviderTest');
  const second = loadProviderScript('/again.js', 'ProviderTest');
  page.ProviderTest = {};
  scripts()[0]?.dispatchEvent(new Event('load'));
  await Promise.all([first, second]);
  expect(first).toBe(second);
  expect(scripts()).toHaveLength(1);
});

test('a script that fails to load rejects, and the next request adds a new script', async () => {
  const failed = loadProviderScript('https://js.provider.test/v1.js', 'ProviderTest');
  scripts()[0]?.dispatchEvent(new Event('error'));
  await expect(failed).rejects.toThrow('ProviderTest did not load');

  const again = loadProviderScript('https://js.provider.test/v1.js', 'ProviderTest');
  expect(scripts()).toHaveLength(2);
  page.ProviderTest = {};
  scripts()[1]?.dispatchEvent(new Event('load'));
  await expect(again).resolves.toBe(page.ProviderTest);
});

test('a script that loads without defining its global rejects', async () => {
  const loading = loadProviderScript('/not-the-provider.js', 'ProviderTest');
  scripts()[0]?.dispatchEvent(new Event('load'));
  await expect(loading).rejects.toThrow('without defining ProviderTest');
});

test('an address that is not a web address is refused without adding a script', async () => {
  await expect(loadProviderScript('javascript:alert(1)', 'ProviderTest')).rejects.toThrow('cannot load');
  expect(scripts()).toHaveLength(0);
});
