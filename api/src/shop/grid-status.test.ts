import assert from 'node:assert/strict';
import { test } from 'node:test';
import { HttpError } from '../http/errors.ts';
import { parseShopGridStatus } from './grid-status.ts';
import { foldSearchText } from '../db/search-text.ts';

test('the grid status the shop sends parses into filter groups and sorts', () => {
  const parsed = parseShopGridStatus(
    JSON.stringify({
      filters: [
        { field: 'ProductTypeId', op: 'equals', value: 3 },
        {
          or: [
            { field: 'Name', op: 'contains', value: ' pala ' },
            { field: 'Detail', op: 'contains', value: 'pala' },
            { field: 'Description', op: 'contains', value: 'pala' },
          ],
        },
      ],
      sort: [{ field: 'GrossPrice', dir: 'desc' }],
    }),
  );
  assert.deepEqual(parsed, {
    filters: [
      [{ field: 'ProductTypeId', op: 'equals', value: 3 }],
      [
        { field: 'Name', op: 'contains', value: 'pala' },
        { field: 'Detail', op: 'contains', value: 'pala' },
        { field: 'Description', op: 'contains', value: 'pala' },
      ],
    ],
    sort: [{ field: 'GrossPrice', dir: 'desc' }],
  });
  assert.deepEqual(parseShopGridStatus(undefined), { filters: [], sort: [] });
  assert.deepEqual(parseShopGridStatus('{}'), { filters: [], sort: [] });
});

test('a bad grid status throws a 400 naming the part', () => {
  assert.throws(
    () => parseShopGridStatus('{"filters":[{"field":"__proto__","op":"equals","value":1}]}'),
    (error: unknown) =>
      error instanceof HttpError &&
      error.statusCode === 400 &&
      error.message.startsWith('gridStatus.filters[0].field must be one of'),
  );
  assert.throws(
    () => parseShopGridStatus('{"__proto__":{"x":1}}'),
    (error: unknown) => error instanceof HttpError && error.message === 'gridStatus.__proto__ is not allowed',
  );
});

test('search text folds case, accents, tags and entities', () => {
  assert.equal(foldSearchText('  Pala LÁGRIMA  Ñandú '), 'pala lagrima nandu');
  assert.equal(foldSearchText('<p>Peso: <strong>365&nbsp;g</strong></p>'), 'peso: 365 g');
  assert.equal(foldSearchText('Tom &amp; Jerry &lt;3'), 'tom & jerry <3');
});
