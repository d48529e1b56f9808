import { blogGridStatus, BlogSort } from './blog-grid';

describe('blogGridStatus', () => {
  it('lists posts only, newest first, without a search', () => {
    expect(blogGridStatus({ search: '  ' })).toEqual({
      filters: [{ field: 'TextBlockType', op: 'equals', value: 'Posts' }],
      sort: [{ field: 'Created', dir: 'desc' }],
    });
  });

  it('searches title, text or small text, and Sort By Old sorts Created ascending', () => {
    expect(blogGridStatus({ search: ' torneo ', sort: BlogSort.Old })).toEqual({
      filters: [
        { field: 'TextBlockType', op: 'equals', value: 'Posts' },
        {
          or: [
            { field: 'Title', op: 'contains', value: 'torneo' },
            { field: 'Text', op: 'contains', value: 'torneo' },
            { field: 'SmalText', op: 'contains', value: 'torneo' },
          ],
        },
      ],
      sort: [{ field: 'Created', dir: 'asc' }],
    });
  });
});
