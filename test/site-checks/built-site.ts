/**
 * Every HTML page of a built site, as text for the site checks: the page's
 * main element (what the page says) and its whole body (also the navbar,
 * announcement and footer that site.config.ts writes).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import { norm, toText } from './html-text.js';

export interface BuiltPage {
  route: string;
  file: string;
  /** HTML of the `<main>` element. */
  main: string;
  /** Text of the `<main>` element, whitespace collapsed. */
  mainText: string;
  /** Text of the `<main>` element without its code blocks (`<pre>`). */
  proseText: string;
  /** Text of the whole `<body>`, whitespace collapsed. */
  bodyText: string;
}

/** `index.html` → `/`, `docs.html` → `/docs`, `docs/x.html` → `/docs/x`. */
function routeOf(file: string): string {
  const path = file.replace(/\.html$/, '').replace(/(^|\/)index$/, '');
  return `/${path}`;
}

export function readBuiltPages(outDir: string): Map<string, BuiltPage> {
  const pages = new Map<string, BuiltPage>();
  for (const file of fg.sync('**/*.html', { cwd: outDir, ignore: ['_mysite/**'] }).sort()) {
    const html = readFileSync(join(outDir, file), 'utf8');
    const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
    const body = /<body\b[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html;
    const route = routeOf(file);
    const prose = main.replace(/<pre\b[\s\S]*?<\/pre>/g, ' ');
    pages.set(route, { route, file, main, mainText: norm(toText(main)), proseText: norm(toText(prose)), bodyText: norm(toText(body)) });
  }
  return pages;
}

/** Sentences of a text: split after `.`, `!` or `?` where the next one starts with a capital, a digit or a quote. */
export function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z0-9"`([])/);
}
