import { homeTextBlockRows, textBlockGridStatus, textBlockListQuery } from './text-block-grid';

describe('textBlockGridStatus', () => {
  it('lists the blocks of the one type, newest first', () => {
    expect(textBlockGridStatus('Teams')).toEqual({
      filters: [{ field: 'TextBlockType', op: 'equals', value: 'Teams' }],
      sort: [{ field: 'Created', dir: 'desc' }],
    });
  });
});

describe('textBlockListQuery', () => {
  it('asks for rows 0 to 14 with lookup and the grid status spelt gridstatus', () => {
    expect(homeTextBlockRows.endRow - homeTextBlockRows.startRow + 1).toBe(15);
    expect(textBlockListQuery('Testimonials')).toEqual({
      startRow: 0,
      endRow: 14,
      lookup: true,
      gridstatus: JSON.stringify(textBlockGridStatus('Testimonials')),
    });
  });
});
