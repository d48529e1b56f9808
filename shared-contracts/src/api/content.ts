// Content calls of documents 1, 2 and 3: posts and the blog, the home page's banners, testimonials and team, the
// gallery and sponsor files, and the info request of the footer.
import type {
  Banner,
  DataAnswer,
  FileUpload,
  InfoRequest,
  ModelAnswer,
  OkAnswer,
  PostSummary,
  RowDataAnswer,
  TextBlock,
} from '@club/shared-contracts/entities';
import { requestOk } from '@club/shared-contracts/http';
import { gridStatusParam, pageRows } from '@club/shared-contracts/api/grid';
import { blogGridStatus, blogPageSize, type BlogQuery } from '@club/shared-contracts/api/blog-grid';
import { textBlockListQuery, type HomeTextBlockType } from '@club/shared-contracts/api/text-block-grid';

// The grid-status builders live in blog-grid.ts, which the API's tests can load; they stay importable from here.
export { blogGridStatus, blogPageSize, BlogSort, type BlogQuery } from '@club/shared-contracts/api/blog-grid';

/** GET /api/cztextblocks/list-with-users?count=N[&popular=true]: newest posts, or the most read ones. */
export function getPosts(count: number, popular = false): Promise<ModelAnswer<PostSummary[]>> {
  return requestOk('GET', '/api/cztextblocks/list-with-users', {
    query: { count, popular: popular || null },
  });
}

/** The answer of the blog list: a page of posts and how many posts match in all. */
export type BlogPageAnswer = OkAnswer<{ data: TextBlock[]; totalCount: number }>;

/**
 * GET /api/cztextblocks/list-by-page?startRow&endRow&gridStatus: a page (from 1) of the blog's posts, searched and
 * sorted (document 3, 7). The caller applies the search only when it applies (`searchApplies`).
 */
export function listBlogPosts(query: BlogQuery & { page: number }): Promise<BlogPageAnswer> {
  return requestOk('GET', '/api/cztextblocks/list-by-page', {
    query: { ...pageRows(query.page, blogPageSize), gridStatus: gridStatusParam(blogGridStatus(query)) },
  });
}

/** GET /api/cztextblocks/get-with-user?id={id}: a post with its author; an unknown id rejects with status 404. */
export function getPost(id: number): Promise<ModelAnswer<TextBlock>> {
  return requestOk('GET', '/api/cztextblocks/get-with-user', { query: { id } });
}

/** GET /api/banners/open-list: the club's board banners (document 2, 7), at most 4 used. */
export function getBanners(): Promise<RowDataAnswer<Banner>> {
  return requestOk('GET', '/api/banners/open-list');
}

/**
 * GET /api/cztextblocks/list?startRow=0&endRow=14&lookup=true&gridstatus=…: text blocks of one type (Testimonials or
 * Teams), newest first, the first 15.
 */
export function listTextBlocks(type: HomeTextBlockType): Promise<RowDataAnswer<TextBlock>> {
  return requestOk('GET', '/api/cztextblocks/list', { query: textBlockListQuery(type) });
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
