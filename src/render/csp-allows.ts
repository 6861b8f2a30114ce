/**
 * Whether a source list of the policy lets a page load a URL of another
 * origin, as browsers match it (CSP level 3, "Does url match source list"),
 * for the build's warnings. Keywords other than `'none'` and `'self'`, hashes
 * and nonces are about inline code and never allow a URL.
 */

/** `https://*.example.com:443/path`, `example.com`, `*.example.com`: scheme, host, port, path. */
const HOST_SOURCE = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*|(?:\*\.)?[^/:]+)(?::(\d+|\*))?(\/.*)?$/i;

export function sourcesAllow(sources: readonly string[], url: URL, siteOrigin: string): boolean {
  return sources.some((source) => sourceAllows(source, url, siteOrigin));
}

function sourceAllows(source: string, url: URL, siteOrigin: string): boolean {
  const scheme = url.protocol.slice(0, -1);
  if (source === "'self'") return url.origin === siteOrigin;
  if (source.startsWith("'")) return false;
  if (source === '*') return scheme !== 'data' && scheme !== 'blob' && scheme !== 'filesystem';
  // A scheme source (`https:`); `http:` also allows https.
  if (/^[a-z][a-z0-9+.-]*:$/i.test(source)) return schemeMatches(source.slice(0, -1), scheme);
  const m = HOST_SOURCE.exec(source);
  if (!m) return false;
  const [, sourceScheme, host, port, path] = m;
  if (sourceScheme ? !schemeMatches(sourceScheme, scheme) : scheme !== 'http' && scheme !== 'https') return false;
  if (!hostMatches(host!.toLowerCase(), url.hostname.toLowerCase())) return false;
  if (port && port !== '*' && port !== (url.port || defaultPort(scheme))) return false;
  if (!path || path === '/') return true;
  return path.endsWith('/') ? url.pathname.startsWith(path) : url.pathname === path;
}

function schemeMatches(sourceScheme: string, scheme: string): boolean {
  const s = sourceScheme.toLowerCase();
  return s === scheme || (s === 'http' && scheme === 'https') || (s === 'ws' && scheme === 'wss');
}

function hostMatches(pattern: string, host: string): boolean {
  if (pattern === '*') return true;
  if (pattern.startsWith('*.')) return host.endsWith(pattern.slice(1));
  return pattern === host;
}

function defaultPort(scheme: string): string {
  return scheme === 'http' || scheme === 'ws' ? '80' : '443';
}
