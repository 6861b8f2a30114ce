/**
 * First-load JavaScript of a built page: the gzipped size of every script
 * the page runs before it is interactive. That is the entry script and its
 * module preloads, and also every chunk they import statically: a chunk the
 * entry imports but the page does not preload is still loaded first, only
 * later (counting the preloads alone missed one such chunk on some pages).
 * A page with MDX islands (`<mysite-island data-island="key">`) also loads,
 * as soon as it runs, the islands' runtime (`_mysite/islands.js`, with what
 * it imports) and each of its islands' chunks, which the runtime imports
 * dynamically (src/mdx/bundle-islands.ts), and the runtime's small chunk
 * that loads them (src/client/islands.ts): they count too.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Static imports of a minified ES module (`import{a as b}from"./x.js"`, `import"./x.js"`), not `import("./x.js")`. */
const STATIC_IMPORT = /import\s*(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s*as\s*[\w$]+)?\s*(?:from\s*)?"(\.{1,2}\/[^"]+)"/g;

/** The lazy import of the islands' hook chunk (`import("./chunks/islands.HASH.js"+q)`, its loader taking a retry's query: theme/retryable-imports.ts). */
const ISLANDS_HOOK = /import\("(\.{1,2}\/(?:[^"]*\/)?islands\.[\w-]+\.js)"[+)]/g;

/** The scripts a page loads before it is interactive, as paths within `distDir`. */
export function firstLoadScripts(distDir: string, htmlFile: string): string[] {
  const html = readFileSync(join(distDir, htmlFile), 'utf8');
  const scripts = new Set([...html.matchAll(/<script type="module" src="\/([^"]+)"|<link rel="modulepreload" href="\/([^"]+)"/g)].map((m) => m[1] ?? m[2]!));
  const islands = islandScripts(distDir, html);
  for (const chunk of islands) scripts.add(chunk);
  for (const script of scripts) {
    const code = readFileSync(join(distDir, script), 'utf8');
    for (const m of code.matchAll(STATIC_IMPORT)) scripts.add(posix.join(posix.dirname(script), m[1]!));
    // A page with islands first loads the runtime's hook that loads them (src/client/islands.ts, a lazy chunk).
    if (islands.length > 0) for (const m of code.matchAll(ISLANDS_HOOK)) scripts.add(posix.join(posix.dirname(script), m[1]!));
  }
  return [...scripts];
}

/** Where the islands' runtime is published (src/client/islands.ts, ISLANDS_RUNTIME). */
const ISLANDS_RUNTIME = '_mysite/islands.js';

/** The islands' runtime and the chunk of each island of the page, as paths within `distDir` (none for a page without islands). */
export function islandScripts(distDir: string, html: string): string[] {
  const keys = new Set([...html.matchAll(/<mysite-island data-island="([^"]+)"/g)].map((m) => m[1]!));
  if (keys.size === 0) return [];
  const runtime = readFileSync(join(distDir, ISLANDS_RUNTIME), 'utf8');
  const chunks = [...keys].map((key) => {
    // The runtime's loaders: `{"<key>":()=>import("../assets/js/islands/…")}` (the key unquoted when it is a name).
    const loader = new RegExp(`(?:"${key}"|\\b${key}):\\(\\)=>import\\("([^"]+)"\\)`).exec(runtime);
    if (!loader) throw new Error(`${ISLANDS_RUNTIME} has no loader for island ${key}`);
    return posix.join(posix.dirname(ISLANDS_RUNTIME), loader[1]!);
  });
  return [ISLANDS_RUNTIME, ...chunks];
}

/** Gzip (level 9) bytes of those scripts; undefined when the site has no such page. */
export function firstLoadJs(distDir: string, htmlFile: string): number | undefined {
  if (!existsSync(join(distDir, htmlFile))) return undefined;
  return firstLoadScripts(distDir, htmlFile).reduce((sum, s) => sum + gzipSync(readFileSync(join(distDir, s)), { level: 9 }).length, 0);
}
