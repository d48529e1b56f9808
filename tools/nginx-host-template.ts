// The nginx host's configuration template as its image serves it: docker/nginx-host.conf with ${INLINE_SCRIPTS}
// replaced by the hashes of the built host's inline scripts, which its pages' Content-Security-Policy allows
// (serving-policy.ts). Run by host/Dockerfile after the build:
//   node tools/nginx-host-template.ts host/dist docker/nginx-host.conf > default.conf.template
// The image's start then fills in the deployment's ${APP_ORIGINS}, ${REMOTE_ORIGINS} and ${API_ORIGIN}.
import fs from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes } from './serving-policy.ts';

/** The placeholder of the inline scripts' hashes in docker/nginx-host.conf. */
export const INLINE_SCRIPTS_PLACEHOLDER = '${INLINE_SCRIPTS}';

/** The template with the hashes of the inline scripts of these HTML pages in place of the placeholder. */
export function renderHostTemplate(template: string, pages: readonly string[]): string {
  const hashes = [...new Set(pages.flatMap(inlineScriptHashes))];
  return template.replaceAll(INLINE_SCRIPTS_PLACEHOLDER, hashes.join(' '));
}

if (import.meta.filename === path.resolve(process.argv[1] ?? '')) {
  const [dist, template] = process.argv.slice(2);
  if (!dist || !template) throw new Error('usage: nginx-host-template.ts <host dist folder> <template>');
  const pages = fs
    .readdirSync(dist)
    .filter((name) => name.endsWith('.html'))
    .map((name) => fs.readFileSync(path.join(dist, name), 'utf8'));
  process.stdout.write(renderHostTemplate(fs.readFileSync(template, 'utf8'), pages));
}
