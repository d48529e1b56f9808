// Paging and grid status of list calls (shop list, blog list, text blocks).
import type { GridStatus } from '@club/shared-contracts/entities';

/** The gridStatus query value: the JSON text (the query string encodes it once). */
export function gridStatusParam(status: GridStatus): string {
  return JSON.stringify(status);
}

/** The rows of a page (1-based) as the API takes them: startRow and endRow, both inclusive (0 to 14 is 15 rows). */
export function pageRows(page: number, pageSize: number): { startRow: number; endRow: number } {
  const startRow = (Math.max(1, Math.floor(page)) - 1) * pageSize;
  return { startRow, endRow: startRow + pageSize - 1 };
}

/** A typed search applies when it is empty or longer than 3 characters (shop and blog search). */
export function searchApplies(text: string): boolean {
  const trimmed = text.trim();
  return trimmed === '' || trimmed.length > 3;
}
