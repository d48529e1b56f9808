// The gridStatus of list calls (document 1 and 3, 7): JSON in the query string with the filters and sorts a list
// takes, `{ filters, sort }` as shared-contracts' GridStatus types it:
//
//   { "filters": [ { "field": "TextBlockType", "op": "equals", "value": "Posts" },
//                  { "or": [ { "field": "Title", "op": "contains", "value": "pádel" }, ... ] } ],
//     "sort": [ { "field": "Created", "dir": "desc" } ] }
//
// Every entry of `filters` must match; an `or` group matches when any of its filters does (one level, no nesting);
// sorts apply in order. Each list declares its columns (the operator and value each takes) and its sortable fields,
// and the status is parsed strictly against them, because each field and operator becomes a piece of SQL: anything
// the list does not declare (another column, another operator, a string where a number belongs, a nested group) is
// refused with a 400 naming the offending part, never ignored and never passed on.
import { cleanCustomerLine } from './customer-text.ts';
import { HttpError } from './errors.ts';
import { MAX_ID, TEXT_LIMITS } from './schemas.ts';

/** What a column's filter takes: an id (`equals`, a whole number), one of some names (`equals`), or a text. */
export type GridColumn =
  | { op: 'equals'; value: 'id'; /** Names the id in messages: "a product type id". */ idName: string }
  | { op: 'equals'; value: readonly string[] }
  | { op: 'contains'; value: 'text' };

/** The columns and sortable fields of a list. */
export interface GridSpec<Field extends string, SortField extends string> {
  columns: Record<Field, GridColumn>;
  sortable: readonly SortField[];
}

/** A parsed filter: a declared column, its operator and a checked value (texts cleaned and trimmed). */
export interface ParsedGridFilter<Field extends string> {
  field: Field;
  op: 'equals' | 'contains';
  value: string | number;
}

/** A parsed sort. */
export interface ParsedGridSort<SortField extends string> {
  field: SortField;
  dir: 'asc' | 'desc';
}

/** The parsed grid status: every group must match, and a group matches when any of its filters does. */
export interface ParsedGridStatus<Field extends string, SortField extends string> {
  filters: ParsedGridFilter<Field>[][];
  sort: ParsedGridSort<SortField>[];
}

/** Limits that keep a crafted gridStatus from building a huge query. */
export const GRID_LIMITS = {
  groups: 10,
  filtersPerGroup: 10,
  sorts: 2,
  textLength: TEXT_LIMITS.search,
} as const;

const DIRECTIONS: readonly string[] = ['asc', 'desc'];

const bad = (message: string): HttpError => new HttpError(400, message);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function onlyKeys(value: Record<string, unknown>, allowed: readonly string[], where: string): void {
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) throw bad(`${where}.${key} is not allowed`);
  }
}

function parseValue(column: GridColumn, field: string, operand: unknown, where: string): string | number {
  if (column.value === 'id') {
    if (typeof operand !== 'number' || !Number.isInteger(operand) || operand < 1 || operand > MAX_ID) {
      throw bad(`${where}.value must be ${column.idName} (a whole number from 1)`);
    }
    return operand;
  }
  if (column.value !== 'text') {
    if (typeof operand !== 'string' || !column.value.includes(operand)) {
      throw bad(`${where}.value must be one of ${column.value.join(', ')} for ${field}`);
    }
    return operand;
  }
  if (typeof operand !== 'string') throw bad(`${where}.value must be a text`);
  // A searched text is a customer text: cleaned by the same rule as the search box's.
  const text = cleanCustomerLine(operand).trim();
  if (text === '') throw bad(`${where}.value must not be empty`);
  if (text.length > GRID_LIMITS.textLength) {
    throw bad(`${where}.value must not be longer than ${GRID_LIMITS.textLength} characters`);
  }
  return text;
}

function parseFilter<F extends string>(
  columns: Record<F, GridColumn>,
  value: unknown,
  where: string,
): ParsedGridFilter<F> {
  if (!isObject(value)) throw bad(`${where} must be an object with field, op and value`);
  if ('or' in value) throw bad(`${where} must be a filter: OR groups do not nest`);
  onlyKeys(value, ['field', 'op', 'value'], where);
  const { field, op, value: operand } = value;
  const fields = Object.keys(columns);
  if (typeof field !== 'string' || !Object.hasOwn(columns, field)) {
    throw bad(`${where}.field must be one of ${fields.join(', ')}`);
  }
  const column = columns[field as F];
  if (op !== column.op) throw bad(`${where}.op must be ${column.op} for ${field}`);
  return { field: field as F, op: column.op, value: parseValue(column, field, operand, where) };
}

