// The grid status of the text block lists (document 2 and 3, 7): the text block type equals one type (the blog's
// Posts, the home page's Testimonials or Teams); Title, Text or SmalText contains the blog's search (an OR group); the
// sort on Created. Shape and rules: http/grid-status.ts.
import { parseGridStatus, type GridSpec, type ParsedGridStatus } from '../http/grid-status.ts';

/** Text block types as clients name them, with the type stored for each. */
export const TEXT_BLOCK_TYPES = { Posts: 'posts', Testimonials: 'testimonials', Teams: 'teams' } as const;

/** A text block type as clients name it. */
export type TextBlockTypeName = keyof typeof TEXT_BLOCK_TYPES;

/** The columns of the blog list's filters. */
export type PostGridField = 'TextBlockType' | 'Title' | 'Text' | 'SmalText';

/** The blog list's parsed grid status. */
export type PostGridStatus = ParsedGridStatus<PostGridField, 'Created'>;

const POST_GRID: GridSpec<PostGridField, 'Created'> = {
  columns: {
    TextBlockType: { op: 'equals', value: Object.keys(TEXT_BLOCK_TYPES) },
    Title: { op: 'contains', value: 'text' },
    Text: { op: 'contains', value: 'text' },
    SmalText: { op: 'contains', value: 'text' },
  },
  sortable: ['Created'],
};

/**
 * Parses a text block list's grid status query value (400 with the offending part when it is not one); `param` is
 * the parameter's name as the call spells it (gridStatus on the blog's list, gridstatus on the home page's).
 */
export function parsePostGridStatus(raw: string | undefined, param?: string): PostGridStatus {
  return parseGridStatus(raw, POST_GRID, param);
}
