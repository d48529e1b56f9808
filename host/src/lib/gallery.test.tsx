import { screen } from '@testing-library/react';
import { fakeApi, StatusAnswer } from '@club/shared-contracts/api/test-fetch';
import { readStored, storageKeys, writeStored } from '@club/shared-contracts/storage';
import { renderAtPath } from '@club/shared-ui/testing';
import { galleryLifetimeMs, useGallery } from './gallery';

const galleryCall = '/api/fileuploads/open-list';
const loaded = { ok: true, data: [{ url: 'courts.svg', description: 'Covered courts' }] };
const storedCopy = [{ url: 'old.svg', description: 'Last summer' }];

function GalleryDescriptions() {
  const images = useGallery();
  if (images === undefined) return <p>loading</p>;
  return <p>{images.map((image) => image.description).join(', ') || 'no gallery'}</p>;
}

const storeCopy = (expiresAt = Date.now() + 60_000) =>
  writeStored(storageKeys.gallery, storedCopy, expiresAt);

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

test('the first page shows the stored gallery without calling the API', async () => {
  storeCopy();
  const requests = fakeApi({ [galleryCall]: loaded });
  await renderAtPath(<GalleryDescriptions />, '/shop');
  expect(screen.getByText('Last summer')).toBeInTheDocument();
  expect(requests).toHaveLength(0);
});

test('without a stored gallery it is loaded once for the menu and the footer and stored for an hour', async () => {
  const requests = fakeApi({ [galleryCall]: loaded });
  await renderAtPath(
    <>
      <GalleryDescriptions />
      <GalleryDescriptions />
    </>,
    '/shop',
  );
  expect(await screen.findAllByText('Covered courts')).toHaveLength(2);
  expect(requests).toHaveLength(1);
  expect(requests[0]?.url.search).toBe('?parentName=CZConfig&parentId=1&category=CzGallery');
  expect(readStored(storageKeys.gallery)).toEqual(loaded.data);
  const { expiry } = JSON.parse(localStorage.getItem(storageKeys.gallery) ?? '{}') as { expiry: number };
  expect(expiry - Date.now()).toBeGreaterThan(galleryLifetimeMs - 60_000);
  expect(expiry - Date.now()).toBeLessThanOrEqual(galleryLifetimeMs);
});

test('a page reached from the home page loads the gallery afresh although a copy is stored', async () => {
  storeCopy();
  const requests = fakeApi({ [galleryCall]: loaded });
  const { navigate } = await renderAtPath(<GalleryDescriptions />, '/');
  expect(screen.getByText('Last summer')).toBeInTheDocument();
  await navigate('/shop');
  expect(await screen.findByText('Covered courts')).toBeInTheDocument();
  expect(requests).toHaveLength(1);
});

test('pages reached from pages other than the home page reuse the stored copy', async () => {
  storeCopy();
  const requests = fakeApi({ [galleryCall]: loaded });
  const { navigate } = await renderAtPath(<GalleryDescriptions />, '/shop');
  await navigate('/blog');
  await navigate('/blog?page=2');
  await navigate('/');
  expect(screen.getByText('Last summer')).toBeInTheDocument();
  expect(requests).toHaveLength(0);
});

test('an expired copy is not reused', async () => {
  storeCopy(Date.now() - 1);
  const requests = fakeApi({ [galleryCall]: loaded });
  await renderAtPath(<GalleryDescriptions />, '/blog');
  expect(await screen.findByText('Covered courts')).toBeInTheDocument();
  expect(requests).toHaveLength(1);
});

test('a failed load is only logged and shows no gallery', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fakeApi({ [galleryCall]: new StatusAnswer(500, { ok: false, errorMsg: 'Down' }) });
  await renderAtPath(<GalleryDescriptions />, '/blog');
  expect(await screen.findByText('no gallery')).toBeInTheDocument();
  expect(logged).toHaveBeenCalledWith('gallery could not be loaded', expect.anything());
});
