import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { gridStatusParam, pageRows } from '@club/shared-contracts/api/grid';
import { shopGridStatus, shopPageSize, ShopSort, type ShopQuery } from '@club/shared-contracts/api/shop-grid';
import type { Product, ProductType } from '@club/shared-contracts/entities';
import { DEMO_POPULAR_IDS, demoCatalog, type DemoCatalogEntry } from '../db/seed-catalog.ts';
import { DAY_MS, DEMO_CUSTOMERS, DEMO_OFFER_TYPES } from '../db/demo-club.ts';
import { call, createTestApp, login, openSeededDatabase } from '../test-support.ts';
import { PRODUCT_NOT_FOUND } from './shop-routes.ts';

/** A product of the demo shop: the catalogue's, or a membership or voucher sold in the shop. */
type ShopEntry = Omit<DemoCatalogEntry, 'type'> & { type: string };

/** The memberships and vouchers sold in the shop; their ids are the database's, so they are read from it. */
async function offerProducts(): Promise<ShopEntry[]> {
  const db = await openSeededDatabase();
  const rows = db
    .prepare(
      `SELECT p.id, t.name AS type, p.name, p.logo, p.detail, p.description, p.gross_cents, p.net_cents, p.created
       FROM products p JOIN product_types t ON t.id = p.product_type_id WHERE t.name IN (?, ?) ORDER BY p.id`,
    )
    .all(DEMO_OFFER_TYPES.memberships, DEMO_OFFER_TYPES.vouchers) as Array<Record<string, string | number>>;
  db.close();
  return rows.map((row) => ({
    id: Number(row.id),
    type: String(row.type),
    name: String(row.name),
    logo: String(row.logo),
    detail: String(row.detail),
    description: String(row.description),
    grossCents: Number(row.gross_cents),
    netCents: Number(row.net_cents),
    memberCents: null,
    stock: null,
    transportRequired: false,
    onSale: true,
    daysAgo: Math.round((Date.now() - Date.parse(String(row.created))) / DAY_MS),
  }));
}

const catalog: ShopEntry[] = [...demoCatalog(), ...(await offerProducts())];
const onSale = catalog.filter((product) => product.onSale);
const byId = new Map(catalog.map((product) => [product.id, product]));
const newestFirst = (a: ShopEntry, b: ShopEntry): number => a.daysAgo - b.daysAgo || a.id - b.id;
const ids = (products: readonly { id: number }[]): number[] => products.map((product) => product.id);

interface ListBody {
  ok: boolean;
  data: Product[];
  popular: Product[];
  productTypes: ProductType[];
  totalCount: number;
}

type Query = Record<string, string | number | boolean>;

const listUrl = (path: string, query: Query): string =>
  `${path}?${new URLSearchParams(Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]))).toString()}`;

const grid = (status: unknown): string => JSON.stringify(status);

const search = (text: string) => ({
  or: ['Name', 'Detail', 'Description'].map((field) => ({ field, op: 'contains' as const, value: text })),
});

async function list(app: FastifyInstance, query: Query, token?: string, path = '/api/shop/list') {
  const answer = await call(app, 'GET', listUrl(path, query), undefined, token);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body as unknown as ListBody;
}

/** Every product matching a grid status, in one page of 100 (the whole demo catalogue fits). */
const all = (app: FastifyInstance, status: unknown): Promise<ListBody> =>
  list(app, { startRow: 0, endRow: 99, gridStatus: grid(status), anonymous: true });

async function typeIds(app: FastifyInstance): Promise<Map<string, number>> {
  const body = await list(app, {});
  return new Map(body.productTypes.map((type) => [type.name, type.id]));
}

