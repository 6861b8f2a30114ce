/** Runs the API source on a spec without a site: routes, sidebar and files, in memory. */
import { join } from 'node:path';
import type { ApiOptions } from '../../src/config/schema.js';
import { apiSource } from '../../src/content/sources/api.js';
import { Diagnostics, type Diagnostic } from '../../src/core/diagnostics.js';
import { MysiteError } from '../../src/core/errors.js';
import type { Route } from '../../src/core/types.js';
import type { SourceResult } from '../../src/content/content-source.js';
import type { BuildContext } from '../../src/content/content-source.js';
import { CompileCache } from '../../src/markdown/cache.js';
import { MarkdownCompiler } from '../../src/markdown/compiler.js';
import { compileFile } from '../../src/mdx/compile-file.js';
import { SourceFiles } from '../../src/content/source-files.js';
import type { ApiOperationData } from '../../src/core/page-data/api.js';
import { FIXTURES, REPO_ROOT } from '../support/paths.js';

export const SITE_SPEC = 'openapi/openapi.yaml';
export const ZOO_SPEC = 'test/fixtures/openapi/zoo/openapi.yaml';
export const BAD = (name: string) => `test/fixtures/openapi/bad/${name}`;
export { FIXTURES };

export function testContext(siteDir = REPO_ROOT): BuildContext {
  return {
    config: {} as BuildContext['config'],
    siteDir,
    mode: 'build',
    diagnostics: new Diagnostics(),
    markdown: new MarkdownCompiler(siteDir, CompileCache.memory(), compileFile),
    files: new SourceFiles(false),
    lastCommits: new Map(),
  };
}

export function loadApi(specPath: string, options: Partial<ApiOptions> = {}, siteDir = REPO_ROOT): Promise<SourceResult> {
  return apiSource({ specPath, routeBasePath: '/api', downloadPath: '/openapi', ...options }).load(testContext(siteDir));
}

/** The MysiteError a load fails with. */
export async function loadError(specPath: string, options: Partial<ApiOptions> = {}): Promise<MysiteError> {
  try {
    await loadApi(specPath, options);
  } catch (error) {
    if (error instanceof MysiteError) return error;
    throw error;
  }
  throw new Error(`${specPath} loaded without error`);
}

export function operation(result: SourceResult, path: string): ApiOperationData {
  const route = result.routes.find((r: Route) => r.path === path);
  if (!route) throw new Error(`no route ${path}; have ${result.routes.map((r) => r.path).join(', ')}`);
  return route.data as ApiOperationData;
}

export const absolute = (p: string) => join(REPO_ROOT, p);

/** The text of highlighted HTML. */
export const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x3C;/g, '<')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x26;/g, '&')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

/** Like `loadApi`, with the warnings the load reported. */
export async function loadApiWithWarnings(specPath: string, options: Partial<ApiOptions> = {}): Promise<{ result: SourceResult; warnings: Diagnostic[] }> {
  const ctx = testContext();
  const result = await apiSource({ specPath, routeBasePath: '/api', downloadPath: '/openapi', ...options }).load(ctx);
  return { result, warnings: ctx.diagnostics.warnings };
}
