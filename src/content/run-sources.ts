/**
 * Joins what content sources returned. Two routes with the same path are an
 * error naming both files; routes are sorted by path so builds are
 * reproducible whatever order sources finish in.
 */
import type { OutputFile, Route, SidebarItem, SourceResult } from '../core/types.js';
import { MysiteError } from '../core/errors.js';
import { formatPosition } from '../core/diagnostics.js';

export interface LoadedContent {
  routes: Route[];
  sidebars: Record<string, SidebarItem[]>;
  files: OutputFile[];
}

export function joinSourceResults(results: SourceResult[]): LoadedContent {
  const routes = results.flatMap((r) => r.routes);
  const sidebars: Record<string, SidebarItem[]> = {};
  for (const r of results) Object.assign(sidebars, r.sidebars);
  const files = results.flatMap((r) => r.files ?? []);
  rejectDuplicates(routes);
  routes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { routes, sidebars, files };
}

function rejectDuplicates(routes: Route[]): void {
  const seen = new Map<string, Route>();
  const problems = [];
  for (const route of routes) {
    const first = seen.get(route.path);
    if (!first) {
      seen.set(route.path, route);
      continue;
    }
    const a = formatPosition(first.source) || 'a generated page';
    const b = formatPosition(route.source) || 'a generated page';
    problems.push({
      severity: 'error' as const,
      code: 'content/duplicate-route',
      message: `Two pages have the route ${route.path}: ${a} and ${b}.`,
      at: route.source,
      hint: 'Give one of them a different `slug` in its front matter, or rename the file.',
    });
  }
  if (problems.length > 0) throw new MysiteError(problems);
}
