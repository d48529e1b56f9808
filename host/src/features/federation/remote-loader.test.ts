import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteModule, registerRuntimeRemotes, remoteRetry } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const load = loadRemote as jest.MockedFunction<typeof loadRemote>;
const register = registerRemotes as jest.MockedFunction<typeof registerRemotes>;
const entry = 'http://localhost:8081/remoteEntry.js';
const serverEntry = 'http://localhost:8081/server/remoteEntry.js';

beforeEach(() => {
  jest.useFakeTimers();
  load.mockReset();
  register.mockReset();
  registerRuntimeRemotes({ mf_shop: { entry, serverEntry } });
});

afterEach(() => jest.useRealTimers());

test('registers every remote of the runtime config on the default instance', () => {
  expect(register).toHaveBeenCalledWith([{ name: 'mf_shop', entry }]);
});

test("on the host's server, registers each remote's server entry", () => {
  registerRuntimeRemotes({ mf_shop: { entry, serverEntry } }, 'serverEntry');
  expect(register).toHaveBeenLastCalledWith([{ name: 'mf_shop', entry: serverEntry }]);
});

test('a remote that fails once is fetched anew and its module returned', async () => {
  const routes = { routes: [] };
  load.mockRejectedValueOnce(new Error('entry down')).mockResolvedValueOnce(routes);
  const loading = loadRemoteModule('mf_shop', './routes');
  await jest.runAllTimersAsync();
  await expect(loading).resolves.toBe(routes);
  expect(load).toHaveBeenCalledWith('mf_shop/routes');
  expect(register).toHaveBeenLastCalledWith([{ name: 'mf_shop', entry }], { force: true });
});

test('a remote that keeps failing is tried a bounded number of times, then the error comes out', async () => {
  load.mockRejectedValue(new Error('entry down'));
  const loading = loadRemoteModule('mf_shop', './routes');
  const outcome = expect(loading).rejects.toThrow('entry down');
  await jest.runAllTimersAsync();
  await outcome;
  expect(load).toHaveBeenCalledTimes(remoteRetry.attempts);
});

test('a remote that never answers fails after the time limit instead of hanging', async () => {
  load.mockReturnValue(new Promise(() => undefined));
  const loading = loadRemoteModule('mf_shop', './routes');
  const outcome = expect(loading).rejects.toThrow(/did not load within/);
  await jest.runAllTimersAsync();
  await outcome;
  expect(load).toHaveBeenCalledTimes(remoteRetry.attempts);
});
