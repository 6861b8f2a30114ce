/**
 * First-load JavaScript of a built page: the gzipped size of every script
 * the page runs before it is interactive. That is the entry script and its
 * module preloads, and also every chunk they import statically: a chunk the
 * entry imports but the page does not preload is still loaded first, only
 * later (counting the preloads alone missed one such chunk on some pages).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Static imports of a minified ES module (`import{a as b}from"./x.js"`, `import"./x.js"`), not `import("./x.js")`. */
const STATIC_IMPORT = /import\s*(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s*as\s*[\w$]+)?\s*(?:from\s*)?"(\.{1,2}\/[^"]+)"/g;

/** The scripts a page loads before it is interactive, as paths within `distDir`. */
export function firstLoadScripts(distDir: string, htmlFile: string): string[] {
  const html = readFileSync(join(distDir, htmlFile), 'utf8');
  const scripts = new Set([...html.matchAll(/<script type="module" src="\/([^"]+)"|<link rel="modulepreload" href="\/([^"]+)"/g)].map((m) => m[1] ?? m[2]!));
  for (const script of scripts) {
    const code = readFileSync(join(distDir, script), 'utf8');
    for (const m of code.matchAll(STATIC_IMPORT)) scripts.add(posix.join(posix.dirname(script), m[1]!));
  }
  return [...scripts];
}

/** Gzip (level 9) bytes of those scripts; undefined when the site has no such page. */
export function firstLoadJs(distDir: string, htmlFile: string): number | undefined {
  if (!existsSync(join(distDir, htmlFile))) return undefined;
  return firstLoadScripts(distDir, htmlFile).reduce((sum, s) => sum + gzipSync(readFileSync(join(distDir, s)), { level: 9 }).length, 0);
}
