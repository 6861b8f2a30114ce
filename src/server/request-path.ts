/**
 * Request paths: the canonical redirects of the spec, and the safe mapping
 * of a path to a file name (anything that could leave the site folder is
 * refused).
 */

/**
 * The canonical URL for a non-canonical path: `/x.html`, `/x/index.html`
 * and `/x/` become `/x` (the root stays `/`). `undefined` when the path is
 * already canonical; 'bad-request' when it cannot be decoded.
 */
export function canonicalRedirect(rawPath: string): string | undefined | 'bad-request' {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return 'bad-request';
  }
  if (!decoded.startsWith('/')) return 'bad-request';
  let path = rawPath;
  if (/\/index\.html$/.test(decoded)) path = rawPath.replace(/index\.html$/i, '');
  else if (decoded.endsWith('.html') && !decoded.endsWith('/404.html')) path = rawPath.replace(/\.html$/i, '');
  if (path.length > 1 && path.endsWith('/')) path = path.replace(/\/+$/, '') || '/';
  if (path === '') path = '/';
  return path === rawPath ? undefined : path;
}

/**
 * The file name for a request path (relative to the site root, no leading
 * slash), or 'bad-request' for anything suspicious: NUL bytes, backslashes,
 * `..` segments (also when percent-encoded), or bad encoding.
 */
export function safeRelativePath(rawPath: string): string | 'bad-request' {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return 'bad-request';
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return 'bad-request';
  const segments = decoded.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.some((s) => s === '..')) return 'bad-request';
  return segments.join('/');
}