describe('GET /api/shop/list', () => {
  test('the first page is the 30 newest products on sale, with popular products, types and the count', async (t) => {
    const { app } = await createTestApp(t);
    const body = await list(app, {
      startRow: 0,
      endRow: 29,
      gridStatus: grid({ filters: [], sort: [{ field: 'Created', dir: 'desc' }] }),
      anonymous: true,
    });
    assert.equal(body.ok, true);
    assert.ok(onSale.length >= 60);
    assert.equal(body.totalCount, onSale.length);
    assert.deepEqual(ids(body.data), ids([...onSale].sort(newestFirst).slice(0, 30)));
    assert.deepEqual(
      body.productTypes.map((type) => type.name),
      [
        'Palas',
        'Pelotas',
        'Textil',
        'Accesorios',
        'Calzado',
        DEMO_OFFER_TYPES.memberships,
        DEMO_OFFER_TYPES.vouchers,
      ],
    );
    for (const type of body.productTypes) assert.deepEqual(Object.keys(type).sort(), ['id', 'name']);
    assert.deepEqual(ids(body.popular), [...DEMO_POPULAR_IDS]);
    for (const product of [...body.data, ...body.popular]) {
      assert.deepEqual(Object.keys(product).sort(), [
        'detail',
        'grossPrice',
        'hasStock',
        'id',
        'logo',
        'name',
        'netPrice',
        'transportRequired',
      ]);
      const demo = byId.get(product.id);
      assert.ok(demo);
      assert.equal(product.name, demo.name);
      assert.equal(product.logo, demo.logo);
      assert.equal(product.detail, demo.detail);
      assert.equal(product.grossPrice, demo.grossCents / 100);
      assert.equal(product.netPrice, demo.netCents / 100);
      assert.equal(product.hasStock, demo.stock !== null);
      assert.equal(product.transportRequired, demo.transportRequired);
    }
  });

  test('pages follow each other without gaps or overlaps; past the end a page is empty', async (t) => {
    const { app } = await createTestApp(t);
    const pages: number[] = [];
    for (let startRow = 0; startRow < 90; startRow += 30) {
      const body = await list(app, {
        startRow,
        endRow: startRow + 29,
        gridStatus: grid({ filters: [], sort: [] }),
      });
      assert.equal(body.totalCount, onSale.length);
      pages.push(...ids(body.data));
    }
    assert.deepEqual(pages, ids([...onSale].sort(newestFirst)));
    const beyond = await list(app, { startRow: 300, endRow: 329 });
    assert.deepEqual(beyond.data, []);
    assert.equal(beyond.totalCount, onSale.length);
  });

  test('without paging or grid status the first 30 newest products are answered', async (t) => {
    const { app } = await createTestApp(t);
    const body = await list(app, {});
    assert.deepEqual(ids(body.data), ids([...onSale].sort(newestFirst).slice(0, 30)));
  });

  test('a product taken off sale is not listed and its type counts only products on sale', async (t) => {
    const { app } = await createTestApp(t);
    const offSale = catalog.filter((product) => !product.onSale);
    assert.ok(offSale.length >= 1);
    const body = await all(app, { filters: [], sort: [] });
    for (const product of offSale) assert.ok(!ids(body.data).includes(product.id));
  });

  test('ProductTypeId equals keeps the products of that type, with the count after the filter', async (t) => {
    const { app } = await createTestApp(t);
    const types = await typeIds(app);
    for (const [name, id] of types) {
      const body = await all(app, {
        filters: [{ field: 'ProductTypeId', op: 'equals', value: id }],
        sort: [],
      });
      const expected = onSale.filter((product) => product.type === name);
      assert.ok(expected.length > 0, name);
      assert.equal(body.totalCount, expected.length, name);
      assert.deepEqual(
        ids(body.data).sort((a, b) => a - b),
        ids(expected),
        name,
      );
    }
    const unknown = await all(app, {
      filters: [{ field: 'ProductTypeId', op: 'equals', value: 999 }],
      sort: [],
    });
    assert.deepEqual([unknown.data, unknown.totalCount], [[], 0]);
  });

  test('the search finds a text in the name, the detail or the description, ignoring case and accents', async (t) => {
    const { app } = await createTestApp(t);
    const found = async (status: unknown): Promise<number[]> =>
      ids((await all(app, status)).data).sort((a, b) => a - b);
    // Only in product 14's detail, only in product 44's description, in names, details and descriptions.
    assert.deepEqual(await found({ filters: [search('kevlar')], sort: [] }), [14]);
    assert.deepEqual(await found({ filters: [search('Ultrarrapido')], sort: [] }), [44]);
    assert.deepEqual(await found({ filters: [search('LÁGRIMA')], sort: [] }), [10, 11]);
    assert.deepEqual(await found({ filters: [search('lagrima')], sort: [] }), [10, 11]);
    // One field alone narrows the search.
    assert.deepEqual(
      await found({ filters: [{ field: 'Name', op: 'contains', value: 'lagrima' }], sort: [] }),
      [11],
    );
    assert.deepEqual(
      await found({ filters: [{ field: 'Description', op: 'contains', value: 'lagrima' }], sort: [] }),
      [10],
    );
    assert.deepEqual(
      await found({ filters: [{ or: [{ field: 'Detail', op: 'contains', value: 'kevlar' }] }], sort: [] }),
      [14],
    );
    // HTML tags are not text, and nothing matches a text that is nowhere.
    assert.deepEqual(await found({ filters: [search('strong')], sort: [] }), []);
    assert.deepEqual(await found({ filters: [search('zzzz')], sort: [] }), []);
    // Zapatillas: in the names of products 51-58 (62 is off sale) and the description of 61 (laces).
    const shoes = await all(app, { filters: [search('zapatillas')], sort: [] });
    assert.equal(shoes.totalCount, 9);
  });

  test('the type filter and the search apply together', async (t) => {
    const { app } = await createTestApp(t);
    const types = await typeIds(app);
    const inType = async (type: string, text: string): Promise<number[]> =>
      ids(
        (
          await all(app, {
            filters: [{ field: 'ProductTypeId', op: 'equals', value: types.get(type) }, search(text)],
            sort: [],
          })
        ).data,
      ).sort((a, b) => a - b);
    assert.deepEqual(await inType('Palas', 'carbono'), [1, 7, 8, 10, 14]);
    assert.deepEqual(await inType('Calzado', 'carbono'), [56]);
    assert.deepEqual(await inType('Textil', 'carbono'), []);
  });

  test('each sort orders the products: new, price ascending, price descending', async (t) => {
    const { app } = await createTestApp(t);
    const sorted = async (field: string, dir: string): Promise<number[]> =>
      ids((await all(app, { filters: [], sort: [{ field, dir }] })).data);
    assert.deepEqual(await sorted('Created', 'desc'), ids([...onSale].sort(newestFirst)));
    assert.deepEqual(
      await sorted('Created', 'asc'),
      ids([...onSale].sort((a, b) => b.daysAgo - a.daysAgo || a.id - b.id)),
    );
    assert.deepEqual(
      await sorted('GrossPrice', 'asc'),
      ids([...onSale].sort((a, b) => a.grossCents - b.grossCents || a.id - b.id)),
    );
    assert.deepEqual(
      await sorted('GrossPrice', 'desc'),
      ids([...onSale].sort((a, b) => b.grossCents - a.grossCents || a.id - b.id)),
    );
    // A second sort settles ties of the first.
    const twoSorts = await all(app, {
      filters: [],
      sort: [
        { field: 'GrossPrice', dir: 'asc' },
        { field: 'Created', dir: 'desc' },
      ],
    });
    assert.deepEqual(
      ids(twoSorts.data),
      ids([...onSale].sort((a, b) => a.grossCents - b.grossCents || a.daysAgo - b.daysAgo || a.id - b.id)),
    );
  });

  test('a page of a filtered, sorted list counts every match', async (t) => {
    const { app } = await createTestApp(t);
    const body = await list(app, {
      startRow: 2,
      endRow: 4,
      gridStatus: grid({ filters: [search('zapatillas')], sort: [{ field: 'GrossPrice', dir: 'desc' }] }),
    });
    const expected = [51, 52, 53, 54, 55, 56, 57, 58, 61]
      .map((id) => byId.get(id)!)
      .sort((a, b) => b.grossCents - a.grossCents || a.id - b.id);
    assert.equal(body.totalCount, 9);
    assert.deepEqual(ids(body.data), ids(expected.slice(2, 5)));
  });
});

