/**
 * A fingerprint of the engine code that turns sources into output. Cached
 * results are only valid for the same fingerprint, so changing mysite or
 * upgrading a dependency of the pipeline never serves stale output.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import { ENGINE_ROOT } from './engine-root.js';

const PIPELINE_PACKAGES = [
  'unified', 'remark-parse', 'micromark', 'remark-directive',
  ...['autolink-literal', 'footnote', 'strikethrough', 'table', 'task-list-item'].flatMap((c) => [`micromark-extension-gfm-${c}`, `mdast-util-gfm-${c}`]), 'remark-rehype', 'rehype-raw', 'rehype-sanitize',
  'shiki', 'github-slugger', 'hast-util-to-html', '@apidevtools/swagger-parser', 'httpsnippet', 'yaml', 'feed',
];

let cached: string | undefined;

export function engineFingerprint(): string {
  if (cached) return cached;
  const hash = createHash('sha1');
  const files = fg.sync(['lib/src/{markdown,openapi,content}/**/*.js'], { cwd: ENGINE_ROOT }).sort();
  for (const file of files) hash.update(file).update(readFileSync(join(ENGINE_ROOT, file)));
  for (const name of PIPELINE_PACKAGES) {
    try {
      hash.update(name).update(JSON.parse(readFileSync(join(ENGINE_ROOT, 'node_modules', name, 'package.json'), 'utf8')).version);
    } catch {
      hash.update(name);
    }
  }
  cached = hash.digest('hex').slice(0, 16);
  return cached;
}
