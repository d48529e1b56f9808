import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { StatusAnswer } from '@club/shared-contracts/api/test-fetch';
import { closeLoginRequest, loginRequestAtom } from '@club/shared-contracts/session';
import { clearSession, storeLogin } from '@club/shared-contracts/session-store';
import { provideSettings } from '@club/shared-contracts/settings';
import { clubSettings, renderAtPath, settle } from '@club/shared-ui/testing';
import { setViewportWidth } from '../../lib/testing';
import { Menu } from './menu';
import { answerMenuCalls, menuCalls, parentLogin } from './menu-testing';

const mainMenu = () => screen.getByRole('navigation', { name: 'Main menu' });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearSession();
  closeLoginRequest();
  provideSettings(clubSettings);
  setViewportWidth(1280);
});
afterEach(() => jest.restoreAllMocks());

describe('conditional entries', () => {
  test('a club offering everything shows Bookings, School, Memberships, Shop and Locations', async () => {
    answerMenuCalls();
    await renderAtPath(<Menu />);
    const menu = mainMenu();
    expect(await within(menu).findByRole('link', { name: 'Bookings' })).toHaveAttribute(
      'href',
      '/bookingtypes?bookings=true',
    );
    expect(within(menu).getByRole('link', { name: 'School' })).toHaveAttribute(
      'href',
      '/bookingtypes?school=true',
    );
    expect(within(menu).getByRole('link', { name: 'Memberships' })).toHaveAttribute('href', '/shop?type=6');
    expect(within(menu).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    expect(within(menu).getByRole('link', { name: 'Locations' })).toHaveAttribute('href', '/locations');
  });

  test('a club without booking or school types, memberships, shop or related clubs shows none of them', async () => {
    provideSettings({ ...clubSettings, HasShop: false, RelatedClubs: [] });
    answerMenuCalls({
      [menuCalls.bookingTypes]: {
        ok: true,
        model: [
          { id: 3, concept: 'Match' },
          { id: 4, concept: 'Event' },
        ],
      },
      [menuCalls.memberships]: { ok: true, model: [] },
    });
    await renderAtPath(<Menu />);
    await settle();
    const names = within(mainMenu())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Home', 'Blog']);
  });

  test('lists that fail to load are only logged and their entries stay away', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answerMenuCalls({
      [menuCalls.bookingTypes]: new StatusAnswer(500, { ok: false, errorMsg: 'Down' }),
      [menuCalls.memberships]: new StatusAnswer(500, { ok: false, errorMsg: 'Down' }),
    });
    await renderAtPath(<Menu />);
    await settle();
    for (const name of ['Bookings', 'School', 'Memberships']) {
      expect(within(mainMenu()).queryByRole('link', { name })).not.toBeInTheDocument();
    }
    expect(logged).toHaveBeenCalledWith('menu booking types could not be loaded', expect.anything());
    expect(logged).toHaveBeenCalledWith('menu memberships could not be loaded', expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('Recharge your voucher shows for a customer holding vouchers', async () => {
    storeLogin(parentLogin);
    answerMenuCalls({
      [menuCalls.heldVouchers(parentLogin.id)]: { ok: true, model: [{ id: 1, name: 'Wallet' }] },
    });
    await renderAtPath(<Menu />);
    expect(await within(mainMenu()).findByRole('link', { name: 'Recharge your voucher' })).toHaveAttribute(
      'href',
      '/customer-vouchers',
    );
  });
});

describe('Locations', () => {
  afterEach(() => {
    delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
  });

  test('on the web it opens the locations page', async () => {
    answerMenuCalls();
    await renderAtPath(<Menu />, '/blog');
    await userEvent.click(within(mainMenu()).getByRole('link', { name: 'Locations' }));
    expect(window.location.pathname).toBe('/locations');
  });

  test("inside the club's app it asks the app for its locations screen and stays on the page", async () => {
    const postMessage = jest.fn();
    Object.assign(window, { ReactNativeWebView: { postMessage } });
    answerMenuCalls();
    await renderAtPath(<Menu />, '/blog');
    await userEvent.click(within(mainMenu()).getByRole('link', { name: 'Locations' }));
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ type: 'locations' }));
    expect(window.location.pathname).toBe('/blog');
  });
});

