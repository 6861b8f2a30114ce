/**
 * Request paths: the canonical redirects of the spec, and the safe mapping
 * of a path to a file name (anything that could leave the site folder is
 * refused).
 */
import { canonicalPath, strictDecode } from '../core/urls.js';

/**
 * The canonical URL for a non-canonical path (`canonicalPath`: `/x.html`,
 * `/x/index.html` and `/x/` become `/x`). `undefined` when the path is
 * already canonical; 'bad-request' when it cannot be decoded or could
 * lead a browser to another host (`//evil.com`, `/\evil.com`).
 */
export function canonicalRedirect(rawPath: string): string | undefined | 'bad-request' {
  const decoded = strictDecode(rawPath);
  if (decoded === undefined || !decoded.startsWith('/')) return 'bad-request';
  // Backslashes and control characters have no place in a site path (browsers read `\` as `/`).
  if (/[\\\x00-\x1f\x7f]/.test(decoded)) return 'bad-request';
  // `..` is refused here already, so that no redirect (of a `.` segment next to it) leads to a bad request.
  if (decoded.split('/').includes('..')) return 'bad-request';
  // `//x` would be read as another host: runs of slashes become one.
  const path = canonicalPath(rawPath.replace(/\/{2,}/g, '/'));
  if (path === rawPath) return undefined;
  return isSameOriginPath(path) ? path : 'bad-request';
}

/** A redirect target that a browser resolves to a path of this same site, never to another host. */
export function isSameOriginPath(location: string): boolean {
  const base = 'http://same-origin.invalid';
  try {
    return location.startsWith('/') && new URL(location, base).origin === base;
  } catch {
    return false;
  }
}

/**
 * The file name for a request path (relative to the site root, no leading
 * slash), or 'bad-request' for anything suspicious: NUL bytes, backslashes,
 * `..` segments (also when percent-encoded), or bad encoding.
 */
export function safeRelativePath(rawPath: string): string | 'bad-request' {
  const decoded = strictDecode(rawPath);
  if (decoded === undefined) return 'bad-request';
  if (decoded.includes('\0') || decoded.includes('\\')) return 'bad-request';
  const segments = decoded.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.some((s) => s === '..')) return 'bad-request';
  return segments.join('/');
}
