import type { RouteAddress } from '@club/shared-contracts/remote-modules';
import { fakeApi, StatusAnswer } from '@club/shared-contracts/api/test-fetch';
import { clubSettings } from '@club/shared-ui/testing';
import { forgetHomeTemplate } from '../lib/home-template';
import { homeTemplate } from '../lib/testing';
import { loadRemoteModule } from '../features/federation/remote-loader';
import { firstViewImage, firstViewModules, preloadFirstView, preloadFirstViewImage } from './first-view';

jest.mock('../features/federation/remote-loader', () => ({
  loadRemoteModule: jest.fn(),
  resetRemote: jest.fn(),
}));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

describe('firstViewModules', () => {
  it("names the home page's first section under the host's hero: the booking types", () => {
    expect(firstViewModules('/')).toEqual([{ remote: 'mf_booking', exposed: './booking-types-section' }]);
  });

  it("names the routes module of the remote that owns the page's route", () => {
    expect(firstViewModules('/shop/12')).toEqual([{ remote: 'mf_shop', exposed: './routes' }]);
    expect(firstViewModules('/bookings')).toEqual([{ remote: 'mf_booking', exposed: './routes' }]);
    expect(firstViewModules('/privacy')).toEqual([{ remote: 'mf_content', exposed: './routes' }]);
  });

  it("names nothing for the host's own pages and for an unknown address", () => {
    expect(firstViewModules('/auto-login')).toEqual([]);
    expect(firstViewModules('/no/such/page')).toEqual([]);
  });
});

describe('firstViewImage', () => {
  const settings = { ...clubSettings, Uploads: '/uploads/', HeaderImage: 'header.jpg' };
  const templateCall = '/api/czconfigs/template';

  beforeEach(() => forgetHomeTemplate());

  it("is the home template's first slide that has an image on the home page, and nothing elsewhere", async () => {
    fakeApi({ [templateCall]: { ok: true, data: { ...homeTemplate, image1: '' } } });
    expect(await firstViewImage('/', settings)).toBe('/uploads/slide-2.jpg');
    expect(await firstViewImage('/shop', settings)).toBeNull();
  });

  it("is the club's header image, which the hero then shows, when the template has no slide or fails", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ [templateCall]: { ok: true, data: { ...homeTemplate, image1: '', image2: '', image3: '' } } });
    expect(await firstViewImage('/', settings)).toBe('/uploads/header.jpg');
    forgetHomeTemplate();
    fakeApi({ [templateCall]: new StatusAnswer(500, { ok: false, errorMsg: 'Down' }) });
    expect(await firstViewImage('/', settings)).toBe('/uploads/header.jpg');
    expect(await firstViewImage('/', { ...settings, HeaderImage: '' })).toBeNull();
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });

  it('is preloaded with high priority', async () => {
    fakeApi({ [templateCall]: { ok: true, data: homeTemplate } });
    preloadFirstViewImage('/', settings);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const link = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(link).toHaveAttribute('href', '/uploads/slide-1.jpg');
    expect(link).toHaveAttribute('fetchpriority', 'high');
    link?.remove();
  });
});

describe('preloadFirstView', () => {
  it("fetches the page's remote routes, then that page's own code and data for its address, and no other page's", async () => {
    const productPage = jest.fn((_address: RouteAddress) => Promise.resolve());
    const listPage = jest.fn(() => Promise.resolve());
    load.mockResolvedValue({
      routes: [
        { id: 'shop', preload: listPage },
        { id: 'shop-product', preload: productPage },
      ],
    });
    void preloadFirstView({ pathname: '/shop/12', search: '?from=home' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledWith('mf_shop', './routes');
    expect(productPage).toHaveBeenCalledTimes(1);
    const [address] = productPage.mock.calls[0]!;
    expect(address.params).toEqual({ id: '12' });
    expect(address.search.get('from')).toBe('home');
    expect(listPage).not.toHaveBeenCalled();
  });

  it("settles once the page's remote code has arrived", async () => {
    let arrive: (module: unknown) => void = () => undefined;
    load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    let settled = false;
    const preloading = preloadFirstView({ pathname: '/blog', search: '' }, { data: false }).then(
      () => (settled = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    arrive({ routes: [] });
    await preloading;
    expect(settled).toBe(true);
  });

  it('asks for the home template on the home page only, once for the whole page', async () => {
    forgetHomeTemplate();
    load.mockResolvedValue(undefined);
    const requests = fakeApi({ '/api/czconfigs/template': { ok: true, data: homeTemplate } });
    void preloadFirstView({ pathname: '/shop', search: '' });
    expect(requests).toHaveLength(0);
    void preloadFirstView({ pathname: '/', search: '' });
    await firstViewImage('/', clubSettings);
    expect(requests.map((request) => request.url.pathname)).toEqual(['/api/czconfigs/template']);
  });
});
