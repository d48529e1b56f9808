import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage } from './lazy-page';

describe('lazyPage', () => {
  it('loads its code once, whether preloaded first or rendered first', async () => {
    const load = jest.fn(() => Promise.resolve(() => <h1>Tienda</h1>));
    const Page = lazyPage(load);
    await Page.preload();
    render(
      <Suspense fallback={<p>Cargando</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Tienda' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not load before it is preloaded or rendered', () => {
    const load = jest.fn(() => Promise.resolve(() => null));
    lazyPage(load);
    expect(load).not.toHaveBeenCalled();
  });
});
