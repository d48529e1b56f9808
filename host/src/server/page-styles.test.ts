/**
 * @jest-environment node
 */
import { drawWithStyles, noteStyleUsage, stylesheetsOf } from './page-styles';

const host = { base: '/', files: { 'shared-ui/src/card.module.css': ['club.1.css'] } };
const shop = {
  base: 'https://shop.example/remoteEntry.js',
  files: {
    'mf-shop/src/product.module.css': ['7.a.css', '8.b.css'],
    'mf-shop/src/list.module.css': ['7.a.css'],
  },
};

describe('the stylesheets of a drawn page', () => {
  it("are the files carrying the style modules it read, the host's by path and a remote's beside its entry, once each", () => {
    const sheets = stylesheetsOf(
      [
        'mf-shop/src/product.module.css',
        'shared-ui/src/card.module.css',
        'mf-shop/src/list.module.css',
        'nowhere.css',
      ],
      [host, shop],
    );
    expect(sheets).toEqual(['https://shop.example/7.a.css', 'https://shop.example/8.b.css', '/club.1.css']);
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
