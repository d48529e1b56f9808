import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotFound } from './not-found';
import { createBrowserRouter, RouterProvider } from './router';
import { renderWithI18n } from './testing';

async function renderAt(path: string, language: 'en-US' | 'es-ES' | 'it-IT') {
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter([
    { path: '/', element: <p>Home page</p> },
    { path: '*', element: <NotFound /> },
  ]);
  await act(() => renderWithI18n(<RouterProvider router={router} />, language));
  return router;
}

describe('NotFound', () => {
  it('says in the visitor’s language that the page does not exist', async () => {
    await renderAt('/customer-orders/999', 'es-ES');
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByText('La página que buscas no existe.')).toBeInTheDocument();
  });

  it('links back to the home page', async () => {
    const router = await renderAt('/customer-orders/999', 'it-IT');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Torna alla home' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });
});
