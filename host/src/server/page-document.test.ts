import type { Settings } from '@club/shared-contracts/entities';
import { pageDocument, templateStylesheets, type DrawnPage } from './page-document';

const template =
  '<!doctype html><html lang=es><head><title>Club</title><meta name=description content>' +
  '<link rel=icon href=data:,><link rel=preload href=/api/czconfigs/main-settings as=fetch crossorigin=anonymous>' +
  '<script>if("/"===location.pathname){template.href="/api/czconfigs/template"}</script>' +
  '<link rel=preload href=/club.1234.css as=style><link rel=preload href=/main.js as=script>' +
  '<link rel=preload href=/libraries.5678.js as=script>' +
  '</head><body><div id=root></div><script defer src=/main.js></script></body></html>';

const settings = {
  title: 'Padel & "Friends" <Club>',
  description: 'Courts',
  Mainlogo: 'logo.svg',
  Uploads: '/uploads/',
  HeaderImage: 'header.svg',
  CurrencySymbol: '€',
  PriceWithTaxes: true,
} as Settings;

const page = (overrides: Partial<DrawnPage> = {}): DrawnPage => ({
  url: new URL('https://club.example/shop/1?units=2'),
  lang: 'fr-FR',
  head: {},
  stylesheets: [],
  ...overrides,
});

describe('pageDocument', () => {
  it("fills the built page's head with the language, title, description, icon, theme and stylesheets, escaped, without the start's API requests", () => {
    const { before, after } = pageDocument(
      template,
      page({
        head: { title: 'Pala · Padel & "Friends" <Club>', description: '<b>Courts</b>' },
        stylesheets: [
          { href: '/club.1234.css', css: 'a::after{content:"</style><script>"}' },
          { href: 'https://shop.example/12.css', css: null },
        ],
      }),
      settings,
    );
    expect(before).toContain('<title>Pala · Padel &amp; &quot;Friends&quot; &lt;Club&gt;</title>');
    expect(before).toContain('<meta name="description" content="&lt;b&gt;Courts&lt;/b&gt;">');
    expect(before).toContain('<link rel="icon" href="/uploads/logo.svg">');
    expect(before).toMatch(
      /^<!doctype html><html lang="fr-FR" style="[^"]*--club-header-image: url\(&quot;https:\/\/club\.example\/uploads\/header\.svg&quot;\)/,
    );
    // The stylesheets inline where they were read (their text unable to close the element), else linked.
    expect(before).toContain(
      '<style data-href="/club.1234.css">a::after{content:"<\\/style><script>"}</style>' +
        '<link rel="stylesheet" href="https://shop.example/12.css">',
    );
    expect(before).not.toContain('as=style');
    expect(before).not.toContain('/api/');
    expect(before.endsWith('<div id="root">')).toBe(true);
    // The start loads after the page's first paint, all of its scripts at once, nothing of it before.
    expect(before).not.toMatch(/main\.js|libraries/);
    expect(after).toBe(
      '</div><script defer src="/after-first-paint.js" data-start="/main.js /libraries.5678.js"></script></body></html>',
    );
  });

  it('loads the start at once, as index.html has it, for a page left to the browser', () => {
    const { before, after } = pageDocument(template, page({ head: { leftToBrowser: true } }), settings);
    expect(before).toContain(
      '<link rel=preload href=/main.js as=script><link rel=preload href=/libraries.5678.js as=script>',
    );
    expect(after).toBe('</div><script defer src=/main.js></script></body></html>');
  });

  it('names the stylesheets index.html preloads, which the page carries among its own', () => {
    expect(templateStylesheets(template)).toEqual(['/club.1234.css']);
  });

  it("names the page's address as canonical and tells link previews its picture and price", () => {
    const { before } = pageDocument(
      template,
      page({ head: { type: 'product', image: 'pala.svg', price: { grossPrice: 149, netPrice: 123.14 } } }),
      settings,
    );
    for (const tag of [
      '<link rel="canonical" href="https://club.example/shop/1?units=2">',
      '<meta property="og:type" content="product">',
      '<meta property="og:image" content="https://club.example/uploads/pala.svg">',
      '<meta property="product:price:amount" content="149.00">',
      '<meta property="product:price:currency" content="EUR">',
      '<meta property="og:locale" content="fr_FR">',
      '<meta name="twitter:card" content="summary_large_image">',
    ]) {
      expect(before).toContain(tag);
    }
  });

  it("is the club's title, description and logo where the page tells nothing", () => {
    const { before } = pageDocument(template, page(), settings);
    expect(before).toContain('<title>Padel &amp; &quot;Friends&quot; &lt;Club&gt;</title>');
    expect(before).toContain('<meta property="og:description" content="Courts">');
    expect(before).toContain('<meta property="og:type" content="website">');
    expect(before).toContain('<meta property="og:image" content="https://club.example/uploads/logo.svg">');
    expect(before).not.toContain('product:price');
  });

  it('refuses a page without an empty #root', () => {
    expect(() => pageDocument('<html><body></body></html>', page(), settings)).toThrow('#root');
  });
});
