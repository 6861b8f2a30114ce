/**
 * Turns routes into output: each route's data chunk (the JSON the browser
 * loads when it navigates there) and its HTML document (server-rendered
 * React). A renderer is made once per theme build and renders any subset of
 * routes, so watch mode can re-render only the pages that changed.
 */
import type { SiteConfig } from '../config/schema.js';
import type { OutputFile, Route, SidebarItem } from '../core/types.js';
import type { PageChunk } from '../client/types.js';
import { routeDataFile, routeOutputFile } from '../content/route-path.js';
import { renderDocument, type DocumentAssets } from '../render/document.js';
import { contentSecurityPolicy, headScript, scriptHash } from '../render/head-script.js';
import type { ClientBundle, ServerRenderer } from './bundle-theme.js';
import { indexSidebar, pruneSidebar, type SidebarIndex } from './prune-sidebar.js';

export interface RenderedPage {
  route: Route;
  /** Output file relative to the output folder. */
  file: string;
  html: string;
}

export interface RendererInput {
  config: SiteConfig;
  server: ServerRenderer;
  client: ClientBundle;
}

export class Renderer {
  private readonly script: string;
  private readonly hashes: string[];
  private sidebars = new Map<string, SidebarIndex>();

  constructor(private readonly input: RendererInput) {
    this.script = headScript(input.config);
    this.hashes = [scriptHash(this.script)];
  }

  /** Sets the sidebars pages are pruned from; returns their full-tree files. */
  setSidebars(sidebars: Record<string, SidebarItem[]>): OutputFile[] {
    this.sidebars = new Map(Object.entries(sidebars).map(([id, items]) => [id, indexSidebar(items)]));
    return [...this.sidebars].map(([id, index]) => ({ path: `_mysite/sidebars/${id}.json`, contents: JSON.stringify(index.full) }));
  }

  /** Fails early, naming the layout, when a route asks for one the theme lacks. */
  checkLayouts(routes: Route[]): void {
    const known = this.input.server.layoutNames;
    for (const layout of new Set(routes.map((r) => r.layout))) {
      if (!known.includes(layout)) throw new Error(`The theme has no layout "${layout}" (it has ${known.join(', ')}).`);
    }
  }

  /** The JSON chunk of a route; pages whose chunk did not change need no re-render. */
  async chunk(route: Route): Promise<PageChunk> {
    const sidebar = route.sidebarId ? this.sidebars.get(route.sidebarId) : undefined;
    const head = route.head.title ? route.head : { ...route.head, ...(await this.input.server.layoutHead(route.layout)) };
    return {
      path: route.path,
      layout: route.layout,
      head,
      data: route.data,
      ...(sidebar ? { sidebar: pruneSidebar(sidebar, route.path), sidebarId: route.sidebarId } : {}),
    };
  }

  async render(route: Route, chunk: PageChunk, chunkJson: string): Promise<{ page: RenderedPage; files: OutputFile[] }> {
    const { config, server, client } = this.input;
    const assets: DocumentAssets = {
      css: client.css,
      entryScript: client.entryScript,
      modulePreloads: client.preloads[route.layout] ?? [],
      headScript: this.script,
      csp: contentSecurityPolicy(this.hashes, false),
    };
    const html = renderDocument({ config, page: chunk, appHtml: await server.renderPage(chunk), assets });
    const file = routeOutputFile(route.path);
    return {
      page: { route, file, html },
      files: [
        { path: file, contents: html },
        { path: routeDataFile(route.path), contents: chunkJson },
      ],
    };
  }

  /** Security headers for hosts that read a `_headers` file (Netlify, Cloudflare Pages). */
  headersFile(): OutputFile {
    return {
      path: '_headers',
      contents: `/*\n  Content-Security-Policy: ${contentSecurityPolicy(this.hashes, true)}\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: strict-origin-when-cross-origin\n`,
    };
  }
}
