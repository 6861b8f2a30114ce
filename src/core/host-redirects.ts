/**
 * The redirects a site declares to its host, in the host's own files:
 * `_redirects` (Netlify, Cloudflare Pages), `netlify.toml` (`[[redirects]]`
 * tables) and `vercel.json` (`redirects`). mysite does not apply them (the
 * host does); it reads them so that a link to a redirected address is not
 * reported broken, and `mysite serve` answers them as the host would.
 * Patterns are read as those hosts read them: `*` and `:splat` at the end,
 * `:name` for one segment.
 */

export interface HostRedirect {
  from: string;
  to: string;
  /** The file and line that declared it, for messages. */
  at: { file: string; line: number };
}

/** `_redirects`: `from to [status]` a line, `#` comments. */
export function parseRedirectsFile(text: string, file: string): HostRedirect[] {
  const rules: HostRedirect[] = [];
  text.split('\n').forEach((raw, i) => {
    const [from, to] = raw.replace(/#.*/, '').trim().split(/\s+/);
    if (from?.startsWith('/') && to) rules.push({ from, to, at: { file, line: i + 1 } });
  });
  return rules;
}

/** `netlify.toml`: the `from` and `to` keys of each `[[redirects]]` table (only those: the rest is the host's). */
export function parseNetlifyToml(text: string, file: string): HostRedirect[] {
  const rules: HostRedirect[] = [];
  let current: { from?: string; to?: string; line: number } | undefined;
  const close = () => {
    if (current?.from && current.to) rules.push({ from: current.from, to: current.to, at: { file, line: current.line } });
    current = undefined;
  };
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (line.startsWith('[')) {
      close();
      if (line === '[[redirects]]') current = { line: i + 1 };
      return;
    }
    const pair = /^(from|to)\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(line);
    if (current && pair) current[pair[1] as 'from' | 'to'] = pair[2] ?? pair[3];
  });
  close();
  return rules;
}

/** `vercel.json`: its `redirects` (`source` → `destination`). */
export function parseVercelJson(text: string, file: string): HostRedirect[] {
  const json = JSON.parse(text) as { redirects?: { source?: unknown; destination?: unknown }[] };
  return (json.redirects ?? []).flatMap((rule) =>
    typeof rule.source === 'string' && typeof rule.destination === 'string' ? [{ from: rule.source, to: rule.destination, at: { file, line: 1 } }] : [],
  );
}

function patternOf(from: string): RegExp {
  const path = from.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  const source = path
    .split('/')
    .map((segment) => {
      if (segment === '*' || segment === ':splat' || /^:[a-zA-Z_]\w*\*$/.test(segment)) return '.*';
      if (/^:[a-zA-Z_]\w*$/.test(segment)) return '[^/]+';
      return segment.replace(/[.+?^${}()|[\]\\*]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** Tells whether a site path (base URL included) is one the rules redirect. */
export function redirectMatcher(rules: HostRedirect[]): (path: string) => boolean {
  if (rules.length === 0) return () => false;
  const patterns = rules.map((rule) => patternOf(rule.from));
  return (path) => patterns.some((pattern) => pattern.test(path));
}
