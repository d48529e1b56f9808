// The home page's text block lists (document 2, 7 and 9): the testimonials or the team, newest first, the first 15
// rows. Pure builders without the HTTP client, so the API's tests (no DOM) can send the very query the front end
// sends.
import type { GridStatus, TextBlockType } from '@club/shared-contracts/entities';
import { gridStatusParam } from '@club/shared-contracts/api/grid';

/** The text block types the home page lists (posts have the blog's list). */
export type HomeTextBlockType = Extract<TextBlockType, 'Testimonials' | 'Teams'>;

/** The rows the home page loads of each list: 0 to 14, both inclusive (document 2, 9). */
export const homeTextBlockRows = { startRow: 0, endRow: 14 } as const;

/** The grid status of a home text block list: the blocks of that type only, newest first. */
export function textBlockGridStatus(type: HomeTextBlockType): GridStatus {
  return {
    filters: [{ field: 'TextBlockType', op: 'equals', value: type }],
    sort: [{ field: 'Created', dir: 'desc' }],
  };
}

/**
 * The query of GET /api/cztextblocks/list for a home text block list. The parameter is spelt `gridstatus` on this
 * call (document 2, 7); `lookup=true` is sent as the specification writes it.
 */
export function textBlockListQuery(type: HomeTextBlockType) {
  return { ...homeTextBlockRows, lookup: true, gridstatus: gridStatusParam(textBlockGridStatus(type)) };
}