describe("the front end's query (shared-contracts listShop)", () => {
  /** The query string listShop sends: page rows, the grid status as JSON, anonymous and the customer id. */
  const frontEndQuery = (query: ShopQuery & { page: number }, customerId: number | null): Query => ({
    ...pageRows(query.page, shopPageSize),
    gridStatus: gridStatusParam(shopGridStatus(query)),
    anonymous: customerId === null,
    ...(customerId === null ? {} : { customerId }),
  });

  test('every sort code, the type filter and the search are understood', async (t) => {
    const { app } = await createTestApp(t);
    const types = await typeIds(app);
    const palas = types.get('Palas')!;
    const price = (product: ShopEntry): number => product.grossCents;
    const expectations: Array<[ShopQuery & { page: number }, ShopEntry[]]> = [
      [{ page: 1 }, [...onSale].sort(newestFirst).slice(0, 30)],
      [{ page: 3, sort: ShopSort.New }, [...onSale].sort(newestFirst).slice(60, 90)],
      [
        { page: 1, sort: ShopSort.PriceAscending },
        [...onSale].sort((a, b) => price(a) - price(b) || a.id - b.id).slice(0, 30),
      ],
      [
        { page: 2, sort: ShopSort.PriceDescending },
        [...onSale].sort((a, b) => price(b) - price(a) || a.id - b.id).slice(30, 60),
      ],
      [
        { page: 1, productTypeId: palas, search: 'carbono', sort: ShopSort.PriceAscending },
        [1, 7, 8, 10, 14].map((id) => byId.get(id)!).sort((a, b) => price(a) - price(b) || a.id - b.id),
      ],
    ];
    for (const [query, expected] of expectations) {
      const body = await list(app, frontEndQuery(query, null));
      assert.deepEqual(ids(body.data), ids(expected), JSON.stringify(query));
    }
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const mine = await list(
      app,
      frontEndQuery({ page: 1, search: 'Control Soft' }, ana.id),
      ana.token,
      '/api/shop/list-by-customer',
    );
    assert.deepEqual(
      mine.data.map((product) => [product.id, product.grossPrice]),
      [[7, 107.9]],
    );
  });
});

