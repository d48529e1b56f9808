import { screen } from '@testing-library/react';
import { provideClubSettings, renderAtPath } from '@club/shared-ui/testing';
import { HeaderImage, headerImageSize } from './header-image';

describe('header image', () => {
  it("draws the club's header image first, at its size, under the page's heading", async () => {
    provideClubSettings({ HeaderImage: 'header.jpg', Uploads: '/uploads/' });
    const { container } = await renderAtPath(
      <HeaderImage>
        <h1>Booking types</h1>
      </HeaderImage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Booking types' })).toBeInTheDocument();
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/uploads/header.jpg');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', String(headerImageSize.width));
    expect(image).toHaveAttribute('height', String(headerImageSize.height));
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('keeps the banner without an image, so a club without one lays out the same', async () => {
    provideClubSettings({ HeaderImage: '' });
    const { container } = await renderAtPath(<HeaderImage />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.banner')).toBeInTheDocument();
  });
});
