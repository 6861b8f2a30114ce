/**
 * CSS modules (`*.module.css`, `*.module.scss`), as Docusaurus sites use
 * them: each class name is made local to its file. The names are made here,
 * the same way in every bundle (the theme's for the server and the browser,
 * MDX pages', islands'), so the HTML rendered on the server and the code
 * that hydrates it agree; esbuild's own local names depend on minifying and
 * on each bundle's files. `:global(.name)` is left as written.
 */
import { createHash } from 'node:crypto';
import { basename } from 'node:path';

export interface CssModule {
  css: string;
  /** Class name as written → local name. */
  classes: Record<string, string>;
}

/** `file`: the module's path relative to the site, which makes its names unique. */
export function localizeCss(css: string, file: string): CssModule {
  const stem = basename(file)
    .replace(/\.module\.\w+$/, '')
    .replace(/[^\w-]/g, '_');
  const suffix = createHash('sha1').update(file).digest('hex').slice(0, 5);
  const classes: Record<string, string> = {};
  const local = (name: string) => (classes[name] ??= `${stem}_${name}_${suffix}`);
  let out = '';
  let i = 0;
  let globalDepth = 0;
  while (i < css.length) {
    const c = css[i]!;
    if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      const stop = end < 0 ? css.length : end + 2;
      out += css.slice(i, stop);
      i = stop;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < css.length && css[j] !== c) j += css[j] === '\\' ? 2 : 1;
      out += css.slice(i, j + 1);
      i = j + 1;
    } else if (css.startsWith('url(', i)) {
      const end = css.indexOf(')', i);
      const stop = end < 0 ? css.length : end + 1;
      out += css.slice(i, stop);
      i = stop;
    } else if (css.startsWith(':global(', i)) {
      globalDepth++;
      i += ':global('.length;
    } else if (css.startsWith(':local(', i)) {
      i += ':local('.length;
      const end = css.indexOf(')', i);
      out += css.slice(i, end).replace(/\.(-?[_a-zA-Z][\w-]*)/g, (_m, name: string) => `.${local(name)}`);
      i = end + 1;
    } else if (c === ')' && globalDepth > 0) {
      globalDepth--;
      i++;
    } else if (c === '{') {
      // Inside a block: declarations, where a "." is a number, not a class; nested rules do not occur in CSS modules.
      const end = matchingBrace(css, i);
      out += css.slice(i, end);
      i = end;
    } else if (c === '.' && globalDepth === 0 && /[-_a-zA-Z]/.test(css[i + 1] ?? '')) {
      const name = /^-?[_a-zA-Z][\w-]*/.exec(css.slice(i + 1))![0];
      out += `.${local(name)}`;
      i += 1 + name.length;
    } else {
      out += c;
      i++;
    }
  }
  return { css: out, classes };
}

/** The index just past the block opened at `open`, with nested at-rule blocks (`@media { .a { } }`) passed through. */
function matchingBrace(css: string, open: number): number {
  // An at-rule's block holds rules: its selectors are localised by the caller, so only a declaration block is skipped.
  const before = css.slice(0, open);
  const lastRule = Math.max(before.lastIndexOf('}'), before.lastIndexOf('{'), before.lastIndexOf(';'));
  if (/^\s*@/.test(before.slice(lastRule + 1))) return open + 1;
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) return i + 1;
  }
  return css.length;
}
