import { screen, within } from '@testing-library/react';
import { fakeApi, LaterAnswer, StatusAnswer } from '@club/shared-contracts/api/test-fetch';
import { provideSettings } from '@club/shared-contracts/settings';
import { clubSettings, renderAtPath, settle } from '@club/shared-ui/testing';
import { GallerySection, galleryImageSize } from './gallery-section';

const galleryCall = '/api/fileuploads/open-list';

beforeEach(() => provideSettings({ ...clubSettings, Uploads: '/uploads/' }));

describe('gallery section', () => {
  it("shows the club's pictures under its heading, described, sized and loading as they come near", async () => {
    fakeApi({
      [galleryCall]: {
        ok: true,
        data: [
          { url: 'courts.jpg', description: 'Covered courts' },
          { url: 'https://cdn.club.test/terrace.jpg', description: '' },
        ],
      },
    });
    await renderAtPath(<GallerySection />, '/', 'es-ES');
    const section = screen.getByRole('region', { name: 'Galería' });
    const described = within(section).getByRole('img', { name: 'Covered courts' });
    expect(described).toHaveAttribute('src', '/uploads/courts.jpg');
    expect(described).toHaveAttribute('loading', 'lazy');
    expect(described).toHaveAttribute('width', String(galleryImageSize.width));
    expect(described).toHaveAttribute('height', String(galleryImageSize.height));
    const pictures = section.querySelectorAll('img');
    expect(pictures).toHaveLength(2);
    expect(pictures[1]).toHaveAttribute('src', 'https://cdn.club.test/terrace.jpg');
    expect(pictures[1]).toHaveAttribute('alt', '');
  });

  it('holds its place, busy, while the gallery loads', async () => {
    const answer = new LaterAnswer();
    fakeApi({ [galleryCall]: answer });
    await renderAtPath(<GallerySection />, '/', 'es-ES');
    expect(screen.getByRole('region', { name: 'Galería' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('img')).toBeNull();
    // The menu and the footer share the load under way: it ends here, so the next page asks afresh.
    await answer.give({ ok: true, data: [] });
    await settle();
  });

  it('is not there for a club without pictures', async () => {
    fakeApi({ [galleryCall]: { ok: true, data: [] } });
    const { container } = await renderAtPath(<GallerySection />, '/', 'es-ES');
    expect(container).toBeEmptyDOMElement();
  });

  it('is not there when the gallery fails to load (logged only)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ [galleryCall]: new StatusAnswer(500, { ok: false, errorMsg: 'Down' }) });
    const { container } = await renderAtPath(<GallerySection />, '/', 'es-ES');
    expect(container).toBeEmptyDOMElement();
    expect(logged).toHaveBeenCalledWith('gallery could not be loaded', expect.anything());
    logged.mockRestore();
  });
});
