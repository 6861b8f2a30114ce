/**
 * An API reference source: an OpenAPI 3.0/3.1/3.2 document → an introduction
 * page, one page per operation, its sidebar (by tag; `api`, or `api-<id>`
 * for one of several APIs) and the bundled document as downloads
 * (`/openapi.yaml`, `/openapi.json`). The work is in src/openapi/reference.ts,
 * loaded only when the cached result is stale.
 */
import { posix } from 'node:path';
import type { ApiOptions } from '../../config/schema.js';
import type { ApiSpec } from '../../config/sections.js';
import type { ContentSource } from '../content-source.js';
import { hashFiles } from '../hash-files.js';
import { textsKey } from '../page-texts.js';

/** Without a name and sidebar (a single API), they are `api`. */
export function apiSource(options: ApiOptions & Partial<Pick<ApiSpec, 'name' | 'sidebarId'>>): ContentSource {
  const dir = posix.dirname(options.specPath.split('\\').join('/'));
  const watch = dir === '.' ? options.specPath : `${dir}/**`;
  return {
    name: options.name ?? 'api',
    watch: [watch],
    load: async (ctx) => (await import('../../openapi/reference.js')).loadApi(ctx, options),
    // The reference is a function of the spec files and the options alone.
    // Descriptions are Markdown: the emoji switch changes them too; the site's texts and locale, the headings of its contents.
    cacheKey: (ctx) => hashFiles(ctx.siteDir, [watch], JSON.stringify(options) + (ctx.config.markdown?.emoji === false ? '|no-emoji' : '') + textsKey(ctx)),
  };
}
