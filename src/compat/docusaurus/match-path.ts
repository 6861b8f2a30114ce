/**
 * react-router 5's `matchPath(pathname, options)`, which `@docusaurus/router`
 * re-exports: whether a path matches a pattern (`/docs/:section/:page?`,
 * `*`), with the named parts as `params`. `exact` asks for the whole path,
 * `strict` for the trailing slash as written, `sensitive` for the case.
 */
export interface MatchOptions {
  path?: string | string[];
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
}

export interface Match {
  path: string;
  url: string;
  isExact: boolean;
  params: Record<string, string | undefined>;
}

const PART = /:(\w+)(\?)?|\*|[^:*]+/g;

function compile(path: string, options: MatchOptions): { regexp: RegExp; keys: string[] } {
  const keys: string[] = [];
  let source = '';
  for (const m of path.matchAll(PART)) {
    if (m[0] === '*') {
      keys.push(String(keys.filter((k) => /^\d+$/.test(k)).length));
      source += '(.*)';
    } else if (m[1]) {
      keys.push(m[1]);
      // An optional part takes its slash with it: `/a/:b?` matches `/a`.
      if (m[2] && source.endsWith('\\/')) source = `${source.slice(0, -2)}(?:\\/([^\\/]+?))?`;
      else source += m[2] ? '([^\\/]+?)?' : '([^\\/]+?)';
    } else source += m[0].replace(/[.+?^${}()|[\]\\/]/g, '\\$&');
  }
  if (!options.strict) source = `${source.replace(/\\\/$/, '')}(?:\\/(?=$))?`;
  source += options.exact ? '$' : options.strict ? '' : '(?=\\/|$)';
  return { regexp: new RegExp(`^${source}`, options.sensitive ? '' : 'i'), keys };
}

export function matchPath(pathname: string, options: MatchOptions | string | string[] = {}): Match | null {
  const opts: MatchOptions = typeof options === 'string' || Array.isArray(options) ? { path: options } : options;
  const paths = ([] as (string | undefined)[]).concat(opts.path);
  for (const path of paths) {
    if (!path && path !== '') continue;
    const { regexp, keys } = compile(path, opts);
    const match = regexp.exec(pathname);
    if (!match) continue;
    const [url, ...values] = match;
    const isExact = pathname === url;
    if (opts.exact && !isExact) continue;
    return {
      path,
      url: path === '/' && url === '' ? '/' : url!,
      isExact,
      params: Object.fromEntries(keys.map((key, i) => [key, values[i]])),
    };
  }
  return null;
}
