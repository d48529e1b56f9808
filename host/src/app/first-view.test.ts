import { clubSettings } from '@club/shared-ui/testing';
import { firstViewImage, firstViewModules, preloadFirstViewImage } from './first-view';

describe('firstViewModules', () => {
  it("names the home page's first sections, hero first", () => {
    expect(firstViewModules('/')).toEqual([
      { remote: 'mf_content', exposed: './hero-section' },
      { remote: 'mf_shop', exposed: './memberships-section' },
    ]);
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
  it("is the club's header image on the home page and nothing elsewhere or without one", () => {
    const settings = { ...clubSettings, Uploads: '/uploads/', HeaderImage: 'header.jpg' };
    expect(firstViewImage('/', settings)).toBe('/uploads/header.jpg');
    expect(firstViewImage('/shop', settings)).toBeNull();
    expect(firstViewImage('/', { ...settings, HeaderImage: '' })).toBeNull();
  });

  it('is preloaded with high priority', () => {
    preloadFirstViewImage('/', { ...clubSettings, Uploads: '/uploads/', HeaderImage: 'header.jpg' });
    const link = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(link).toHaveAttribute('href', '/uploads/header.jpg');
    expect(link).toHaveAttribute('fetchpriority', 'high');
    link?.remove();
  });
});
