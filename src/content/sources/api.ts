/**
 * The API reference source: an OpenAPI 3.0/3.1 document → an introduction
 * page, one page per operation, the `api` sidebar (by tag) and the bundled
 * document as downloads (`/openapi.yaml`, `/openapi.json`). The work is in
 * src/openapi/reference.ts, loaded only when the cached result is stale.
 */
import { posix } from 'node:path';
import type { ApiOptions } from '../../config/schema.js';
import type { ContentSource } from '../content-source.js';
import { hashFiles } from '../hash-files.js';

export function apiSource(options: ApiOptions): ContentSource {
  const dir = posix.dirname(options.specPath.split('\\').join('/'));
  const watch = dir === '.' ? options.specPath : `${dir}/**`;
  return {
    name: 'api',
    watch: [watch],
    load: async (ctx) => (await import('../../openapi/reference.js')).loadApi(ctx, options),
    // The reference is a function of the spec files and the options alone.
    // Descriptions are Markdown: the emoji switch changes them too.
    cacheKey: (ctx) => hashFiles(ctx.siteDir, [watch], JSON.stringify(options) + (ctx.config.markdown?.emoji === false ? '|no-emoji' : '')),
  };
}