describe('Login, Register and Logout', () => {
  test('a visitor sees Login and, with RegisterOn, Register, which opens the dialog on the register tab', async () => {
    answerMenuCalls();
    await renderAtPath(<Menu />);
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(getDefaultStore().get(loginRequestAtom)).toEqual({ backUrl: null, mode: 'register' });
  });

  test('without RegisterOn there is no Register', async () => {
    provideSettings({ ...clubSettings, RegisterOn: false });
    answerMenuCalls();
    await renderAtPath(<Menu />);
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  test('a logged-in customer sees Logout and My Account, and neither Login nor Register', async () => {
    storeLogin(parentLogin);
    answerMenuCalls();
    await renderAtPath(<Menu />);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'My Account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });
});

describe('the current page', () => {
  const currentEntries = () =>
    within(mainMenu())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);

  test.each([
    [1280, '/shop', 'Shop'],
    [1280, '/shop?page=2', 'Shop'],
    [1280, '/shop?type=6', 'Memberships'],
    [1280, '/bookingtypes?bookings=true', 'Bookings'],
    [1280, '/bookingtypes?school=true', 'School'],
    [375, '/shop', 'Shop'],
    [375, '/bookingtypes?bookings=true', 'Bookings'],
    [375, '/bookingtypes?school=true', 'School'],
  ])('at %i px on %s exactly one entry is the current page: %s', async (width, path, entry) => {
    setViewportWidth(width);
    answerMenuCalls();
    await renderAtPath(<Menu />, path);
    if (width < 768) await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await within(mainMenu()).findByRole('link', { name: 'Memberships' });
    expect(currentEntries()).toEqual([entry]);
  });

  test('no entry is the current page on a page none of them opens', async () => {
    answerMenuCalls();
    await renderAtPath(<Menu />, '/shop/1');
    await within(mainMenu()).findByRole('link', { name: 'Memberships' });
    expect(currentEntries()).toEqual([]);
  });
});

describe('contact, gallery and recent posts', () => {
  test.each([
    [375, 6],
    [1280, 4],
  ])('at %i px wide the menu shows %i gallery thumbnails', async (width, count) => {
    setViewportWidth(width);
    answerMenuCalls();
    await renderAtPath(<Menu />);
    if (width < 768) await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const gallery = screen.getByRole('list', { name: 'Gallery' });
    expect(await within(gallery).findAllByRole('img')).toHaveLength(count);
    expect(within(gallery).getAllByRole('img')[0]).toHaveAttribute('src', '/uploads/picture-1.svg');
  });

  test('on a desktop the two newest posts show with image and title, linking to the post', async () => {
    const requests = answerMenuCalls();
    await renderAtPath(<Menu />);
    const posts = screen.getByRole('region', { name: 'Recent Posts' });
    const links = await within(posts).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Summer league', '/post/31'],
      ['Easter hours', '/post/32'],
    ]);
    expect(links[0]?.querySelector('img')).toHaveAttribute('src', '/uploads/league.svg');
    expect(requests.find((request) => request.url.pathname === menuCalls.posts)?.url.search).toBe('?count=2');
  });

  test('on a phone there are no recent posts, and they are not even asked for', async () => {
    setViewportWidth(375);
    const requests = answerMenuCalls();
    await renderAtPath(<Menu />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await settle();
    expect(screen.queryByRole('region', { name: 'Recent Posts' })).not.toBeInTheDocument();
    expect(requests.map((request) => request.url.pathname)).not.toContain(menuCalls.posts);
  });

  test('the contact block hides while the desktop My Account dropdown is open', async () => {
    storeLogin(parentLogin);
    answerMenuCalls();
    await renderAtPath(<Menu />);
    const phone = screen.getByRole('link', { name: /910 123 456/ });
    expect(phone).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'My Account' }));
    expect(phone).not.toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(phone).toBeVisible();
  });
});

describe('mobile menu', () => {
  beforeEach(() => setViewportWidth(375));

  test('opens from its button with the keyboard; Escape closes it and gives the focus back', async () => {
    answerMenuCalls();
    await renderAtPath(<Menu />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-controls', 'main-menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();

    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(mainMenu()).toHaveAttribute('id', 'main-menu');
    await userEvent.tab();
    expect(within(mainMenu()).getByRole('link', { name: 'Home' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  test('closes when the visitor follows one of its links or the page changes otherwise', async () => {
    answerMenuCalls();
    const { navigate } = await renderAtPath(<Menu />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await userEvent.click(within(mainMenu()).getByRole('link', { name: 'Blog' }));
    expect(window.location.pathname).toBe('/blog');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    await navigate('/shop');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
