import { moveInGrid } from './slot-navigation';

// Four courts: the third has no free times.
const rows = [3, 10, 0, 2];

describe('slot grid keyboard movement', () => {
  it('walks a court with Up and Down, stopping at its ends', () => {
    expect(moveInGrid(rows, { court: 0, row: 0 }, 'ArrowDown')).toEqual({ court: 0, row: 1 });
    expect(moveInGrid(rows, { court: 0, row: 2 }, 'ArrowDown')).toEqual({ court: 0, row: 2 });
    expect(moveInGrid(rows, { court: 0, row: 0 }, 'ArrowUp')).toEqual({ court: 0, row: 0 });
  });

  it('goes to the next court with free times with Left and Right, keeping the row where it can', () => {
    expect(moveInGrid(rows, { court: 0, row: 2 }, 'ArrowRight')).toEqual({ court: 1, row: 2 });
    expect(moveInGrid(rows, { court: 1, row: 7 }, 'ArrowRight')).toEqual({ court: 3, row: 1 });
    expect(moveInGrid(rows, { court: 3, row: 1 }, 'ArrowRight')).toEqual({ court: 3, row: 1 });
    expect(moveInGrid(rows, { court: 3, row: 0 }, 'ArrowLeft')).toEqual({ court: 1, row: 0 });
  });

  it('jumps with Home, End, PageUp, PageDown and Ctrl+Home/End', () => {
    expect(moveInGrid(rows, { court: 1, row: 4 }, 'Home')).toEqual({ court: 1, row: 0 });
    expect(moveInGrid(rows, { court: 1, row: 4 }, 'End')).toEqual({ court: 1, row: 9 });
    expect(moveInGrid(rows, { court: 1, row: 4 }, 'PageDown')).toEqual({ court: 1, row: 9 });
    expect(moveInGrid(rows, { court: 1, row: 4 }, 'PageUp')).toEqual({ court: 1, row: 0 });
    expect(moveInGrid(rows, { court: 1, row: 4 }, 'Home', true)).toEqual({ court: 0, row: 0 });
    expect(moveInGrid(rows, { court: 0, row: 0 }, 'End', true)).toEqual({ court: 3, row: 1 });
  });

  it('leaves other keys to the page', () => {
    expect(moveInGrid(rows, { court: 0, row: 0 }, 'Tab')).toBeNull();
    expect(moveInGrid([0, 0], { court: 0, row: 0 }, 'ArrowDown')).toBeNull();
  });
});
