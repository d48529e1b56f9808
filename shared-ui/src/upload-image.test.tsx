import { render } from '@testing-library/react';
import type { Settings } from '@club/shared-contracts/entities';
import { provideSettings } from '@club/shared-contracts/settings';
import { preloadImage, preloadUploadImage, UploadImage } from './upload-image';

beforeEach(() => provideSettings({ Uploads: '/uploads/' } as Settings));

describe('UploadImage', () => {
  it('shows the uploaded file at its size, decorative, lazy and decoded off the main thread', () => {
    const { container } = render(
      <UploadImage file="racket.svg" className="image" width={240} height={200} />,
    );
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', expect.stringMatching(/\/uploads\/racket\.svg$/));
    expect(image).toHaveClass('image');
    expect(image).toHaveAttribute('width', '240');
    expect(image).toHaveAttribute('height', '200');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
  });

  it('takes a text, and loads at once when eager', () => {
    const { container } = render(
      <UploadImage
        file="racket.svg"
        className="image"
        width={240}
        height={240}
        alt="Racket"
        priority="eager"
      />,
    );
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('alt', 'Racket');
    expect(image).not.toHaveAttribute('loading');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it("loads at once and before the page's other images, and paints with the page, when it is the page's largest paint", () => {
    const { container } = render(
      <UploadImage file="racket.svg" className="image" width={240} height={240} priority="high" />,
    );
    const image = container.querySelector('img');
    expect(image).not.toHaveAttribute('loading');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveAttribute('decoding');
  });

  it('keeps the same box empty and hidden without a file', () => {
    const { container } = render(<UploadImage file="" className="image" width={73} height={73} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.firstElementChild).toHaveClass('image');
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('preloadImage', () => {
  const preloads = () =>
    [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => [
      link.getAttribute('href'),
      link.getAttribute('fetchpriority'),
    ]);
  afterEach(() => document.head.replaceChildren());

  it("asks for an image first among the page's requests, once per address", () => {
    preloadImage('/uploads/header.jpg');
    preloadImage('/uploads/header.jpg');
    expect(preloads()).toEqual([['/uploads/header.jpg', 'high']]);
  });

  it('finds an uploaded file where the settings keep uploads', () => {
    preloadUploadImage('pala.jpg');
    preloadUploadImage(null);
    expect(preloads()).toEqual([[expect.stringMatching(/\/uploads\/pala\.jpg$/), 'high']]);
  });

  it('asks for nothing before the settings are loaded', async () => {
    await jest.isolateModulesAsync(async () => {
      const early = await import('./upload-image');
      early.preloadUploadImage('bote.jpg');
    });
    expect(preloads()).toEqual([]);
  });
});
