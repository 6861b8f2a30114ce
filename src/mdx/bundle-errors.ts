/**
 * esbuild's errors while bundling MDX pages or islands (an import that
 * cannot be resolved, a module mysite does not provide, Sass without its
 * package) at the author's file and line, with what to do.
 */
import { relative, resolve, sep } from 'node:path';
import type { Message } from 'esbuild';
import type { Diagnostic } from '../core/diagnostics.js';
import { escapeRegExp } from '../core/escape-regexp.js';
import { MysiteError } from '../core/errors.js';
import type { SourcePosition } from '../core/types.js';
import { detailOf } from './coded-detail.js';
import { inAuthorsTerms } from './imports/docusaurus-modules.js';

/** A page module in the bundle: its file, and its text to find an import in. */
export interface BundledPage {
  file: string;
  source: string;
}

/** esbuild's errors (an import that cannot be resolved, a module mysite does not provide, Sass) at the author's file and line. */
export function bundleError(error: unknown, siteDir: string, pages: BundledPage[] = []): unknown {
  const errors = (error as { errors?: Message[] }).errors;
  if (!errors?.length) return error;
  const messages = inAuthorsTerms(errors, siteDir);
  return new MysiteError(
    messages.map((m): Diagnostic => {
      const detail = detailOf(m.detail);
      return {
        severity: 'error',
        code: detail.code ?? 'mdx/import',
        message: m.text,
        at: m.location ? placeOf(m.location, siteDir, pages) : undefined,
        // esbuild's own notes suggest marking packages as external, which is not what an author should do.
        hint: detail.hint ?? importHint(m.text) ?? m.notes[0]?.text,
      };
    }),
  );
}

/** Where esbuild's message is in the author's files: a page's module is compiled, so its import is found in the page's text. */
function placeOf(location: NonNullable<Message['location']>, siteDir: string, pages: BundledPage[]): SourcePosition {
  const index = /mysite-page:(\d+)/.exec(location.file)?.[1];
  const page = index === undefined ? undefined : pages[Number(index)];
  if (page) {
    const { file, source } = page;
    const specifier = /"([^"]+)"|'([^']+)'/.exec(location.lineText)?.slice(1).find(Boolean);
    let at = specifier ? source.search(new RegExp(`['"]${escapeRegExp(specifier)}['"]`)) : -1;
    if (at < 0) return { file };
    const name = importedName(location);
    const named = name ? source.lastIndexOf(name, at) : -1;
    // An imported name esbuild points at (one mysite's module lacks) is placed at the name, in the same import.
    const atName = named >= 0 && !/\bimport\b/.test(source.slice(named + name!.length, at));
    // The specifier's column is its first letter, after the quote.
    if (atName) at = named - 1;
    const before = source.slice(0, at);
    return { file, line: before.split('\n').length, column: at - before.lastIndexOf('\n') + 1 };
  }
  return { file: relative(siteDir, resolve(siteDir, location.file)).split(sep).join('/'), line: location.line, column: location.column + 1 };
}

/** The name esbuild's location points at, when it is one (an imported name), not a specifier. */
function importedName(location: NonNullable<Message['location']>): string | undefined {
  const text = location.lineText.slice(location.column, location.column + location.length);
  return /^[A-Za-z_$][\w$]*$/.test(text) ? text : undefined;
}

function importHint(text: string): string | undefined {
  const missing = /^Could not resolve "([^"]+)"/.exec(text)?.[1];
  if (!missing) return undefined;
  // A webpack loader's name is not a package to install: the plugin reports those itself; this is a last resort.
  if (missing.includes('!')) return 'mysite runs no webpack loaders but raw-loader (the file’s text): import the file without the loader.';
  if (missing.startsWith('.') || missing.startsWith('/'))
    return 'Check the path: it is relative to the file that imports it (or starts with @site/ for the site folder).';
  const name = missing
    .split('/')
    .slice(0, missing.startsWith('@') ? 2 : 1)
    .join('/');
  return `Install the package in the site folder (npm install ${name}), or fix the import.`;
}
