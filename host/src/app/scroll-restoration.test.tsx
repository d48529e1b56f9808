import { act } from '@testing-library/react';
import { renderAtPath } from '@club/shared-ui/testing';
import { useScrollRestoration } from './scroll-restoration';

function Page({ name }: { name: string }) {
  useScrollRestoration();
  return <p>{name}</p>;
}

const pages = { '/shop': <Page name="Shop" />, '/shop/:id': <Page name="Product" /> };

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => scrollTo.mockRestore());

function scrollDownTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

test('a new page opens at its top, and Back returns to where the visitor was', async () => {
  const { navigate } = await renderAtPath(pages, '/shop');
  expect(scrollTo).not.toHaveBeenCalled();
  scrollDownTo(900);

  await navigate('/shop/3');
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  scrollDownTo(200);

  await act(async () => {
    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  });
  expect(window.location.pathname).toBe('/shop');
  expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
});
