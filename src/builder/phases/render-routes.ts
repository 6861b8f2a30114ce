/**
 * Turns routes into output: each route's data chunk (the JSON the browser
 * loads when it navigates there) and its HTML document (server-rendered
 * React). A renderer is made once per theme build; it renders pages in the
 * worker threads when there are some, else in this thread.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SiteConfig } from '../../config/schema.js';
import { MysiteError } from '../../core/errors.js';
import type { OutputFile, Route, SidebarItem } from '../../core/types.js';
import type { DocPageData, DocsVersionMenu } from '../../core/page-data/doc.js';
import { DEFAULT_DOCS_ID } from '../../config/schema.js';
import type { PageChunk } from '../../client/types.js';
import { type DocumentAssets, renderDocument } from '../../render/document.js';
import type { PluginHtml } from '../../plugins/html-tags.js';
import { splitIslands } from '../../core/html-islands.js';
import { headScript, scriptHash } from '../../render/head-script.js';
import { configHeadTags } from '../../render/config-head.js';
import { type CspPolicy, policyText, sitePolicy } from '../../render/csp.js';
import { scanHtml, type ScannedPage } from '../../links/scan-html.js';
import type { ClientBundle } from '../../theme/bundle-theme.js';
import type { ServerRenderer } from '../../theme/import-server.js';
import { componentError } from '../../core/component-error.js';
import { importServer } from '../../theme/import-server.js';
import { indexSidebar } from './prune-sidebar.js';
import { PageSidebars } from './page-sidebar-files.js';
import type { LocaleAlternate } from '../../i18n/alternates.js';
import type { WorkerPool } from '../workers/worker-pool.js';
import type { DocumentSetup } from '../workers/worker-protocol.js';
import { writingFile } from '../../core/file-system-errors.js';

/** Where the full sidebars go, one file per sidebar id, and the pages' copies, a folder per id; written on every run. */
export const SIDEBARS_FOLDER = '_mysite/sidebars/';

export interface RendererInput {
  config: SiteConfig;
  siteDir: string;
  server: ServerRenderer;
  client: ClientBundle;
  /** Identifies the theme build (its cache key). */
  themeKey: string;
  pool?: WorkerPool;
  /** A translated site: the page in every locale, linked from its head. */
  alternates?: LocaleAlternate[];
  /** HTML the site's plugins inject (injectHtmlTags) besides their head tag objects, which are in the config's headTags. */
  pluginHtml?: PluginHtml;
}

export interface RenderedHtml {
  /** Absent when the page was written straight to files (see `renderPageHtml`). */
  html?: string;
  /** The chunk as written to its file (without the HTML the page holds); absent like `html`. */
  chunk?: string;
  scan: ScannedPage;
  /** Bytes of the HTML and the chunk. */
  bytes: number;
}

/** What a page's HTML is made from besides its chunk; sent to worker threads with each page. */
/**
 * Renders one page to its HTML document and reads its links (in a worker or
 * in this thread). Given `writeTo` (the HTML file, the chunk file), it writes
 * both there and returns no HTML: a page rendered in a worker never travels
 * back to the main thread.
 */
export async function renderPageHtml(setup: DocumentSetup, chunkJson: string, writeTo?: [string, string]): Promise<RenderedHtml> {
  const server = await importServer(setup.serverFile, setup.siteDir);
  const page = JSON.parse(chunkJson) as PageChunk;
  const rendered = await server.renderPage(page).catch((error: unknown) => {
    throw componentError(error, setup.serverFile, setup.siteDir, page.path);
  });
  // The data file leaves out the HTML the page already holds (see core/html-islands.ts), and the sidebar it shares (page-sidebar-files.ts).
  const { appHtml, data, islands } = splitIslands(rendered, page.data);
  const written =
    islands === 0 && !page.sidebarFile
      ? chunkJson
      : JSON.stringify({ ...page, data, ...(islands > 0 ? { islands } : {}), ...(page.sidebarFile ? { sidebar: undefined } : {}) });
  const html = renderDocument({ config: setup.config, page, appHtml, assets: setup.assets });
  const result = { scan: scanHtml(html), bytes: Buffer.byteLength(html) + Buffer.byteLength(written) };
  if (!writeTo) return { html, chunk: written, ...result };
  writeMakingFolder(writeTo[0], html);
  writeMakingFolder(writeTo[1], written);
  return result;
}

/** Writes a file, creating its folder only when it is missing (most already exist, or soon will). */
function writeMakingFolder(file: string, contents: string): void {
  writingFile(file, () => {
    try {
      writeFileSync(file, contents);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, contents);
    }
  });
}

export class Renderer {
  private readonly baseKey: string;
  /** The stylesheet of the CSS MDX pages import (mdx/mdx-output.ts), linked from every page. */
  private contentCss?: string;
  private readonly script: string;
  /** Undefined when the site sends none (`security.csp: false`). */
  readonly policy: CspPolicy | undefined;
  private readonly headTags: string[];
  private readonly bodyTags?: DocumentAssets['bodyTags'];
  private sidebars = new Map<string, PageSidebars>();
  /** What pages outside a docs section show in the navbar's version menus, as JSON (part of the key). */
  private docsVersions?: { menus: DocsVersionMenu[]; json: string };

