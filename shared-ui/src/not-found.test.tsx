import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotFound } from './not-found';
import { clubSettings, renderAtPath } from './testing';
import { provideSettings } from '@club/shared-contracts/settings';

// The host provides the club's settings before any page renders; the page names itself after the club.
beforeEach(() => provideSettings(clubSettings));

const renderAt = (path: string, language: 'en-US' | 'es-ES' | 'it-IT') =>
  renderAtPath({ '/': <p>Home page</p>, '*': <NotFound /> }, path, language);

describe('NotFound', () => {
  it('says in the visitor’s language that the page does not exist', async () => {
    await renderAt('/customer-orders/999', 'es-ES');
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByText('La página que buscas no existe.')).toBeInTheDocument();
    expect(document.title).toBe(`Página no encontrada · ${clubSettings.title}`);
  });

  it('links back to the home page', async () => {
    await renderAt('/customer-orders/999', 'it-IT');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Torna alla home' }));
    expect(window.location.pathname).toBe('/');
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });
});
