/**
 * Files imported from code (images, fonts, media, and a file of any type no
 * loader reads, `require('./form.docx')`, as Docusaurus's file-loader): the
 * default export is the file's URL, and the file is published under
 * `assets/media/`, named by its contents.
 */
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { basename, extname } from 'node:path';
import type { Loader, Plugin } from 'esbuild';
import type { OutputFile } from '../../core/types.js';
import type { FileBoundary } from './boundary.js';
import { claims, fromStylesheet, resolveOnward } from './resolving.js';

const ASSET_EXTENSIONS = [
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.avif',
  '.ico',
  '.bmp',
  '.woff',
  '.woff2',
  '.ttf',
  '.otf',
  '.eot',
  '.mp4',
  '.webm',
  '.mp3',
  '.wav',
  '.pdf',
];
const ASSET_FILE = new RegExp(`(${ASSET_EXTENSIONS.map((e) => e.replace('.', '\\.')).join('|')})$`, 'i');

/** Extensions a bundle loads itself (esbuild's loaders, the import rules); a file of any other is published and imported as its URL. */
const LOADED_EXTENSIONS = new Set([
  ...['.js', '.mjs', '.cjs', '.jsx', '.ts', '.mts', '.cts', '.tsx', '.json', '.txt', '.css', '.scss', '.sass', '.md', '.mdx', '.svg'],
  ...ASSET_EXTENSIONS,
]);
export const isLoaded = (file: string) => extname(file) === '' || LOADED_EXTENSIONS.has(extname(file).toLowerCase());

/** Files published as they are: what CSS refers to with url() (JavaScript imports go through the rules). */
export const ASSET_LOADERS: Record<string, Loader> = Object.fromEntries([...ASSET_EXTENSIONS, '.svg'].map((ext) => [ext, 'file' as Loader]));

/** The namespace of a published file's module (its path is the file's). */
export const ASSET_NAMESPACE = 'mysite-asset';

/** Where a file imported from code is published: under `assets/media/`, named by its contents. */
export function assetPath(file: string, contents: Buffer): string {
  const ext = extname(file);
  return `assets/media/${basename(file, ext)}.${createHash('sha1').update(contents).digest('hex').slice(0, 8)}${ext}`;
}

export interface PublishedFilesOptions {
  /** The site's base URL, which the URLs of imported files start with. */
  baseUrl: string;
  /** A file imported from code, to publish at `path`. */
  emit: (file: OutputFile) => void;
  /** Where the files it publishes may come from (boundary.ts). */
  boundary: FileBoundary;
}

export function publishedFiles({ baseUrl, emit, boundary }: PublishedFilesOptions): Plugin {
  return {
    name: 'mysite-published-files',
    setup(build) {
      // A file of a type no loader reads: published, as the assets below.
      build.onResolve(
        { filter: /\.[^./\\]+$/ },
        claims(async (args) => {
          if (fromStylesheet(args) || args.kind === 'entry-point' || isLoaded(args.path)) return undefined;
          const resolved = await resolveOnward(build, args.path, args);
          if (resolved.errors.length > 0 || resolved.external || resolved.namespace !== 'file' || isLoaded(resolved.path)) return undefined;
          return boundary.refusal(args, resolved.path) ?? { path: resolved.path, namespace: ASSET_NAMESPACE };
        }),
      );
      build.onResolve(
        { filter: ASSET_FILE },
        claims(async (args) => {
          if (fromStylesheet(args)) return undefined;
          const resolved = await resolveOnward(build, args.path, args);
          if (resolved.errors.length > 0) return { errors: resolved.errors };
          return boundary.refusal(args, resolved.path) ?? { path: resolved.path, namespace: ASSET_NAMESPACE };
        }),
      );
      build.onLoad({ filter: /.*/, namespace: ASSET_NAMESPACE }, (args) => {
        const contents = readFileSync(args.path);
        const path = assetPath(args.path, contents);
        emit({ path, contents });
        return { contents: `export default ${JSON.stringify(baseUrl + path)};`, loader: 'js' };
      });
    },
  };
}
