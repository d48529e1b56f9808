import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO_APP_ORIGIN, DEMO_CLUB_TITLE } from '../db/demo-club.ts';
import { call, createTestApp } from '../test-support.ts';
import { HOME_TEMPLATE_KEYS } from './settings-repository.ts';

const STRING_FIELDS = [
  'title',
  'description',
  'phone',
  'email',
  'openHours',
  'address',
  'facebook',
  'twitter',
  'instagram',
  'ButtonsColor',
  'FontFamily',
  'FooterColor',
  'CurrencySymbol',
  'DecimalSeparator',
  'TimeZone',
  'Culture',
  'FormatCulture',
  'DateFormat',
  'Mainlogo',
  'UrlLogo',
  'Uploads',
  'HeaderImage',
  'Coords',
];
const BOOLEAN_FIELDS = ['RegisterOn', 'HasShop', 'PriceWithTaxes'];

test('main settings carry every field with its wire name and type', async (t) => {
  const { app } = await createTestApp(t);
  const answer = await call(app, 'GET', '/api/czconfigs/main-settings');
  assert.equal(answer.status, 200);
  assert.equal(answer.body.ok, true);
  const data = answer.body.data as Record<string, unknown>;
  assert.deepEqual(
    Object.keys(data).sort(),
    [...STRING_FIELDS, ...BOOLEAN_FIELDS, 'RelatedClubs', 'Gallery', 'AppOrigins'].sort(),
  );
  for (const field of STRING_FIELDS) assert.equal(typeof data[field], 'string', field);
  for (const field of BOOLEAN_FIELDS) assert.equal(typeof data[field], 'boolean', field);
  assert.equal(data.title, DEMO_CLUB_TITLE);
  assert.equal(data.TimeZone, 'Europe/Madrid');
  assert.equal(data.Uploads, '/uploads/');
  assert.match(data.Coords as string, /^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/);
  assert.equal(new Intl.DateTimeFormat(data.Culture as string).resolvedOptions().locale, data.Culture);
  const related = data.RelatedClubs as Array<Record<string, string>>;
  assert.equal(related.length, 2);
  for (const club of related) assert.deepEqual(Object.keys(club).sort(), ['address', 'image', 'name', 'url']);
  const gallery = data.Gallery as Array<{ img: string }>;
  assert.equal(gallery.length, 6);
  // The one page besides the site that may frame it and hear its messages.
  assert.deepEqual(data.AppOrigins, [DEMO_APP_ORIGIN]);
});

test('every image the settings name is served under Uploads', async (t) => {
  const { app } = await createTestApp(t);
  const data = (await call(app, 'GET', '/api/czconfigs/main-settings')).body.data as Record<string, unknown>;
  const images = [
    data.Mainlogo,
    data.HeaderImage,
    ...(data.Gallery as Array<{ img: string }>).map((item) => item.img),
    ...(data.RelatedClubs as Array<{ image: string }>).map((club) => club.image),
  ];
  for (const image of images) {
    const response = await app.inject({ url: `${data.Uploads as string}${image as string}` });
    assert.equal(response.statusCode, 200, String(image));
  }
});

test('legal settings are four non-empty HTML texts', async (t) => {
  const { app } = await createTestApp(t);
  const answer = await call(app, 'GET', '/api/czconfigs/legal-settings');
  const data = answer.body.data as Record<string, string>;
  assert.deepEqual(Object.keys(data).sort(), [
    'cookiesPolicy',
    'generalConditions',
    'privacyPolicyFull',
    'waiver',
  ]);
  for (const [key, html] of Object.entries(data)) {
    assert.match(html, /<h2>/, key);
    assert.ok((html.match(/<p>/g) ?? []).length >= 2, `${key} has several paragraphs`);
  }
});

test('the home template answers every key as a string', async (t) => {
  const { app } = await createTestApp(t);
  const answer = await call(app, 'GET', '/api/czconfigs/template');
  const data = answer.body.data as Record<string, unknown>;
  assert.deepEqual(Object.keys(data).sort(), [...HOME_TEMPLATE_KEYS].sort());
  for (const key of HOME_TEMPLATE_KEYS) assert.equal(typeof data[key], 'string', key);
  assert.ok(Number.isFinite(Number(data.number1)));
});