describe('GET /api/shop/list-by-customer', () => {
  const url = (customerId: number, status: unknown = { filters: [], sort: [] }) =>
    listUrl('/api/shop/list-by-customer', {
      startRow: 0,
      endRow: 99,
      gridStatus: grid(status),
      anonymous: false,
      customerId,
    });

  test("a member sees the members' prices; another customer the shop prices", async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const anaList = (await call(app, 'GET', url(ana.id), undefined, ana.token)).body as unknown as ListBody;
    const brunoList = (await call(app, 'GET', url(bruno.id), undefined, bruno.token))
      .body as unknown as ListBody;
    const members = onSale.filter((product) => product.memberCents !== null);
    assert.ok(members.length >= 5);
    for (const product of anaList.data) {
      const demo = byId.get(product.id)!;
      const cents = demo.memberCents ?? demo.grossCents;
      assert.equal(product.grossPrice, cents / 100, `${demo.name} for Ana`);
      const netCents = demo.memberCents === null ? demo.netCents : Math.round(demo.memberCents / 1.21);
      assert.equal(product.netPrice, netCents / 100, `${demo.name} net for Ana`);
    }
    for (const product of brunoList.data) {
      assert.equal(product.grossPrice, byId.get(product.id)!.grossCents / 100, 'Bruno pays the shop price');
    }
    assert.equal(anaList.totalCount, onSale.length);
    // The popular products carry the customer's prices too (product 43 is on the members' list).
    assert.equal(anaList.popular.find((product) => product.id === 43)?.grossPrice, 17.9);
    assert.equal(brunoList.popular.find((product) => product.id === 43)?.grossPrice, 19.9);
  });

  test("the price sort uses the customer's prices", async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const body = (
      await call(
        app,
        'GET',
        url(ana.id, { filters: [], sort: [{ field: 'GrossPrice', dir: 'asc' }] }),
        undefined,
        ana.token,
      )
    ).body as unknown as ListBody;
    const price = (product: ShopEntry): number => product.memberCents ?? product.grossCents;
    assert.deepEqual(ids(body.data), ids([...onSale].sort((a, b) => price(a) - price(b) || a.id - b.id)));
  });

  test('a parent lists for its child (family membership prices)', async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const lucas = ana.children.find((child) => child.name === DEMO_CUSTOMERS.lucas.name)!;
    const answer = await call(app, 'GET', url(lucas.id), undefined, ana.token);
    assert.equal(answer.status, 200);
    const body = answer.body as unknown as ListBody;
    assert.equal(body.data.find((product) => product.id === 7)?.grossPrice, 107.9);
  });

  test('401 without a token, 403 for someone else or an unknown customer, 400 without a customer id', async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const noToken = await call(app, 'GET', url(ana.id));
    assert.deepEqual([noToken.status, noToken.body.errorMsg], [401, 'Unauthorized']);
    const foreign = await call(app, 'GET', url(ana.id), undefined, bruno.token);
    assert.deepEqual([foreign.status, foreign.body.errorMsg], [403, 'Wrong access']);
    assert.equal((await call(app, 'GET', url(424242), undefined, ana.token)).status, 403);
    const missing = await call(
      app,
      'GET',
      '/api/shop/list-by-customer?startRow=0&endRow=29',
      undefined,
      ana.token,
    );
    assert.deepEqual([missing.status, missing.body.errorMsg], [400, 'customerId is required']);
    for (const bad of ['abc', '0', '-3']) {
      const answer = await call(
        app,
        'GET',
        `/api/shop/list-by-customer?customerId=${bad}`,
        undefined,
        ana.token,
      );
      assert.equal(answer.status, 400, bad);
    }
  });
});

