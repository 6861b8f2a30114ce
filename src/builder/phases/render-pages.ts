/**
 * The render step: every route's data chunk is computed; a page whose key
 * (renderer + chunk) matches a page the output target already has is kept,
 * the others are rendered (in worker threads when there are some) and
 * written as soon as each is done.
 */
import { createHash } from 'node:crypto';
import type { Route } from '../../core/types.js';
import { routeDataFile, routeOutputFile } from '../../core/urls.js';
import type { TrailingSlash } from '../../core/trailing-slash.js';
import type { OutputTarget } from '../output/output-target.js';
import { withRoute } from '../output/page-records.js';
import type { PageRecord } from '../output/generation.js';
import type { Renderer } from './render-routes.js';
import { deepEqual } from '../../core/deep-equal.js';
import { forEachLimited } from '../../core/for-each-limited.js';
import { withSharedStrings } from '../../links/scan-html.js';

/** Pages being rendered at once: enough to keep every thread busy. */
const IN_FLIGHT = 32;

export interface RenderPagesInput {
  routes: Route[];
  renderer: Renderer;
  target: OutputTarget;
  /** Where pages are written: `x.html` or `x/index.html` (core/trailing-slash.ts). */
  trailingSlash?: TrailingSlash;
  /**
   * The routes of the last run with their keys (watch mode), and whether the
   * sidebars are unchanged since: a route equal to its predecessor then has
   * the same key, without building and hashing its chunk again.
   */
  previous?: { routes: Map<string, { route: Route; key: string }>; sameSidebars: boolean; renderer: string };
  onProgress?: (done: number, total: number) => void;
}

export interface RenderPagesResult {
  pages: Map<string, PageRecord & { route: Route }>;
  rendered: number;
  /** Each route with its key, for the next run's `previous`. */
  keys: Map<string, { route: Route; key: string }>;
  /** Files written (carried-over pages are not listed). */
  written: string[];
  /** Bytes of the pages carried over from an earlier build (not written). */
  carriedBytes: number;
}

export async function renderPages(input: RenderPagesInput): Promise<RenderPagesResult> {
  const { routes, renderer, target } = input;
  const pages = new Map<string, PageRecord & { route: Route }>();
  const keys = new Map<string, { route: Route; key: string }>();
  const written: string[] = [];
  const previous = input.previous?.renderer === renderer.key && input.previous.sameSidebars ? input.previous.routes : undefined;
  let rendered = 0;
  let carriedBytes = 0;
  let done = 0;
  const tick = () => input.onProgress?.(++done, routes.length);
  const strings = new Map<string, string>();

  // Bounded, so at most a few pages' data wait for a thread at any time (not all 6,000 of a big site).
  await forEachLimited(routes, IN_FLIGHT, async (route) => {
    const file = routeOutputFile(route.path, input.trailingSlash);
    const dataFile = routeDataFile(route.path);
    const before = previous?.get(route.path);
    if (before && sameRoute(before.route, route)) {
      const kept = target.reuse(route.path, before.key, [file, dataFile]);
      if (kept) {
        pages.set(route.path, withRoute(kept, route));
        keys.set(route.path, { route, key: before.key });
        carriedBytes += kept.bytes;
        tick();
        return;
      }
    }
    const chunkJson = JSON.stringify(await renderer.chunk(route));
    const key = createHash('sha1').update(renderer.key).update(chunkJson).digest('base64url');
    keys.set(route.path, { route, key });
    const kept = target.reuse(route.path, key, [file, dataFile]);
    if (kept) {
      pages.set(route.path, withRoute(kept, route));
      carriedBytes += kept.bytes;
      tick();
      return;
    }
    const { scan, bytes } = target.writeVia
      ? await target.writeVia([file, dataFile], ([htmlPath, dataPath]) => renderer.render(route.layout, chunkJson, [htmlPath!, dataPath!]))
      : await renderer.render(route.layout, chunkJson).then((page) => {
          target.write({ path: file, contents: page.html! });
          target.write({ path: dataFile, contents: page.chunk! });
          return page;
        });
    written.push(file, dataFile);
    pages.set(route.path, { key, file, scan: withSharedStrings(scan, strings), route, bytes });
    rendered++;
    tick();
  });
  return { pages, rendered, written, keys, carriedBytes };
}

/** Everything a page's chunk is made from, besides the sidebars. */
function sameRoute(a: Route, b: Route): boolean {
  if (a === b) return true;
  return a.layout === b.layout && a.sidebarId === b.sidebarId && deepEqual(a.head, b.head) && deepEqual(a.data, b.data);
}
