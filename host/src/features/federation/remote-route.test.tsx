import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n, settle } from '@club/shared-ui/testing';
import { registerHostTexts } from '../../app/texts';
import { loadRemoteModule, resetRemote } from './remote-loader';
import {
  popularProductsWidget,
  provideRemoteWidgets,
  RemoteWidgetSlot,
} from '@club/shared-contracts/remote-widgets';
import {
  forgetFailedRemoteModules,
  preloadRemoteModule,
  RemoteRoute,
  RemoteSection,
  RemoteWidget,
} from './remote-route';

jest.mock('./remote-loader', () => ({ loadRemoteModule: jest.fn(), resetRemote: jest.fn() }));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

beforeAll(() => registerHostTexts());
// The boundary logs what failed; the test keeps the console quiet.
beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('a route whose remote fails shows the translated fallback, and its retry button loads the page', async () => {
  load.mockRejectedValueOnce(new Error('remote down'));
  load.mockResolvedValueOnce({ routes: [{ id: 'shop', Component: () => <h1>Tienda</h1> }] });

  // The remote's promise settles while React waits in Suspense, so the render is awaited inside act.
  await act(() => renderWithI18n(<RemoteRoute remote="mf_shop" routeId="shop" />, 'es-ES'));
  const fallback = await screen.findByRole('alert');
  expect(fallback).toHaveTextContent('No se ha podido cargar esta parte de la web');

  await act(() => userEvent.click(screen.getByRole('button', { name: 'Reintentar' })));
  expect(await screen.findByRole('heading', { name: 'Tienda' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('a remote without the requested route shows the fallback instead of a blank page', async () => {
  load.mockResolvedValue({ routes: [] });
  await act(() => renderWithI18n(<RemoteRoute remote="mf_account" routeId="account" />));
  expect(await screen.findByRole('alert')).toHaveTextContent('This part of the site could not be loaded');
});

/** An IntersectionObserver double: `reveal` tells the observed element it has come near the viewport. */
function watchViewport() {
  const watch = {
    reveal: (_entries: { isIntersecting: boolean }[]) => undefined as void,
    observe: jest.fn(),
  };
  window.IntersectionObserver = jest.fn((callback: (entries: { isIntersecting: boolean }[]) => void) => {
    watch.reveal = callback;
    return { observe: watch.observe, disconnect: jest.fn() };
  }) as unknown as typeof IntersectionObserver;
  return watch;
}

afterEach(() => delete (window as { IntersectionObserver?: unknown }).IntersectionObserver);

test('a home section loads its remote only once it comes near the viewport', async () => {
  const viewport = watchViewport();
  load.mockResolvedValue({ HomeSection: () => <h2>Membresías</h2> });

  await act(() =>
    renderWithI18n(
      <RemoteSection remote="mf_shop" exposed="./memberships-section" shape={{ withText: true }} />,
    ),
  );
  expect(viewport.observe).toHaveBeenCalled();
  expect(load).not.toHaveBeenCalled();

  // The remote's answer arrives while React waits in Suspense, so the reveal is awaited inside act.
  await act(async () => {
    viewport.reveal([{ isIntersecting: true }]);
    await Promise.resolve();
  });
  expect(await screen.findByRole('heading', { name: 'Membresías' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mf_shop', './memberships-section');
});

test("a home section the server drew keeps the server's HTML, without its code, until it comes near the viewport, then hydrates", async () => {
  const viewport = watchViewport();
  const joined = jest.fn();
  load.mockResolvedValue({ HomeSection: () => <button onClick={joined}>Hazte socio</button> });
  // What the host's server draws for the section: the section inside its Suspense boundary's marks.
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = '<div class="part"><!--$--><button>Hazte socio</button><!--/$--></div>';
  const drawn = screen.getByRole('button', { name: 'Hazte socio' });

  render(<RemoteSection remote="mf_shop" exposed="./trending-section" shape={{ withText: true }} />, {
    container,
    hydrate: true,
  });
  await settle();
  expect(load).not.toHaveBeenCalled();
  fireEvent.click(drawn);
  await settle();
  expect(joined).not.toHaveBeenCalled();

  // The code loads, and React hydrates the section, in tasks after the reveal.
  await act(async () => {
    viewport.reveal([{ isIntersecting: true }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(load).toHaveBeenCalledWith('mf_shop', './trending-section');
  // The server's element, now React's: no mismatch drew it anew.
  fireEvent.click(drawn);
  await settle();
  expect(joined).toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Hazte socio' })).toBe(drawn);
  const said = (console.error as jest.MockedFunction<typeof console.error>).mock.calls.map(String);
  expect(said.filter((text) => /hydrat/i.test(text))).toEqual([]);
});

test('a home section whose remote fails disappears, logged, without a fallback', async () => {
  load.mockRejectedValue(new Error('remote down'));
  const { container } = await act(() =>
    renderWithI18n(
      <RemoteSection remote="mf_shop" exposed="./vouchers-section" shape={{ withText: true }} />,
    ),
  );
  await act(() => Promise.resolve());
  expect(screen.queryByRole('alert')).toBeNull();
  expect(container.querySelector('[aria-busy]')).toBeNull();
  expect(container.textContent).toBe('');
  expect(console.error).toHaveBeenCalledWith(
    'mf_shop section ./vouchers-section failed',
    expect.any(Error),
    expect.anything(),
  );
});

test("a remote's widget slot loads another remote's widget through the host", async () => {
  provideRemoteWidgets(RemoteWidget);
  load.mockResolvedValue({ Widget: () => <h2>Productos populares</h2> });
  await act(() => renderWithI18n(<RemoteWidgetSlot {...popularProductsWidget} />));
  expect(await screen.findByRole('heading', { name: 'Productos populares' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mf_shop', './popular-products');
});

test('a route whose remote code has loaded already is drawn in the first render, without suspending', async () => {
  load.mockResolvedValue({ routes: [{ id: 'payment-ok', Component: () => <h1>Paid</h1> }] });
  await preloadRemoteModule('mf_checkout', './routes');
  await renderWithI18n(<RemoteRoute remote="mf_checkout" routeId="payment-ok" />);
  expect(screen.getByRole('heading', { name: 'Paid' })).toBeInTheDocument();
});

test("the server tries a remote's failed module again on the next page, keeping the entry its other modules share, and fetches anew the entry of a remote none of whose modules loaded", async () => {
  load.mockImplementation((remote, exposed) =>
    remote === 'mf_content' && exposed === './routes'
      ? Promise.resolve({ routes: [] })
      : Promise.reject(new Error('not within the budget')),
  );
  const page = () =>
    Promise.all([
      preloadRemoteModule('mf_content', './routes'),
      preloadRemoteModule('mf_content', './posts-section'),
      preloadRemoteModule('mf_booking', './routes'),
    ]);
  await page();
  jest.mocked(resetRemote).mockClear();
  await forgetFailedRemoteModules();
  expect(resetRemote).toHaveBeenCalledWith('mf_booking');
  expect(resetRemote).not.toHaveBeenCalledWith('mf_content');

  load.mockClear();
  await page();
  expect(load.mock.calls).toEqual([
    ['mf_content', './posts-section'],
    ['mf_booking', './routes'],
  ]);
});