describe('bad paging and grid status', () => {
  const badStatuses: Array<[string, string, RegExp]> = [
    ['not JSON', '{filters:', /not valid JSON/],
    ['empty text', '', /not valid JSON/],
    ['a list', '[]', /must be an object/],
    ['null', 'null', /must be an object/],
    ['a number', '42', /must be an object/],
    ['an unknown key', grid({ filters: [], sort: [], page: 2 }), /gridStatus\.page is not allowed/],
    ['filters not a list', grid({ filters: {}, sort: [] }), /filters must be a list/],
    ['a filter that is a text', grid({ filters: ['Name'], sort: [] }), /filters\[0\] must be an object/],
    [
      'an unknown field',
      grid({ filters: [{ field: 'Price', op: 'equals', value: 3 }] }),
      /filters\[0\]\.field must be one of/,
    ],
    [
      'an unknown operator',
      grid({ filters: [{ field: 'Name', op: 'startsWith', value: 'pala' }] }),
      /op must be contains for Name/,
    ],
    [
      'equals on a text field',
      grid({ filters: [{ field: 'Detail', op: 'equals', value: 'pala' }] }),
      /op must be contains for Detail/,
    ],
    [
      'contains on the type',
      grid({ filters: [{ field: 'ProductTypeId', op: 'contains', value: 1 }] }),
      /op must be equals for ProductTypeId/,
    ],
    [
      'a type id as text',
      grid({ filters: [{ field: 'ProductTypeId', op: 'equals', value: '1' }] }),
      /value must be a product type id/,
    ],
    [
      'a fractional type id',
      grid({ filters: [{ field: 'ProductTypeId', op: 'equals', value: 1.5 }] }),
      /value must be a product type id/,
    ],
    [
      'a type id of 0',
      grid({ filters: [{ field: 'ProductTypeId', op: 'equals', value: 0 }] }),
      /value must be a product type id/,
    ],
    [
      'a number as search text',
      grid({ filters: [{ field: 'Name', op: 'contains', value: 12 }] }),
      /value must be a text/,
    ],
    ['an empty search text', grid({ filters: [search('   ')] }), /or\[0\]\.value must not be empty/],
    ['a search text too long', grid({ filters: [search('x'.repeat(101))] }), /not be longer than 100/],
    ['a missing value', grid({ filters: [{ field: 'Name', op: 'contains' }] }), /value must be a text/],
    [
      'an extra filter key',
      grid({ filters: [{ field: 'Name', op: 'contains', value: 'x', caseSensitive: true }] }),
      /caseSensitive is not allowed/,
    ],
    ['an empty OR group', grid({ filters: [{ or: [] }] }), /or must be a non-empty list/],
    [
      'a nested OR group',
      grid({ filters: [{ or: [search('pala')] }] }),
      /or\[0\] must be a filter: OR groups do not nest/,
    ],
    [
      'an OR group with another key',
      grid({ filters: [{ ...search('pala'), and: [] }] }),
      /and is not allowed/,
    ],
    [
      'too many groups',
      grid({ filters: Array.from({ length: 11 }, () => search('pala')) }),
      /not have more than 10/,
    ],
    ['sort not a list', grid({ filters: [], sort: { field: 'Created' } }), /sort must be a list/],
    [
      'an unknown sort field',
      grid({ sort: [{ field: 'Name', dir: 'asc' }] }),
      /sort\[0\]\.field must be one of/,
    ],
    ['a bad direction', grid({ sort: [{ field: 'Created', dir: 'up' }] }), /dir must be asc or desc/],
    ['a sort without direction', grid({ sort: [{ field: 'Created' }] }), /dir must be asc or desc/],
    [
      'a field sorted twice',
      grid({
        sort: [
          { field: 'Created', dir: 'asc' },
          { field: 'Created', dir: 'desc' },
        ],
      }),
      /must not name a field twice/,
    ],
    [
      'three sorts',
      grid({
        sort: [
          { field: 'Created', dir: 'asc' },
          { field: 'GrossPrice', dir: 'desc' },
          { field: 'Created', dir: 'desc' },
        ],
      }),
      /not have more than 2/,
    ],
    [
      'a huge grid status',
      grid({ filters: [search('x'.repeat(5000))] }),
      /gridStatus must NOT have more than 4000/,
    ],
  ];

  test('every kind of bad gridStatus answers 400 with a message naming the part', async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    for (const [what, gridStatus, message] of badStatuses) {
      for (const [path, extra] of [
        ['/api/shop/list', {}],
        ['/api/shop/list-by-customer', { customerId: ana.id }],
      ] as const) {
        const answer = await call(
          app,
          'GET',
          listUrl(path, { startRow: 0, endRow: 29, gridStatus, ...extra }),
          undefined,
          ana.token,
        );
        assert.equal(answer.status, 400, `${what} on ${path}`);
        assert.equal(answer.body.ok, false);
        assert.match(answer.body.errorMsg ?? '', message, what);
      }
    }
  });

  test('negative, reversed, fractional and huge pages answer 400', async (t) => {
    const { app } = await createTestApp(t);
    const cases: Array<[Query, RegExp]> = [
      [{ startRow: -1, endRow: 29 }, /startRow must be >= 0/],
      [{ startRow: 0, endRow: -5 }, /endRow must be >= 0/],
      [{ startRow: 'abc', endRow: 29 }, /startRow must be integer/],
      [{ startRow: 1.5, endRow: 29 }, /startRow must be integer/],
      [{ startRow: 30, endRow: 10 }, /endRow must not be less than startRow/],
      [{ startRow: 0, endRow: 100 }, /at most 100 rows/],
      [{ startRow: 0, endRow: 999999 }, /at most 100 rows/],
      [{ startRow: 0, endRow: 1e9 }, /endRow must be <= 1000000/],
      [{ startRow: 0, endRow: 29, anonymous: 'maybe' }, /anonymous must be boolean/],
    ];
    for (const [query, message] of cases) {
      const answer = await call(app, 'GET', listUrl('/api/shop/list', query));
      assert.equal(answer.status, 400, JSON.stringify(query));
      assert.match(answer.body.errorMsg ?? '', message, JSON.stringify(query));
    }
    // The largest page allowed: 100 rows.
    assert.equal(
      (await call(app, 'GET', listUrl('/api/shop/list', { startRow: 0, endRow: 99 }))).status,
      200,
    );
  });
});

