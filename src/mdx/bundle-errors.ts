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

/** A page module in the bundle: its file, and its text to find an import in. */
export interface BundledPage {
  file: string;
  source: string;
}

/** esbuild's errors (an import that cannot be resolved, a module mysite does not provide, Sass) at the author's file and line. */
export function bundleError(error: unknown, siteDir: string, pages: BundledPage[] = []): unknown {
  const messages = (error as { errors?: Message[] }).errors;
  if (!messages?.length) return error;
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
    const at = specifier ? source.search(new RegExp(`['"]${escapeRegExp(specifier)}['"]`)) : -1;
    if (at < 0) return { file };
    const before = source.slice(0, at);
    return { file, line: before.split('\n').length, column: at - before.lastIndexOf('\n') + 1 };
  }
  return { file: relative(siteDir, resolve(siteDir, location.file)).split(sep).join('/'), line: location.line, column: location.column + 1 };
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
