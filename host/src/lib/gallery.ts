// The club gallery of the menu and the footer (document 1, 2.3, 2.6 and 7): GET /api/fileuploads/open-list with
// category CzGallery, cached locally and reused when the previous page was not the home page.
import { useEffect, useRef, useState } from 'react';
import { getClubFiles } from '@club/shared-contracts/api/content';
import { useHydrated } from '@club/shared-contracts/browser-state';
import type { FileUpload } from '@club/shared-contracts/entities';
import { loadFailed } from '@club/shared-contracts/http';
import { paths } from '@club/shared-contracts/paths';
import { readStored, storageKeys, writeStored } from '@club/shared-contracts/storage';
import { useLocation } from '@club/shared-ui/router';

/**
 * How long the stored gallery may be reused: one hour. The specification leaves it open; an hour keeps the call
 * off almost every page view, yet a picture the club changes reaches within the hour even a visitor who never
 * passes through the home page (leaving the home page loads the gallery afresh anyway).
 */
export const galleryLifetimeMs = 60 * 60 * 1000;

function isGallery(value: unknown): value is FileUpload[] {
  return (
    Array.isArray(value) &&
    value.every(
      (file) => typeof file === 'object' && file !== null && typeof (file as FileUpload).url === 'string',
    )
  );
}

function storedGallery(): FileUpload[] | null {
  const stored = readStored<unknown>(storageKeys.gallery);
  return isGallery(stored) ? stored : null;
}

// The menu and the footer ask on the same navigation: one call answers both.
let pending: Promise<FileUpload[] | null> | null = null;

function loadGallery(): Promise<FileUpload[] | null> {
  pending ??= getClubFiles('CzGallery')
    .then(
      (answer) => {
        writeStored(storageKeys.gallery, answer.data, Date.now() + galleryLifetimeMs);
        return answer.data;
      },
      (error: unknown) => {
        // A load failure of the gallery is logged only (document 1, 8).
        loadFailed('gallery', error);
        return null;
      },
    )
    .finally(() => {
      pending = null;
    });
  return pending;
}

/**
 * The club's gallery: undefined while the first load is under way, then its images (none when the club has none
 * or the load failed). On each page the stored copy is reused unless the previous page was the home page or the
 * copy has expired; then the gallery is loaded again and stored for `galleryLifetimeMs`.
 */
export function useGallery(): FileUpload[] | undefined {
  const { pathname } = useLocation();
  // The stored copy is the browser's: a page drawn on the server shows it once hydrated.
  const hydrated = useHydrated();
  const [images, setImages] = useState<FileUpload[] | undefined>(() => storedGallery() ?? undefined);
  const previousPage = useRef<string | null>(null);
  useEffect(() => {
    const previous = previousPage.current;
    // The effect running again for the same page (React's development double run) is no navigation.
    if (previous === pathname) return;
    previousPage.current = pathname;
    if (previous !== paths.home() && storedGallery() !== null) return;
    // A failed reload keeps what is shown; with nothing shown, the gallery stays away.
    void loadGallery().then((loaded) => setImages((shown) => loaded ?? shown ?? []));
  }, [pathname]);
  return hydrated ? images : undefined;
}
