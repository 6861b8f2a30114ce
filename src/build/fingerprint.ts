/**
 * A fingerprint of the code that turns Markdown into HTML. Cached results
 * are only valid for the same fingerprint, so editing a plugin or upgrading
 * a dependency of the pipeline never serves stale output.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import { ENGINE_ROOT } from './bundle-theme.js';

const PIPELINE_PACKAGES = ['unified', 'remark-parse', 'remark-gfm', 'remark-directive', 'remark-rehype', 'rehype-raw', 'shiki', 'github-slugger', 'hast-util-to-html'];

export function pipelineFingerprint(): string {
  const hash = createHash('sha1');
  const files = fg.sync(['lib/src/markdown/**/*.js'], { cwd: ENGINE_ROOT }).sort();
  for (const file of files) hash.update(file).update(readFileSync(join(ENGINE_ROOT, file)));
  for (const name of PIPELINE_PACKAGES) {
    try {
      hash.update(name).update(JSON.parse(readFileSync(join(ENGINE_ROOT, 'node_modules', name, 'package.json'), 'utf8')).version);
    } catch {
      hash.update(name);
    }
  }
  return hash.digest('hex').slice(0, 16);
}
