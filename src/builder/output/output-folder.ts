/**
 * The output folder is replaced as a whole by every build (moved aside and
 * swapped), so it must be a folder of its own: not the site folder, not a
 * folder that holds it, and not one that holds the site's sources or cache.
 */
import { dirname, resolve, sep } from 'node:path';
import type { SiteConfig } from '../../config/schema.js';
import { apiSpecs, docsSpecs } from '../../config/sections.js';
import { MysiteError } from '../../core/errors.js';
import { cacheDirOf } from '../../core/cache-folder.js';

export interface OutputFolderInput {
  siteDir: string;
  /** Absolute. */
  outDir: string;
  config: SiteConfig;
  /** The `--out` option, when the folder came from it. */
  option?: string;
}

function within(path: string, folder: string): boolean {
  return path === folder || path.startsWith(folder.endsWith(sep) ? folder : folder + sep);
}

/** How the author named the output folder, for messages: `--out ../docs` or `outDir: 'public' in site.config.ts`. */
export function outputSetting(option: string | undefined, configured: string): string {
  return option !== undefined ? `--out ${option}` : `outDir: '${configured}' in site.config.ts`;
}

export function checkOutputFolder({ siteDir, outDir, config, option }: OutputFolderInput): void {
  const setting = outputSetting(option, config.outDir);
  const fail = (why: string) => {
    throw MysiteError.of({
      code: 'build/bad-output-folder',
      message: `The output folder ${outDir} ${why}; every build replaces that folder as a whole.`,
      at: option !== undefined ? undefined : { file: 'site.config.ts' },
      hint: `Choose a folder of its own for the output (${setting} now), e.g. dist.`,
    });
  };
  if (within(siteDir, outDir)) fail(siteDir === outDir ? 'is the site folder itself' : `holds the site folder ${siteDir}`);
  if (dirname(outDir) === outDir) fail('is the root of the file system');
  const sources: [string, string][] = [
    ...docsSpecs(config).map((docs): [string, string] => [docs.name === 'docs' ? 'the docs' : `the docs section "${docs.id}"`, docs.path]),
    ...config.blogs.map((b): [string, string] => [`the blog "${b.id}"`, b.path]),
    ['the React pages', config.pagesPath],
    ['the static files', config.staticDir],
    ...apiSpecs(config).map((api): [string, string] => ['the OpenAPI document', dirname(api.specPath)]),
  ];
  for (const [what, path] of sources) {
    const absolute = resolve(siteDir, path);
    if (within(absolute, outDir)) fail(`holds ${what} (${path})`);
  }
  if (within(cacheDirOf(siteDir), outDir)) fail('holds the cache folder .mysite-cache');
}