describe('GET /api/shop/get/{id}[/{customerId}]', () => {
  test('a product with the popular products, leaving itself out', async (t) => {
    const { app } = await createTestApp(t);
    const answer = await call(app, 'GET', '/api/shop/get/1');
    assert.equal(answer.status, 200);
    const body = answer.body as { ok: boolean; data: Product; popular: Product[] };
    assert.deepEqual(Object.keys(body).sort(), ['data', 'ok', 'popular']);
    const racket = byId.get(1)!;
    assert.deepEqual(body.data, {
      id: 1,
      name: racket.name,
      logo: racket.logo,
      detail: racket.detail,
      grossPrice: racket.grossCents / 100,
      netPrice: racket.netCents / 100,
      hasStock: true,
      transportRequired: true,
    });
    assert.deepEqual(
      ids(body.popular),
      DEMO_POPULAR_IDS.filter((id) => id !== 1),
    );
  });

  test("with a customer id: that customer's price; 401 and 403 as for the list", async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const bruno = await login(app, DEMO_CUSTOMERS.bruno);
    const mine = await call(app, 'GET', `/api/shop/get/7/${ana.id}`, undefined, ana.token);
    assert.equal(mine.status, 200);
    assert.equal((mine.body.data as Product).grossPrice, 107.9);
    assert.equal((mine.body.data as Product).netPrice, Math.round(10790 / 1.21) / 100);
    const shop = await call(app, 'GET', '/api/shop/get/7');
    assert.equal((shop.body.data as Product).grossPrice, 119.9);
    const brunos = await call(app, 'GET', `/api/shop/get/7/${bruno.id}`, undefined, bruno.token);
    assert.equal((brunos.body.data as Product).grossPrice, 119.9);
    assert.equal((await call(app, 'GET', `/api/shop/get/7/${ana.id}`)).status, 401);
    assert.equal((await call(app, 'GET', `/api/shop/get/7/${ana.id}`, undefined, bruno.token)).status, 403);
    const sofia = ana.children.find((child) => child.name === DEMO_CUSTOMERS.sofia.name)!;
    assert.equal((await call(app, 'GET', `/api/shop/get/7/${sofia.id}`, undefined, ana.token)).status, 200);
  });

  test('an unknown product or one off sale answers 404 with a message; a malformed id 400', async (t) => {
    const { app } = await createTestApp(t);
    const ana = await login(app, DEMO_CUSTOMERS.ana);
    const offSale = catalog.find((product) => !product.onSale)!;
    for (const url of [
      '/api/shop/get/99999',
      `/api/shop/get/${offSale.id}`,
      `/api/shop/get/99999/${ana.id}`,
      `/api/shop/get/${offSale.id}/${ana.id}`,
    ]) {
      const answer = await call(app, 'GET', url, undefined, ana.token);
      assert.deepEqual([answer.status, answer.body], [404, { ok: false, errorMsg: PRODUCT_NOT_FOUND }], url);
    }
    for (const url of ['/api/shop/get/abc', '/api/shop/get/0', '/api/shop/get/1.5', `/api/shop/get/1/x`]) {
      assert.equal((await call(app, 'GET', url, undefined, ana.token)).status, 400, url);
    }
  });
});
