/**
 * Renders every route: its data chunk (the JSON the browser loads when it
 * navigates there) and its HTML document (server-rendered React).
 */
import type { SiteConfig } from '../config/schema.js';
import type { OutputFile, Route, SidebarItem } from '../core/types.js';
import type { PageChunk } from '../client/types.js';
import { routeDataFile, routeOutputFile } from '../content/route-path.js';
import { renderDocument, type DocumentAssets } from '../render/document.js';
import { contentSecurityPolicy, headScript, scriptHash } from '../render/head-script.js';
import type { ClientBundle, ServerRenderer } from './bundle-theme.js';
import { indexSidebar, pruneSidebar, type SidebarIndex } from './prune-sidebar.js';

export interface RenderInput {
  routes: Route[];
  sidebars: Record<string, SidebarItem[]>;
  config: SiteConfig;
  server: ServerRenderer;
  client: ClientBundle;
  onProgress?: (done: number, total: number) => void;
}

export interface RenderedPage {
  route: Route;
  /** Output file relative to the output folder. */
  file: string;
  html: string;
}

export interface RenderOutput {
  pages: RenderedPage[];
  files: OutputFile[];
}

export async function renderRoutes(input: RenderInput): Promise<RenderOutput> {
  const { routes, config, server, client } = input;
  const script = headScript(config);
  const hashes = [scriptHash(script)];
  const csp = contentSecurityPolicy(hashes, false);
  const sidebars = new Map<string, SidebarIndex>();
  const files: OutputFile[] = [];
  for (const [id, items] of Object.entries(input.sidebars)) {
    const index = indexSidebar(items);
    sidebars.set(id, index);
    files.push({ path: `_mysite/sidebars/${id}.json`, contents: JSON.stringify(index.full) });
  }
  for (const layout of new Set(routes.map((r) => r.layout))) {
    if (!server.layoutNames.includes(layout)) {
      throw new Error(`The theme has no layout "${layout}" (it has ${server.layoutNames.join(', ')}).`);
    }
  }

  const pages: RenderedPage[] = [];
  let done = 0;
  for (const route of routes) {
    const sidebar = route.sidebarId ? sidebars.get(route.sidebarId) : undefined;
    const head = route.head.title ? route.head : { ...route.head, ...(await server.layoutHead(route.layout)) };
    const chunk: PageChunk = {
      path: route.path,
      layout: route.layout,
      head,
      data: route.data,
      ...(sidebar ? { sidebar: pruneSidebar(sidebar, route.path), sidebarId: route.sidebarId } : {}),
    };
    const assets: DocumentAssets = {
      css: client.css,
      entryScript: client.entryScript,
      modulePreloads: client.preloads[route.layout] ?? [],
      headScript: script,
      csp,
    };
    const appHtml = await server.renderPage(chunk);
    const html = renderDocument({ config, page: chunk, appHtml, assets });
    const file = routeOutputFile(route.path);
    pages.push({ route, file, html });
    files.push({ path: file, contents: html }, { path: routeDataFile(route.path), contents: JSON.stringify(chunk) });
    input.onProgress?.(++done, routes.length);
  }
  files.push({ path: '_headers', contents: `/*\n  Content-Security-Policy: ${contentSecurityPolicy(hashes, true)}\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: strict-origin-when-cross-origin\n` });
  return { pages, files };
}
