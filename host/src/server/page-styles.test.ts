/**
 * @jest-environment node
 */
import { drawWithStyles, inlineStylesheets, noteStyleUsage, stylesheetsOf } from './page-styles';

const host = {
  base: '/',
  files: { 'shared-ui/src/card.module.css': ['club.1.css'] },
  read: (file: string) => Promise.resolve(`host ${file}`),
};
const shop = {
  base: 'https://shop.example/remoteEntry.js',
  files: {
    'mf-shop/src/product.module.css': ['7.a.css', '8.b.css'],
    'mf-shop/src/list.module.css': ['7.a.css'],
  },
  read: (file: string) => Promise.resolve(`shop ${file}`),
};

describe('the stylesheets of a drawn page', () => {
  it("are the files carrying the style modules it read, the host's by path and a remote's beside its entry, once each", async () => {
    const sheets = stylesheetsOf(
      [
        'mf-shop/src/product.module.css',
        'shared-ui/src/card.module.css',
        'mf-shop/src/list.module.css',
        'nowhere.css',
      ],
      [host, shop],
    );
    expect(sheets.map((sheet) => sheet.href)).toEqual([
      'https://shop.example/7.a.css',
      'https://shop.example/8.b.css',
      '/club.1.css',
    ]);
    // Each read from its own source.
    expect(await Promise.all(sheets.map((sheet) => sheet.read()))).toEqual([
      'shop 7.a.css',
      'shop 8.b.css',
      'host club.1.css',
    ]);
  });

  it('are carried inline once read, but one that cannot be read or names other files stays a link', async () => {
    const read = jest.fn(() => Promise.resolve('.a{color:red}'));
    const sheets = [
      { href: '/inline.1.css', read },
      { href: '/font.1.css', read: () => Promise.resolve('@font-face{src:url(f.woff2)}') },
      { href: '/missing.1.css', read: () => Promise.reject(new Error('404')) },
    ];
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(await inlineStylesheets(sheets)).toEqual([
      { href: '/inline.1.css', css: '.a{color:red}' },
      { href: '/font.1.css', css: null },
      { href: '/missing.1.css', css: null },
    ]);
    // Read once: a stylesheet's name changes with its content.
    await inlineStylesheets(sheets.slice(0, 1));
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('are noted for the page being drawn only, across what it waits for', async () => {
    noteStyleUsage();
    const first = new Set<string>();
    const second = new Set<string>();
    await Promise.all([
      drawWithStyles(first, async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        globalThis.__clubStyleUsed?.('a.module.css');
      }),
      drawWithStyles(second, async () => {
        globalThis.__clubStyleUsed?.('b.module.css');
        await new Promise((resolve) => setTimeout(resolve, 1));
        globalThis.__clubStyleUsed?.('c.module.css');
      }),
    ]);
    expect([...first]).toEqual(['a.module.css']);
    expect([...second]).toEqual(['b.module.css', 'c.module.css']);
  });
});
