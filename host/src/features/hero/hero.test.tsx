import { screen } from '@testing-library/react';
import { provideSettings } from '@club/shared-contracts/settings';
import { clubSettings, renderAtPath } from '@club/shared-ui/testing';
import { registerHostTexts } from '../../app/texts';
import { Hero, heroImageSize } from './hero';

beforeAll(() => registerHostTexts());

describe('hero section', () => {
  it("shows the club's header image first of all, with its size, behind the club's name and description", async () => {
    provideSettings({ ...clubSettings, HeaderImage: 'header.jpg', Uploads: '/uploads/' });
    const { container } = await renderAtPath(<Hero />, '/', 'es-ES');
    expect(screen.getByRole('heading', { level: 1, name: clubSettings.title })).toBeInTheDocument();
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/uploads/header.jpg');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', String(heroImageSize.width));
    expect(image).toHaveAttribute('height', String(heroImageSize.height));
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('draws no image for a club without one', async () => {
    provideSettings({ ...clubSettings, HeaderImage: '' });
    const { container } = await renderAtPath(<Hero />, '/', 'es-ES');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Haz tu reserva' })).toHaveAttribute(
      'href',
      '/bookingtypes?bookings=true',
    );
  });
});
