import { screen } from '@testing-library/react';
import { TargetLink } from './target-link';
import { renderAtPath } from './testing';

describe('TargetLink', () => {
  it('opens a page of the site through the router, in the same tab', async () => {
    await renderAtPath(<TargetLink target={{ path: '/shop?type=2' }}>Tienda</TargetLink>, '/', 'es-ES');
    const link = screen.getByRole('link', { name: 'Tienda' });
    expect(link).toHaveAttribute('href', '/shop?type=2');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens another site in a new tab without a hold on this page, and says so to a screen reader', async () => {
    await renderAtPath(
      <TargetLink target={{ href: 'https://federacion.test/' }}>Federación</TargetLink>,
      '/',
      'es-ES',
    );
    const link = screen.getByRole('link', { name: 'Federación (se abre en una pestaña nueva)' });
    expect(link).toHaveAttribute('href', 'https://federacion.test/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
