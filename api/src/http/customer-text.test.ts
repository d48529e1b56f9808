import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cleanCustomerLine, cleanCustomerLines } from './customer-text.ts';

test('a one-line text loses its C0, DEL and C1 controls; tabs and every kind of line break become a space', () => {
  assert.equal(cleanCustomerLine('Ma\u0000ri\u0007na\u001b\u007f\u0080\u009f'), 'Marina');
  assert.equal(
    cleanCustomerLine('a\tb\nc\r\nd\re\u000bf\u000cg\u0085h\u2028i\u2029j'),
    'a b c d e f g h i j',
  );
});

test('a text of several lines keeps LF and tabs, turns CRLF, CR and the Unicode breaks into LF, drops the rest', () => {
  assert.equal(
    cleanCustomerLines('uno\r\ndos\rtres\u2028cuatro\u0085cinco'),
    'uno\ndos\ntres\ncuatro\ncinco',
  );
  assert.equal(cleanCustomerLines('\tsangría\u0000\u0007\u009b\n'), '\tsangría\n');
});

test('lone surrogates go, whole characters outside the basic plane stay', () => {
  const emoji = '😀';
  for (const clean of [cleanCustomerLine, cleanCustomerLines]) {
    assert.equal(clean(`a\ud800b\udc00c${emoji}`), `abc${emoji}`);
    assert.equal(clean(`${emoji.slice(0, 1)}x${emoji.slice(1)}`), 'x', 'both halves of a split pair go');
    assert.equal(clean('Ñandú, Łódź, 東京, مرحبا'), 'Ñandú, Łódź, 東京, مرحبا');
  }
});
