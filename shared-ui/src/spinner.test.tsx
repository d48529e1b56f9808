import { screen } from '@testing-library/react';
import { Spinner } from './spinner';
import { renderWithI18n } from './testing';

describe('Spinner', () => {
  it('is a status that screen readers read as "Loading…"', async () => {
    await renderWithI18n(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('says it in Spanish when the page is in Spanish', async () => {
    await renderWithI18n(<Spinner />, 'es-ES');
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
  });

  it('reads a given label instead', async () => {
    await renderWithI18n(<Spinner label="Loading bookings" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading bookings');
  });

  it('announces nothing when decorative', async () => {
    const { container } = await renderWithI18n(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
