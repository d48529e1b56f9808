// The shop list's gridStatus (document 1, 7): JSON in the query string with the filters and sorts the shop uses and
// nothing else. It is parsed strictly, because each field and operator becomes a piece of SQL: anything the shop does
// not send (another column, another operator, a string where a number belongs, a nested group) is refused with a
// message naming the offending part, never ignored and never passed on.
import { cleanCustomerLine } from '../http/customer-text.ts';
import { HttpError } from '../http/errors.ts';
import { MAX_ID, TEXT_LIMITS } from '../http/schemas.ts';

/** A filter of the shop list. */
export type ShopFilter =
  | { field: 'ProductTypeId'; op: 'equals'; value: number }
  | { field: TextField; op: 'contains'; value: string };

/** The text columns the shop search looks in. */
export type TextField = 'Name' | 'Detail' | 'Description';

/** A sort of the shop list. */
export interface ShopSort {
  field: 'Created' | 'GrossPrice';
  dir: 'asc' | 'desc';
}

/** The parsed grid status: every group must match, and a group matches when any of its filters does. */
export interface ShopGridStatus {
  filters: ShopFilter[][];
  sort: ShopSort[];
}

/** Limits that keep a crafted gridStatus from building a huge query. */
export const GRID_LIMITS = {
  groups: 10,
  filtersPerGroup: 10,
  sorts: 2,
  textLength: TEXT_LIMITS.search,
} as const;

const TEXT_FIELDS: readonly string[] = ['Name', 'Detail', 'Description'] satisfies TextField[];
const FIELDS = ['ProductTypeId', ...TEXT_FIELDS];
const SORT_FIELDS: readonly string[] = ['Created', 'GrossPrice'];
const DIRECTIONS: readonly string[] = ['asc', 'desc'];

const bad = (message: string): HttpError => new HttpError(400, message);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function onlyKeys(value: Record<string, unknown>, allowed: readonly string[], where: string): void {
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key)) throw bad(`${where}.${key} is not allowed`);
  }
}

function parseFilter(value: unknown, where: string): ShopFilter {
  if (!isObject(value)) throw bad(`${where} must be an object with field, op and value`);
  // Groups do not nest: the shop's search is one level of OR.
  if ('or' in value) throw bad(`${where} must be a filter: OR groups do not nest`);
  onlyKeys(value, ['field', 'op', 'value'], where);
  const { field, op, value: operand } = value;
  if (typeof field !== 'string' || !FIELDS.includes(field)) {
    throw bad(`${where}.field must be one of ${FIELDS.join(', ')}`);
  }
  if (field === 'ProductTypeId') {
    if (op !== 'equals') throw bad(`${where}.op must be equals for ProductTypeId`);
    if (typeof operand !== 'number' || !Number.isInteger(operand) || operand < 1 || operand > MAX_ID) {
      throw bad(`${where}.value must be a product type id (a whole number from 1)`);
    }
    return { field, op, value: operand };
  }
  if (op !== 'contains') throw bad(`${where}.op must be contains for ${field}`);
  if (typeof operand !== 'string') throw bad(`${where}.value must be a text`);
  // A searched text is a customer text: cleaned by the same rule as the search box's.
  const text = cleanCustomerLine(operand).trim();
  if (text === '') throw bad(`${where}.value must not be empty`);
  if (text.length > GRID_LIMITS.textLength) {
    throw bad(`${where}.value must not be longer than ${GRID_LIMITS.textLength} characters`);
  }
  return { field: field as TextField, op, value: text };
}

function parseGroup(value: unknown, where: string): ShopFilter[] {
  if (!isObject(value) || !('or' in value)) return [parseFilter(value, where)];
  onlyKeys(value, ['or'], where);
  const members = value.or;
  if (!Array.isArray(members) || members.length === 0) {
    throw bad(`${where}.or must be a non-empty list of filters`);
  }
  if (members.length > GRID_LIMITS.filtersPerGroup) {
    throw bad(`${where}.or must not have more than ${GRID_LIMITS.filtersPerGroup} filters`);
  }
  return members.map((member: unknown, index) => parseFilter(member, `${where}.or[${index}]`));
}

function parseSort(value: unknown, where: string): ShopSort {
  if (!isObject(value)) throw bad(`${where} must be an object with field and dir`);
  onlyKeys(value, ['field', 'dir'], where);
  const { field, dir } = value;
  if (typeof field !== 'string' || !SORT_FIELDS.includes(field)) {
    throw bad(`${where}.field must be one of ${SORT_FIELDS.join(', ')}`);
  }
  if (typeof dir !== 'string' || !DIRECTIONS.includes(dir)) {
    throw bad(`${where}.dir must be asc or desc`);
  }
  return { field: field as ShopSort['field'], dir: dir as ShopSort['dir'] };
}

/** Parses the gridStatus query value; a missing one means no filters and the default order. */
export function parseShopGridStatus(raw: string | undefined): ShopGridStatus {
  if (raw === undefined) return { filters: [], sort: [] };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw bad('gridStatus is not valid JSON');
  }
  if (!isObject(value)) throw bad('gridStatus must be an object with filters and sort');
  onlyKeys(value, ['filters', 'sort'], 'gridStatus');
  const filters = value.filters ?? [];
  const sort = value.sort ?? [];
  if (!Array.isArray(filters)) throw bad('gridStatus.filters must be a list');
  if (filters.length > GRID_LIMITS.groups) {
    throw bad(`gridStatus.filters must not have more than ${GRID_LIMITS.groups} entries`);
  }
  if (!Array.isArray(sort)) throw bad('gridStatus.sort must be a list');
  if (sort.length > GRID_LIMITS.sorts) {
    throw bad(`gridStatus.sort must not have more than ${GRID_LIMITS.sorts} entries`);
  }
  const sorts = sort.map((entry: unknown, index) => parseSort(entry, `gridStatus.sort[${index}]`));
  if (new Set(sorts.map((entry) => entry.field)).size !== sorts.length) {
    throw bad('gridStatus.sort must not name a field twice');
  }
  return {
    filters: filters.map((group: unknown, index) => parseGroup(group, `gridStatus.filters[${index}]`)),
    sort: sorts,
  };
}
