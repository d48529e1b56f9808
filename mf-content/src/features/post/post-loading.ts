import { useMemo } from 'react';
import { getPost } from '@club/shared-contracts/api/content';
import type { TextBlock } from '@club/shared-contracts/entities';
import { isApiError, prefetch } from '@club/shared-contracts/http';
import { positiveWhole } from '@club/shared-contracts/positive-whole';
import { preloadUploadImage } from '@club/shared-ui/upload-image';
import { useLoad, type Load } from '@club/shared-ui/use-load';

// The API answers 404 for an unknown post and 400 for an id out of its range: both are an address that names no post.
const isNoSuchPost = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

/** A post with its author (GET /api/cztextblocks/get-with-user); null when the id names no post. */
function loadPost(id: number | null): Promise<TextBlock | null> {
  if (id === null) return Promise.resolve(null);
  return getPost(id).then(
    (answer) => answer.model,
    (error: unknown) => {
      if (isNoSuchPost(error)) return null;
      throw error;
    },
  );
}

/** Starts loading the post at this route parameter ahead of the page's code, and its picture with it. */
export function prefetchPost(idParam: string | undefined): void {
  prefetch(() => loadPost(positiveWhole(idParam)).then((post) => preloadUploadImage(post?.image)));
}

/** The post the page shows, as it follows the route's id. */
export function usePost(idParam: string | undefined): Load<TextBlock | null> {
  const id = positiveWhole(idParam);
  const request = useMemo(() => () => loadPost(id), [id]);
  return useLoad('post', request);
}
