/**
 * The footer's copyright line as the HTML the theme shows. Docusaurus
 * renders `footer.copyright` as HTML, and sites put links and line breaks
 * in it; mysite keeps a short allow-list of inline tags and shows anything
 * else as the text it is written as, so nothing disappears unseen and no
 * script or style can get in. What it does not keep is returned as issues
 * for the build to warn about.
 *
 * Text is written back with only `&`, `<` and `>` escaped, so a copyright
 * that is plain text stays the same string (and the same page bytes).
 */
import { decodeString } from 'micromark-util-decode-string';
import { escapeAttribute, escapeHtml } from './escape.js';
import { spellPageHref, type TrailingSlash } from './trailing-slash.js';
import { withBase } from './urls.js';

/** Tags kept, and the attributes each may have. */
const ALLOWED = new Map<string, readonly string[]>([
  ['a', ['href', 'title', 'target', 'rel']],
  ...['br', 'strong', 'b', 'em', 'i', 'span', 'small', 'code'].map((tag) => [tag, []] as const),
]);
const VOID = new Set(['br']);
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto']);
const NEW_TAB_REL = ['noopener', 'noreferrer'];

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/y;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const REFERENCE = /&(?:#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31});/g;

export interface CopyrightIssue {
  /** `tag`: shown as text; `attribute`: left out; `href`: a URL scheme that is not followed, left out. */
  kind: 'tag' | 'attribute' | 'href';
  /** What was not kept, as written: `<div>`, `class` (on `<span>`), `javascript:alert(1)`. */
  name: string;
  /** The element it was on, for attributes and hrefs. */
  on?: string;
}

export interface CopyrightHtml {
  html: string;
  issues: CopyrightIssue[];
  /** The site paths the links lead to (root-relative hrefs, without the base URL), for the link check to place. */
  sitePaths: string[];
}

export interface CopyrightOptions {
  baseUrl: string;
  trailingSlash?: TrailingSlash;
}

export function copyrightHtml(source: string, options: CopyrightOptions): CopyrightHtml {
  const issues: CopyrightIssue[] = [];
  const sitePaths: string[] = [];
  const open: string[] = [];
  let html = '';
  let text = '';
  const flush = () => {
    html += escapeHtml(decodeReferences(text));
    text = '';
  };
  for (let at = 0; at < source.length; ) {
    TAG.lastIndex = at;
    const tag = source[at] === '<' ? TAG.exec(source) : null;
    if (!tag) {
      const next = source.indexOf('<', at + 1);
      const end = next < 0 ? source.length : next;
      text += source.slice(at, end);
      at = end;
      continue;
    }
    at += tag[0].length;
    const closing = tag[1] === '/';
    const name = tag[2]!.toLowerCase();
    if (!ALLOWED.has(name)) {
      issues.push({ kind: 'tag', name: closing ? `</${name}>` : `<${name}>` });
      text += tag[0];
      continue;
    }
    if (closing) {
      const depth = open.lastIndexOf(name);
      if (depth < 0) {
        // An end tag with no start: shown as written, like a tag off the list.
        issues.push({ kind: 'tag', name: `</${name}>` });
        text += tag[0];
        continue;
      }
      flush();
      while (open.length > depth) html += `</${open.pop()}>`;
      continue;
    }
    flush();
    html += `<${name}${attributes({ name, written: tag[3]!, options, issues, sitePaths })}>`;
    if (!VOID.has(name)) open.push(name);
  }
  flush();
  while (open.length > 0) html += `</${open.pop()}>`;
  return { html, issues, sitePaths };
}

interface AttributeInput {
  name: string;
  written: string;
  options: CopyrightOptions;
  issues: CopyrightIssue[];
  sitePaths: string[];
}

/** The kept attributes of one start tag, spelt ` a="b"`; a link that opens a new tab gets `rel="noopener noreferrer"`. */
function attributes({ name, written, options, issues, sitePaths }: AttributeInput): string {
  const kept = new Map<string, string>();
  for (const m of written.matchAll(ATTRIBUTE)) {
    const key = m[1]!.toLowerCase();
    const value = decodeReferences(m[2] ?? m[3] ?? m[4] ?? '');
    if (!ALLOWED.get(name)!.includes(key)) {
      issues.push({ kind: 'attribute', name: key, on: name });
      continue;
    }
    if (kept.has(key)) continue; // a repeated attribute: HTML keeps the first
    if (key === 'href') {
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value.replace(/[\u0000-\u0020]/g, ''))?.[1]?.toLowerCase();
      if (scheme !== undefined && !SAFE_SCHEMES.has(scheme)) {
        issues.push({ kind: 'href', name: value, on: name });
        continue;
      }
      if (value.startsWith('/') && !value.startsWith('//')) sitePaths.push(value);
      kept.set(key, spellPageHref(withBase(options.baseUrl, value), options.trailingSlash));
    } else {
      kept.set(key, value);
    }
  }
  if (kept.get('target')?.toLowerCase() === '_blank') {
    const rel = (kept.get('rel') ?? '').split(/\s+/).filter(Boolean);
    for (const token of NEW_TAB_REL) if (!rel.some((r) => r.toLowerCase() === token)) rel.push(token);
    kept.set('rel', rel.join(' '));
  }
  return [...kept].map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`).join('');
}

/** Character references read as HTML reads them (`&copy;`, `&#169;`); an `&` that starts none stays. */
function decodeReferences(text: string): string {
  return text.includes('&') ? text.replace(REFERENCE, (reference) => decodeString(reference)) : text;
}
