/**
 * The HTTP server behind `mysite serve`, with the site's path rules:
 * `/x.html` and `/x/index.html` redirect (301) to `/x`, a trailing slash
 * redirects to the path without it (but for a folder's home, such as a
 * locale's `/fr/`, which `/fr` redirects to), an unknown path gets 404.html with
 * status 404. Files come from a `FileSource` (the dist/ folder, or the
 * in-memory build of watch mode), never from outside it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { contentType, isCompressible } from './content-types.js';
import { canonicalRedirect, safeRelativePath } from './request-path.js';
import type { FileSource, ServedFile } from './file-source.js';
import { pickEncoding } from './accept-encoding.js';
import { cacheControl } from './cache-control.js';
import type { TrailingSlash } from '../core/trailing-slash.js';

export interface StaticServerOptions {
  files: FileSource;
  baseUrl: string;
  /**
   * The site's `trailingSlash`: with `'untouched'` a page written as `x/index.html` is answered at
   * `/x` and at `/x/` (as Docusaurus sites leave it to hosts); otherwise `/x` redirects to `/x/`.
   */
  trailingSlash?: TrailingSlash;
  /** Extra routes handled before files (live reload). Return true when handled. */
  extra?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Rewrites HTML before it is sent (injects the live-reload script). */
  transformHtml?: (html: string) => string;
  /** A build under way that may add files: a path not found waits for it, then is looked up again. */
  pending?: () => Promise<unknown> | undefined;
}

/** Bigger files are sent as they are: compressing 50 MB takes the server away from every other request for a second. */
const COMPRESS_UP_TO = 8 * 1024 * 1024;

export function createStaticServer(options: StaticServerOptions): Server {
  return createServer((req, res) => respond(req, res, options));
}

function respond(req: IncomingMessage, res: ServerResponse, options: StaticServerOptions): void {
  try {
    handle(req, res, options);
  } catch (error) {
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Internal server error\n');
    console.error(error);
  }
}

function handle(req: IncomingMessage, res: ServerResponse, options: StaticServerOptions): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
    res.end('Method not allowed\n');
    return;
  }
  if (options.extra?.(req, res)) return;
  const rawUrl = req.url ?? '/';
  const queryAt = rawUrl.indexOf('?');
  const rawPath = queryAt < 0 ? rawUrl : rawUrl.slice(0, queryAt);
  const query = queryAt < 0 ? '' : rawUrl.slice(queryAt);

  const redirect = canonicalRedirect(rawPath);
  if (redirect === 'bad-request') {
    sendText(res, 400, 'Bad request\n');
    return;
  }
  const { baseUrl } = options;
  const home = folderHome(options.files, baseUrl, redirect ?? rawPath);
  // 'untouched': a folder's page is its address with and without the slash; other spellings lead to the one without.
  const untouched = options.trailingSlash === 'untouched' && home !== undefined;
  if (home !== undefined && (rawPath === home || (untouched && rawPath === home.slice(0, -1)))) {
    sendFile(req, res, options.files.get(`${safeRelativePath(home.slice(baseUrl.length - 1))}/index.html`)!, options, 200);
    return;
  }
  const location = untouched ? redirect : (home ?? redirect);
  if (location) {
    res.writeHead(301, { location: location + query, 'cache-control': 'no-cache' });
    res.end();
    return;
  }
  const inBase = rawPath === baseUrl.slice(0, -1) || rawPath.startsWith(baseUrl);
  const relative = inBase ? safeRelativePath(rawPath.slice(baseUrl.length - 1)) : null;
  if (relative === 'bad-request') {
    sendText(res, 400, 'Bad request\n');
    return;
  }

  const file = relative === null ? undefined : resolveFile(options.files, relative);
  if (file) {
    sendFile(req, res, file, options, 200);
    return;
  }
  const pending = options.pending?.();
  if (pending) {
    const lookAgain = () => respond(req, res, { ...options, pending: undefined });
    pending.then(lookAgain, lookAgain);
    return;
  }
  const notFound = options.files.get('404.html');
  if (notFound) {
    sendFile(req, res, notFound, options, 404);
    return;
  }
  sendText(res, 404, 'Not found\n');
}

/**
 * The URL of a folder's home page, `/fr/`, when `path` (canonical, without a
 * trailing slash) leads to one: the folder has an index.html and no `fr.html`
 * stands beside it, as the build writes a locale's site. Static hosts serve
 * such a folder at its slash, and the site's links, canonical, hreflang and
 * sitemap name it so: the server follows the same rule.
 */
function folderHome(files: FileSource, baseUrl: string, path: string): string | undefined {
  if (!path.startsWith(baseUrl)) return undefined;
  const relative = safeRelativePath(path.slice(baseUrl.length - 1));
  if (relative === 'bad-request' || relative === '') return undefined;
  if (!files.get(`${relative}/index.html`) || files.get(`${relative}.html`)) return undefined;
  return path.endsWith('/') ? path : `${path}/`;
}

/** A route `/x` is the file `x.html`; `/` is `index.html`; other paths are files as they are. */
function resolveFile(files: FileSource, relative: string): ServedFile | undefined {
  if (relative === '') return files.get('index.html');
  // Routes may contain dots (`/releases/release-3.4.4`), so `.html` is tried whatever the name looks like.
  return files.get(relative) ?? files.get(`${relative}.html`) ?? files.get(`${relative}/index.html`);
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: ServedFile, options: StaticServerOptions, status: number): void {
  const type = contentType(file.path);
  let body = file.read();
  let etag = file.etag;
  if (type.startsWith('text/html') && options.transformHtml) {
    body = Buffer.from(options.transformHtml(body.toString('utf8')));
    etag = `W/"${etag.replace(/\W/g, '')}-live"`;
  }
  const headers: Record<string, string> = {
    'content-type': type,
    etag,
    'last-modified': file.mtime.toUTCString(),
    'cache-control': cacheControl(file.path),
    'x-content-type-options': 'nosniff',
    vary: 'accept-encoding',
  };
  if (status === 200 && isFresh(req, etag, file.mtime)) {
    res.writeHead(304, { etag, 'last-modified': headers['last-modified']!, 'cache-control': headers['cache-control']! });
    res.end();
    return;
  }
  const encoding = isCompressible(type) && body.length > 1024 && body.length <= COMPRESS_UP_TO ? pickEncoding(req.headers['accept-encoding']) : undefined;
  if (encoding) {
    body = compress(file, body, encoding);
    headers['content-encoding'] = encoding;
  }
  headers['content-length'] = String(body.length);
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function isFresh(req: IncomingMessage, etag: string, mtime: Date): boolean {
  const match = req.headers['if-none-match'];
  if (match) return match.split(',').some((t) => t.trim() === etag || t.trim() === '*');
  const since = req.headers['if-modified-since'];
  if (since) {
    const t = Date.parse(since);
    return !Number.isNaN(t) && Math.floor(mtime.getTime() / 1000) <= Math.floor(t / 1000);
  }
  return false;
}

/**
 * The compressed body of each file's current version, so each is compressed
 * once. Keyed by path (not version): in watch mode every save makes a new
 * version, and the old one must not stay in memory.
 */
const compressed = new Map<string, { version: string; body: Buffer }>();

function compress(file: ServedFile, body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}:${file.path}`;
  const version = `${file.etag}:${body.length}`;
  const known = compressed.get(key);
  if (known?.version === version) return known.body;
  const out = encoding === 'br' ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(body, { level: 6 });
  if (compressed.size > 2000) compressed.clear();
  compressed.set(key, { version, body: out });
  return out;
}
