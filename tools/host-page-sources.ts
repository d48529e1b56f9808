// What the host's server names in its pages' Content-Security-Policy (serving-policy.ts), read from what it serves:
// the remotes config (the deployment's own, or the built remotes.json), config.json's apiOrigin, and the inline
// scripts of its HTML files. Read at each page, so a new remotes config or build is named at once.
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  inlineScriptHashes,
  remoteOriginsOf,
  wellFormedOrigins,
  type HostPageSources,
} from './serving-policy.ts';

/** A JSON file's value, or null when it is missing or unreadable. */
function parsed(text: string | null): unknown {
  try {
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/** The origin config.json names for the API (`{ "apiOrigin": "https://api.myclub.example" }`), else null. */
function apiOriginOf(config: unknown): string | null {
  const value = (config as { apiOrigin?: unknown } | null)?.apiOrigin;
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    return wellFormedOrigins([new URL(value.trim()).origin])[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * The sources of the host's pages: `root` is its built folder, `overrides` the files it answers from memory (by
 * path), `appOrigins` the club's app origins.
 */
export function hostPageSources(
  root: string,
  overrides: Readonly<Record<string, string>>,
  appOrigins: () => Promise<string[]>,
): () => Promise<HostPageSources> {
  const read = (name: string): Promise<string | null> =>
    overrides[`/${name}`] !== undefined
      ? Promise.resolve(overrides[`/${name}`]!)
      : fs.readFile(path.join(root, name), 'utf8').catch(() => null);
  const pages = async (): Promise<string[]> => {
    const names = (await fs.readdir(root)).filter((name) => name.endsWith('.html'));
    const texts = await Promise.all(names.map(read));
    return [...new Set(texts.flatMap((text) => (text === null ? [] : inlineScriptHashes(text))))];
  };
  return async () => {
    const [apps, remotes, config, inlineScripts] = await Promise.all([
      appOrigins(),
      read('remotes.json'),
      read('config.json'),
      pages(),
    ]);
    return {
      appOrigins: apps,
      remoteOrigins: remoteOriginsOf(parsed(remotes)),
      apiOrigin: apiOriginOf(parsed(config)),
      inlineScripts,
    };
  };
}
