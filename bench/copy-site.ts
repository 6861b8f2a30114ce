/**
 * The copy of a Docusaurus site that bench:docusaurus migrates and builds:
 * everything but the outputs, caches and version control at the top of the
 * site (a docs folder named `build` or `dist` is content), with the site's
 * node_modules linked, not copied.
 */
import { cpSync, existsSync, symlinkSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Left out of the copy, at the top of the site only: Docusaurus's and mysite's outputs and caches, and version control. */
const NOT_COPIED = new Set(['.git', 'node_modules', 'build', '.docusaurus', 'dist', '.mysite-cache', '.dist.previous']);

export function copySite(from: string, to: string): void {
  cpSync(from, to, { recursive: true, filter: (path) => !NOT_COPIED.has(relative(from, path)) });
  if (existsSync(join(from, 'node_modules'))) symlinkSync(join(from, 'node_modules'), join(to, 'node_modules'), 'dir');
}
