/**
 * React pages: `content/pages/index.tsx` → `/`, `contact.tsx` → `/contact`,
 * `a/b.tsx` → `/a/b`. Each file default-exports a component and may export
 * `head` ({ title, description }) for its <head>.
 */
import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import fg from 'fast-glob';
import type { ContentSource, SiteRoute } from '../../core/types.js';
import { joinRoute } from '../../core/urls.js';
import { assertSafeSymlinks } from '../symlink-check.js';

export interface PageFile {
  /** Layout name, `page:<route>`. */
  layout: `page:${string}`;
  route: string;
  absolutePath: string;
  relativePath: string;
}

export async function findPages(siteDir: string, pagesPath: string): Promise<PageFile[]> {
  const dir = join(siteDir, pagesPath);
  if (!existsSync(dir)) return [];
  assertSafeSymlinks(siteDir, dir);
  const files = await fg(['**/*.{tsx,jsx}', '!**/_*', '!**/_*/**', '!**/*.test.*'], { cwd: dir });
  return files.sort().map((file) => {
    const route = pageRoute(file);
    return { layout: `page:${route}`, route, absolutePath: join(dir, file), relativePath: posix.join(pagesPath, file) };
  });
}

export function pageRoute(file: string): string {
  const stem = file.replace(/\.(tsx|jsx)$/, '');
  return joinRoute(stem === 'index' ? '' : stem.replace(/\/index$/, ''));
}

/** Layout name → file, for the theme bundles. */
export function pageLayouts(pages: PageFile[]): Record<string, string> {
  return Object.fromEntries(pages.map((p) => [p.layout, p.absolutePath]));
}

export function pagesSource(pages: PageFile[], pagesPath: string): ContentSource {
  return {
    name: 'pages',
    watch: [`${pagesPath}/**`],
    async load() {
      const routes: SiteRoute[] = pages.map((p) => ({
        path: p.route,
        layout: p.layout,
        // Filled from the page module's `head` export when it is rendered.
        head: { title: '' },
        data: {},
        source: { file: p.relativePath },
      }));
      return { routes };
    },
  };
}
