import { act, screen } from '@testing-library/react';
import { renderWithI18n } from '@club/shared-ui/testing';
import type * as RemoteRouteExports from './remote-route';
import type * as MarkExports from '../../lib/interactive-mark';
import type * as LoaderExports from './remote-loader';

jest.mock('./remote-loader', () => ({ loadRemoteModule: jest.fn(), resetRemote: jest.fn() }));

type RemoteRouteModule = typeof RemoteRouteExports;
type MarkModule = typeof MarkExports;
type LoaderModule = typeof LoaderExports;

// Each test is a new document: the mark's state and the remote modules' cache start empty, with the one React.
const shared = ['react', 'react/jsx-runtime', 'react-dom', 'react-i18next', 'jotai'].map(
  (name) => [name, jest.requireActual<object>(name)] as const,
);

type FreshPage = RemoteRouteModule &
  MarkModule & { load: jest.MockedFunction<LoaderModule['loadRemoteModule']> };

function freshPage(): FreshPage {
  let modules!: FreshPage;
  jest.isolateModules(() => {
    for (const [name, module] of shared) jest.doMock(name, () => module);
    const loader = jest.requireMock<LoaderModule>('./remote-loader');
    modules = {
      ...jest.requireActual<RemoteRouteModule>('./remote-route'),
      ...jest.requireActual<MarkModule>('../../lib/interactive-mark'),
      load: loader.loadRemoteModule as jest.MockedFunction<LoaderModule['loadRemoteModule']>,
    };
  });
  return modules;
}

const interactive = () => document.documentElement.dataset.interactive !== undefined;

beforeEach(() => {
  delete document.documentElement.dataset.interactive;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('a remote page whose code comes after the shell hydrated marks the page interactive only once it is drawn', async () => {
  const { RemoteRoute, markShellHydrated, load } = freshPage();
  let arrive: (module: unknown) => void = () => undefined;
  load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));

  await act(() => renderWithI18n(<RemoteRoute remote="mf_shop" routeId="shop" />, 'es-ES'));
  act(() => markShellHydrated());
  expect(interactive()).toBe(false);

  await act(async () => {
    arrive({ routes: [{ id: 'shop', Component: () => <h1>Tienda</h1> }] });
    await Promise.resolve();
  });
  expect(await screen.findByRole('heading', { name: 'Tienda' })).toBeInTheDocument();
  expect(interactive()).toBe(true);
});

test('a remote page that fails to load marks the page interactive with its fallback', async () => {
  const { RemoteRoute, markShellHydrated, load } = freshPage();
  load.mockRejectedValue(new Error('remote down'));

  await act(() => renderWithI18n(<RemoteRoute remote="mf_shop" routeId="shop" />, 'es-ES'));
  act(() => markShellHydrated());
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(interactive()).toBe(true);
});

test('a remote page drawn in the same pass as the shell marks the page interactive when the shell hydrates', async () => {
  const { RemoteRoute, markShellHydrated, preloadRemoteModule, load } = freshPage();
  load.mockResolvedValue({ routes: [{ id: 'shop', Component: () => <h1>Tienda</h1> }] });
  await preloadRemoteModule('mf_shop', './routes');

  await renderWithI18n(<RemoteRoute remote="mf_shop" routeId="shop" />, 'es-ES');
  expect(screen.getByRole('heading', { name: 'Tienda' })).toBeInTheDocument();
  expect(interactive()).toBe(false);
  act(() => markShellHydrated());
  expect(interactive()).toBe(true);
});
