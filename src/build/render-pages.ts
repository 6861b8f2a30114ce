/**
 * The render step: every route's data chunk is computed; a page whose key
 * (renderer + chunk) matches a page the output target already has is kept,
 * the others are rendered (in worker threads when there are some) and
 * written as soon as each is done.
 */
import { createHash } from 'node:crypto';
import type { Route } from '../core/types.js';
import { routeDataFile, routeOutputFile } from '../content/route-path.js';
import type { OutputTarget } from './output-target.js';
import type { PageRecord } from './page-records.js';
import type { Renderer } from './render-routes.js';

export interface RenderPagesInput {
  routes: Route[];
  renderer: Renderer;
  target: OutputTarget;
  onProgress?: (done: number, total: number) => void;
}

export interface RenderPagesResult {
  pages: Map<string, PageRecord & { route: Route }>;
  rendered: number;
  /** Files written (carried-over pages are not listed). */
  written: string[];
}

export async function renderPages(input: RenderPagesInput): Promise<RenderPagesResult> {
  const { routes, renderer, target } = input;
  const pages = new Map<string, PageRecord & { route: Route }>();
  const written: string[] = [];
  let rendered = 0;
  let done = 0;
  const tick = () => input.onProgress?.(++done, routes.length);
  target.prepare?.(routes.flatMap((r) => [routeOutputFile(r.path), routeDataFile(r.path)]));

  await Promise.all(
    routes.map(async (route) => {
      const chunkJson = JSON.stringify(await renderer.chunk(route));
      const key = createHash('sha1').update(renderer.key).update(chunkJson).digest('base64url');
      const file = routeOutputFile(route.path);
      const dataFile = routeDataFile(route.path);
      const kept = target.reuse(route.path, key, [file, dataFile]);
      if (kept) {
        pages.set(route.path, { ...kept, route });
        tick();
        return;
      }
      const { html, scan } = await renderer.render(route.layout, chunkJson);
      target.write({ path: file, contents: html });
      target.write({ path: dataFile, contents: chunkJson });
      written.push(file, dataFile);
      pages.set(route.path, { key, file, scan, route, bytes: Buffer.byteLength(html) + Buffer.byteLength(chunkJson) });
      rendered++;
      tick();
    }),
  );
  return { pages, rendered, written };
}
