import type { Settings } from '@club/shared-contracts/entities';
import { pageDocument } from './page-document';

const template =
  '<!doctype html><html lang=es><head><title>Club</title><meta name=description content>' +
  '<link rel=icon href=data:,></head><body><div id=root></div><script defer src=/main.js></script></body></html>';

const settings = {
  title: 'Padel & "Friends" <Club>',
  description: 'Courts',
  Mainlogo: 'logo.svg',
  Uploads: '/uploads/',
  HeaderImage: 'header.svg',
} as Settings;

describe('pageDocument', () => {
  it("fills the built page's head with the language, title, description, icon and theme, escaped", () => {
    const { before, after } = pageDocument(
      template,
      { origin: 'https://club.example', lang: 'fr-FR', title: settings.title, description: '<b>Courts</b>' },
      settings,
    );
    expect(before).toContain('<title>Padel &amp; &quot;Friends&quot; &lt;Club&gt;</title>');
    expect(before).toContain('<meta name="description" content="&lt;b&gt;Courts&lt;/b&gt;">');
    expect(before).toContain('<link rel="icon" href="/uploads/logo.svg">');
    expect(before).toMatch(
      /^<!doctype html><html lang="fr-FR" style="[^"]*--club-header-image: url\(&quot;https:\/\/club\.example\/uploads\/header\.svg&quot;\)/,
    );
    expect(before.endsWith('<div id="root">')).toBe(true);
    expect(after).toBe('</div><script defer src=/main.js></script></body></html>');
  });

  it('refuses a page without an empty #root', () => {
    expect(() =>
      pageDocument(
        '<html><body></body></html>',
        { origin: 'https://x', lang: 'es-ES', title: '', description: '' },
        settings,
      ),
    ).toThrow('#root');
  });
});
