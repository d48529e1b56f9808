// Content calls of document 1: posts, the gallery and sponsor files, and the info request of the footer.
import type {
  DataAnswer,
  FileUpload,
  InfoRequest,
  ModelAnswer,
  OkAnswer,
  PostSummary,
} from '@club/shared-contracts/entities';
import { requestOk } from '@club/shared-contracts/http';

/** GET /api/cztextblocks/list-with-users?count=N[&popular=true]: newest posts, or the most read ones. */
export function getPosts(count: number, popular = false): Promise<ModelAnswer<PostSummary[]>> {
  return requestOk('GET', '/api/cztextblocks/list-with-users', {
    query: { count, popular: popular || null },
  });
}

/** The categories of the club's open file list. */
export type FileCategory = 'CzGallery' | 'Sponsors';

/** GET /api/fileuploads/open-list: the club's gallery or sponsor files. */
export function getClubFiles(category: FileCategory): Promise<DataAnswer<FileUpload[]>> {
  return requestOk('GET', '/api/fileuploads/open-list', {
    query: { parentName: 'CZConfig', parentId: 1, category },
  });
}

/** POST /api/publiccomms/info-request: the footer's Request More Info form. */
export function sendInfoRequest(body: InfoRequest): Promise<OkAnswer> {
  return requestOk('POST', '/api/publiccomms/info-request', { body });
}
