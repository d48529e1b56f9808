// Every text a component asks for exists in its namespace in all four languages. i18next falls back to the English
// source text without a word, so a text missing in one language (or removed from the list that held it) would
// otherwise go unnoticed on the Spanish, French or Italian site.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { frontEndPackages } from './apps.mjs';

const root = path.resolve(import.meta.dirname, '..');
const languages = ['en-US', 'es-ES', 'fr-FR', 'it-IT'] as const;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const quoted = String.raw`'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"`;
const unescape = (text: string) => text.replace(/\\(.)/g, '$1');

/**
 * The keys of each language block of a texts module: `'en-US': { 'Key': '…', Key: '…', [texts.key]: '…' }` (a key
 * held in a constant is read as its name).
 */
function definedKeys(source: string): Record<string, Set<string>> {
  const blocks = source.split(/\n\s*'(en-US|es-ES|fr-FR|it-IT)': \{/);
  const keys: Record<string, Set<string>> = {};
  for (let index = 1; index < blocks.length; index += 2) {
    const language = blocks[index]!;
    const body = blocks[index + 1]!;
    const pattern = new RegExp(String.raw`^\s+(?:${quoted}|([A-Za-z_]+)|\[([\w.]+)\]):`, 'gm');
    keys[language] = new Set(
      [...body.matchAll(pattern)].map((match) => unescape(match[1] ?? match[2] ?? match[3] ?? match[4]!)),
    );
  }
  return keys;
}

function namespaceOf(source: string, call: RegExpMatchArray): string {
  const literal = call[1] ?? call[2];
  if (literal !== undefined) return literal;
  // A namespace held in a constant (`addTexts(contractsNamespace, …)`).
  const constant = new RegExp(String.raw`const ${call[3]} = '([^']+)'`).exec(source);
  assert.ok(constant, `namespace constant ${call[3]} not found`);
  return constant[1]!;
}

const files = frontEndPackages.flatMap((pkg) => sourceFiles(path.join(root, pkg, 'src')));
const sources = new Map(files.map((file) => [file, fs.readFileSync(file, 'utf8')]));

const defined = new Map<string, Record<string, Set<string>>>();
for (const [file, source] of sources) {
  const call = new RegExp(String.raw`addTexts\((?:${quoted}|([A-Za-z]+)),`).exec(source);
  if (!call || file.endsWith(`${path.sep}i18n.ts`)) continue;
  const namespace = namespaceOf(source, call);
  const byLanguage = defined.get(namespace) ?? {};
  for (const [language, keys] of Object.entries(definedKeys(source))) {
    byLanguage[language] = new Set([...(byLanguage[language] ?? []), ...keys]);
  }
  defined.set(namespace, byLanguage);
}

test('every text a component asks for is defined in its namespace in the four languages', () => {
  const missing: string[] = [];
  for (const [file, source] of sources) {
    const hook = new RegExp(String.raw`useTranslation\((?:${quoted})\)`).exec(source);
    if (!hook) continue;
    const namespace = hook[1] ?? hook[2]!;
    const texts = defined.get(namespace);
    assert.ok(texts, `${path.relative(root, file)} uses the namespace ${namespace}, which has no texts`);
    const used = [...source.matchAll(new RegExp(String.raw`\bt\(\s*(?:${quoted})`, 'g'))].map((match) =>
      unescape(match[1] ?? match[2]!),
    );
    for (const key of used) {
      for (const language of languages) {
        const keys = texts[language] ?? new Set();
        // Plural texts are defined by their forms (`key_one`, `key_other`).
        if (!keys.has(key) && !keys.has(`${key}_other`)) {
          missing.push(`${path.relative(root, file)}: '${key}' has no ${language} text in '${namespace}'`);
        }
      }
    }
  }
  assert.deepEqual(missing, []);
});

// Plural forms differ between languages (English has one and other, the Romance languages many as well).
const withoutPluralForm = (key: string) => key.replace(/_(?:zero|one|two|few|many|other)$/, '');

test('every namespace has the same texts in the four languages', () => {
  const missing: string[] = [];
  for (const [namespace, byLanguage] of defined) {
    const all = new Set(
      languages.flatMap((language) => [...(byLanguage[language] ?? [])].map(withoutPluralForm)),
    );
    for (const language of languages) {
      const keys = new Set([...(byLanguage[language] ?? [])].map(withoutPluralForm));
      for (const key of all)
        if (!keys.has(key)) missing.push(`'${key}' has no ${language} text in '${namespace}'`);
    }
  }
  assert.deepEqual(missing, []);
});

test('the texts check reads keys of every form a texts module writes them in', () => {
  const keys = definedKeys(
    `{\n  'en-US': {\n    Plain: 'a',\n    'With \\'quote\\'': 'b',\n    "Double": 'c',\n    [texts.held]: 'd',\n  },`,
  );
  assert.deepEqual([...keys['en-US']!], ['Plain', "With 'quote'", 'Double', 'texts.held']);
});
