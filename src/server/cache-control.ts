/**
 * How long a browser may keep a file `mysite serve` sends. A file whose name
 * holds a hash of its contents never changes under that name, so it is kept
 * for a year without asking again; everything else is asked about each time
 * (answered with 304 while its ETag holds).
 */
import { PUBLISHED_FILES_DIR } from '../core/urls.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The client bundle (`assets/js/entry.<hash>.js`) and content images (`assets/images/<name>.<hash><ext>`). */
const HASHED_ASSET = /\.[A-Za-z0-9_-]{8,}\.(?:js|css|png|jpe?g|gif|svg|webp|avif|ico|woff2?)$/;

/**
 * A file content links to, published whatever its extension as
 * `assets/files/<name>-<8 hex digits><ext>` (builder/phases/published-files.ts),
 * under a locale's folder too (`fr/assets/files/…`).
 */
const PUBLISHED_FILE = new RegExp(`(?:^|/)${PUBLISHED_FILES_DIR}[^/]*-[0-9a-f]{8}(?:\\.[^/.]*)?$`);

/** The Cache-Control header for the file at `path`, relative to the output folder. */
export function cacheControl(path: string): string {
  return HASHED_ASSET.test(path) || PUBLISHED_FILE.test(path) ? IMMUTABLE : REVALIDATE;
}
