// Keyboard movement in the slot grid (research notes B1, the WAI-ARIA grid pattern): arrows move focus, Enter or
// Space picks. Each court is drawn as a column of its start times, so Up and Down walk a court's times and Left
// and Right go to the next court with free times, keeping the row where it can.

/** A cell of the grid: the court's place in the carousel and the time's place in the court. */
export interface GridCell {
  court: number;
  row: number;
}

/** How far PageUp and PageDown move. */
export const pageRows = 5;

/**
 * The cell focus moves to for a key, or null for keys the grid leaves alone. `rows` holds each court's number of
 * free times; courts without any are skipped.
 */
export function moveInGrid(
  rows: readonly number[],
  from: GridCell,
  key: string,
  ctrlKey = false,
): GridCell | null {
  const courts = rows.flatMap((count, court) => (count > 0 ? [court] : []));
  if (courts.length === 0) return null;
  const at = (court: number | undefined, row: number): GridCell | null =>
    court === undefined ? null : { court, row: Math.min(Math.max(row, 0), (rows[court] ?? 1) - 1) };
  const place = courts.indexOf(from.court);
  switch (key) {
    case 'ArrowDown':
      return at(from.court, from.row + 1);
    case 'ArrowUp':
      return at(from.court, from.row - 1);
    case 'PageDown':
      return at(from.court, from.row + pageRows);
    case 'PageUp':
      return at(from.court, from.row - pageRows);
    case 'ArrowRight':
      return at(courts[Math.min(place + 1, courts.length - 1)], from.row);
    case 'ArrowLeft':
      return at(courts[Math.max(place - 1, 0)], from.row);
    case 'Home':
      return ctrlKey ? at(courts[0], 0) : at(from.court, 0);
    case 'End':
      return ctrlKey ? at(courts.at(-1), Infinity) : at(from.court, Infinity);
    default:
      return null;
  }
}