function parseGroup<F extends string>(
  columns: Record<F, GridColumn>,
  value: unknown,
  where: string,
): ParsedGridFilter<F>[] {
  if (!isObject(value) || !('or' in value)) return [parseFilter(columns, value, where)];
  onlyKeys(value, ['or'], where);
  const members = value.or;
  if (!Array.isArray(members) || members.length === 0) {
    throw bad(`${where}.or must be a non-empty list of filters`);
  }
  if (members.length > GRID_LIMITS.filtersPerGroup) {
    throw bad(`${where}.or must not have more than ${GRID_LIMITS.filtersPerGroup} filters`);
  }
  return members.map((member: unknown, index) => parseFilter(columns, member, `${where}.or[${index}]`));
}

function parseSort<S extends string>(
  sortable: readonly S[],
  value: unknown,
  where: string,
): ParsedGridSort<S> {
  if (!isObject(value)) throw bad(`${where} must be an object with field and dir`);
  onlyKeys(value, ['field', 'dir'], where);
  const { field, dir } = value;
  if (typeof field !== 'string' || !(sortable as readonly string[]).includes(field)) {
    throw bad(`${where}.field must be one of ${sortable.join(', ')}`);
  }
  if (typeof dir !== 'string' || !DIRECTIONS.includes(dir)) {
    throw bad(`${where}.dir must be asc or desc`);
  }
  return { field: field as S, dir: dir as 'asc' | 'desc' };
}

/**
 * Parses a gridStatus query value against a list's spec; a missing one means no filters and the default order.
 * `param` is the query parameter's name as the call spells it, which the messages name.
 */
export function parseGridStatus<F extends string, S extends string>(
  raw: string | undefined,
  spec: GridSpec<F, S>,
  param = 'gridStatus',
): ParsedGridStatus<F, S> {
  if (raw === undefined) return { filters: [], sort: [] };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw bad(`${param} is not valid JSON`);
  }
  if (!isObject(value)) throw bad(`${param} must be an object with filters and sort`);
  onlyKeys(value, ['filters', 'sort'], param);
  const filters = value.filters ?? [];
  const sort = value.sort ?? [];
  if (!Array.isArray(filters)) throw bad(`${param}.filters must be a list`);
  if (filters.length > GRID_LIMITS.groups) {
    throw bad(`${param}.filters must not have more than ${GRID_LIMITS.groups} entries`);
  }
  if (!Array.isArray(sort)) throw bad(`${param}.sort must be a list`);
  if (sort.length > GRID_LIMITS.sorts) {
    throw bad(`${param}.sort must not have more than ${GRID_LIMITS.sorts} entries`);
  }
  const sorts = sort.map((entry: unknown, index) =>
    parseSort(spec.sortable, entry, `${param}.sort[${index}]`),
  );
  if (new Set(sorts.map((entry) => entry.field)).size !== sorts.length) {
    throw bad(`${param}.sort must not name a field twice`);
  }
  return {
    filters: filters.map((group: unknown, index) =>
      parseGroup(spec.columns, group, `${param}.filters[${index}]`),
    ),
    sort: sorts,
  };
}

/** The most rows one page may ask for (the shop and the blog ask for 30). */
export const MAX_PAGE_ROWS = 100;
/** The longest gridStatus JSON a list takes; the lists' filters and sorts take a few hundred characters. */
const GRID_STATUS_MAX_LENGTH = 4000;
/** The largest row number a page may start or end at. */
const MAX_ROW = 1_000_000;

/** The schema of startRow and endRow, both inclusive: 0 to 29 is the first page of 30. */
export const rowSchema = { type: 'integer', minimum: 0, maximum: MAX_ROW } as const;

/** The schema of the gridStatus query value (its JSON is checked by parseGridStatus). */
export const gridStatusSchema = { type: 'string', maxLength: GRID_STATUS_MAX_LENGTH } as const;

/** The rows of a page as offset and limit; 400 when reversed or larger than {@link MAX_PAGE_ROWS}. */
export function pageOf(startRow: number, endRow: number): { offset: number; limit: number } {
  if (endRow < startRow) throw bad('endRow must not be less than startRow');
  const limit = endRow - startRow + 1;
  if (limit > MAX_PAGE_ROWS) {
    throw bad(`A page may hold at most ${MAX_PAGE_ROWS} rows (endRow - startRow + 1)`);
  }
  return { offset: startRow, limit };
}