  constructor(private readonly input: RendererInput) {
    this.script = headScript(input.config);
    const html = input.pluginHtml;
    this.policy = sitePolicy(input.config, [scriptHash(this.script), ...(html?.inlineScripts.map(scriptHash) ?? [])]);
    this.headTags = html ? [...configHeadTags(input.config), ...html.headHtml] : configHeadTags(input.config);
    this.bodyTags = html && (html.preBody.length > 0 || html.postBody.length > 0) ? { pre: html.preBody, post: html.postBody } : undefined;
    this.baseKey = createHash('sha1')
      .update(input.themeKey)
      .update(JSON.stringify(input.config))
      .update(this.script)
      .update(input.alternates ? JSON.stringify(input.alternates) : '')
      .update(html ? JSON.stringify(html) : '')
      .digest('hex');
  }

  /** Changes whenever the HTML of an unchanged chunk could change (theme, config, the content stylesheet). */
  get key(): string {
    const key = this.contentCss ? `${this.baseKey}:${this.contentCss}` : this.baseKey;
    return this.docsVersions ? `${key}:${this.docsVersions.json}` : key;
  }

  setContentStylesheet(path: string | undefined): void {
    this.contentCss = path;
  }

  /** Sets the sidebars pages are pruned from; returns their full-tree files and the files of the pages' copies. */
  setSidebars(sidebars: Record<string, SidebarItem[]>): OutputFile[] {
    const files: OutputFile[] = [];
    this.sidebars = new Map();
    for (const [id, items] of Object.entries(sidebars)) {
      const index = indexSidebar(items);
      const copies = new PageSidebars(index, `${SIDEBARS_FOLDER}${id}/`);
      this.sidebars.set(id, copies);
      files.push({ path: `${SIDEBARS_FOLDER}${id}.json`, contents: JSON.stringify(index.full) }, ...copies.allFiles());
    }
    return files;
  }

  /** Sets the docs versions pages outside the docs carry for the navbar's version menus (none: the navbar has none). */
  setDocsVersions(menus: DocsVersionMenu[] | undefined): void {
    this.docsVersions = menus && { menus, json: JSON.stringify(menus.length === 1 ? menus[0] : menus) };
  }

  /**
   * The version menus a page carries: a doc page's menu of its own section leads to this page in each version
   * (its data.version); the others', to each version's first page. The default section's is `docsVersions`.
   */
  private versionMenus(route: Route): Pick<PageChunk, 'docsVersions' | 'sectionVersions'> {
    if (!this.docsVersions) return {};
    const own = route.layout === 'doc' ? ((route.data as DocPageData).section ?? DEFAULT_DOCS_ID) : undefined;
    const shown = this.docsVersions.menus.filter((menu) => (menu.section ?? DEFAULT_DOCS_ID) !== own);
    const main = shown.find((menu) => menu.section === undefined);
    const others = shown.filter((menu) => menu.section !== undefined);
    return { ...(main ? { docsVersions: main } : {}), ...(others.length > 0 ? { sectionVersions: others } : {}) };
  }

  /** Fails early, naming the layout, when a route asks for one the theme lacks. */
  checkLayouts(routes: Route[]): void {
    const known = this.input.server.layoutNames;
    for (const layout of new Set(routes.map((r) => r.layout))) {
      if (!known.includes(layout)) {
        const file = routes.find((r) => r.layout === layout)?.source;
        throw MysiteError.of({ code: 'theme/missing-layout', message: `The theme has no layout "${layout}" (it has ${known.join(', ')}).`, at: file });
      }
    }
  }

  /** The JSON chunk of a route; pages whose chunk did not change need no re-render. */
  async chunk(route: Route): Promise<PageChunk> {
    const sidebar = route.sidebarId ? this.sidebars.get(route.sidebarId)?.of(route.path) : undefined;
    const head = route.head.title ? route.head : { ...route.head, ...(await this.layoutHead(route)) };
    return {
      path: route.path,
      layout: route.layout,
      head,
      data: route.data,
      ...(sidebar ? { sidebar: sidebar.items, sidebarId: route.sidebarId, sidebarFile: sidebar.file } : {}),
      ...this.versionMenus(route),
    };
  }

  /** The `head` a React page exports; the page module throwing as it loads is the author's error. */
  private layoutHead(route: Route) {
    const { server, siteDir } = this.input;
    return server.layoutHead(route.layout, { path: route.path, data: route.data }).catch((error: unknown) => {
      throw componentError(error, server.file, siteDir, route.path);
    });
  }

  render(layout: string, chunkJson: string, writeTo?: [string, string]): Promise<RenderedHtml> {
    const { config, server, client, pool } = this.input;
    const setup: DocumentSetup = {
      config,
      siteDir: this.input.siteDir,
      serverFile: server.file,
      assets: {
        css: this.contentCss ? [...client.css, this.contentCss] : client.css,
        entryScript: client.entryScript,
        modulePreloads: client.preloads[layout] ?? [],
        headScript: this.script,
        csp: this.policy && policyText(this.policy, false),
        headTags: this.headTags,
        ...(this.bodyTags ? { bodyTags: this.bodyTags } : {}),
        ...(this.input.alternates ? { alternates: this.input.alternates } : {}),
      },
    };
    const here = () => renderPageHtml(setup, chunkJson, writeTo);
    return pool ? pool.offload({ type: 'render', setup, chunkJson, writeTo }, here) : here();
  }

  /** Security headers for hosts that read a `_headers` file (Netlify, Cloudflare Pages). */
  headersFile(): OutputFile {
    const csp = this.policy ? `  Content-Security-Policy: ${policyText(this.policy, true)}\n` : '';
    return {
      path: '_headers',
      contents: `/*\n${csp}  X-Content-Type-Options: nosniff\n  Referrer-Policy: strict-origin-when-cross-origin\n`,
    };
  }
}
