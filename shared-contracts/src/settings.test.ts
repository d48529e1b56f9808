import { getDefaultStore } from 'jotai';
import { configureApi } from './http';
import type { Settings } from './entities';
import {
  getSettings,
  mapsLink,
  provideSettings,
  settingsAtom,
  supportedCulture,
  uploadUrl,
} from './settings';

describe('settings state', () => {
  it('is null until the host provides the settings, then read-only for everyone', () => {
    expect(getDefaultStore().get(settingsAtom)).toBeNull();
    expect(() => getSettings()).toThrow(/not loaded/);
    const settings = { title: 'Club' } as Settings;
    provideSettings(settings);
    expect(getDefaultStore().get(settingsAtom)).toBe(settings);
    expect(getSettings()).toBe(settings);
  });
});

describe('uploadUrl', () => {
  afterEach(() => configureApi({ origin: null }));

  it('joins a file name to the Uploads base', () => {
    expect(uploadUrl({ Uploads: '/uploads/' }, 'logo.png')).toBe('/uploads/logo.png');
    expect(uploadUrl({ Uploads: '/files' }, 'logo.png')).toBe('/files/logo.png');
  });

  it('points at the API origin when the API is elsewhere', () => {
    configureApi({ origin: 'https://api.club.test/' });
    expect(uploadUrl({ Uploads: '/uploads/' }, 'logo.png')).toBe('https://api.club.test/uploads/logo.png');
  });

  it('keeps absolute URLs and answers nothing for no file', () => {
    expect(uploadUrl({ Uploads: '/uploads/' }, 'https://cdn.test/a.png')).toBe('https://cdn.test/a.png');
    expect(uploadUrl({ Uploads: '/uploads/' }, '')).toBe('');
    expect(uploadUrl({ Uploads: '/uploads/' }, null)).toBe('');
  });

  it('answers nothing for an address of another scheme, which a frame or a link would run', () => {
    for (const address of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>1</script>',
      'vbscript:x',
    ]) {
      expect(uploadUrl({ Uploads: '/uploads/' }, address)).toBe('');
    }
  });
});

describe('mapsLink', () => {
  it('uses Coords when they split into exactly two parts', () => {
    expect(mapsLink('40.4168,-3.7038')).toBe(
      'https://www.google.com/maps/search/?api=1&query=40.4168,-3.7038',
    );
    expect(mapsLink(' 40.4168 , -3.7038 ')).toContain('query=40.4168,-3.7038');
  });

  it('answers # otherwise', () => {
    expect(mapsLink('40.4168')).toBe('#');
    expect(mapsLink('1,2,3')).toBe('#');
    expect(mapsLink('')).toBe('#');
    expect(mapsLink(null)).toBe('#');
  });
});

describe('supportedCulture', () => {
  it('keeps a supported culture', () => {
    for (const culture of ['en-US', 'es-ES', 'es-MX', 'fr-FR', 'it-IT'])
      expect(supportedCulture(culture)).toBe(culture);
  });

  it('falls back to en-US', () => {
    expect(supportedCulture('de-DE')).toBe('en-US');
    expect(supportedCulture('es')).toBe('en-US');
    expect(supportedCulture(undefined)).toBe('en-US');
  });
});
