/**
 * Builds a site with the real CLI into a temp folder and serves it with
 * mysite's own static server on a free port, for browser tests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import type { Server } from 'node:http';
import { after, before } from 'node:test';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { createStaticServer } from '../../src/server/static-server.js';
import { folderSource } from '../../src/server/file-source.js';
import { listen } from '../../src/server/listen.js';
import { CLI } from './paths.js';
import { sharedOutput } from './shared-build.js';
import { createSite, type FixtureSite } from './fixture-site.js';
import { watchProblems } from './page-watch.js';

export interface ServedSite {
  url: string;
  outDir: string;
  close(): Promise<void>;
}

export function buildInto(siteDir: string, outDir = mkdtempSync(join(tmpdir(), 'mysite-dist-'))): string {
  const r = spawnSync(process.execPath, [CLI, '--root', siteDir, 'build', '--out', outDir], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  if (r.status !== 0) throw new Error(`build of ${siteDir} failed:\n${r.stderr}`);
  return outDir;
}

export async function serveFolder(outDir: string, baseUrl = '/'): Promise<{ url: string; server: Server }> {
  const server = createStaticServer({ files: folderSource(outDir), baseUrl });
  const url = await listen(server, 0, '127.0.0.1');
  return { url, server };
}

/** Serves a built site; `close()` stops the server, and removes the folder if `owned`. */
async function serveOutput(outDir: string, owned: boolean): Promise<ServedSite> {
  const { url, server } = await serveFolder(outDir);
  return {
    url,
    outDir,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      if (owned) rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** Builds a fixture site into a folder of its own and serves it. */
export function buildAndServe(siteDir: string): Promise<ServedSite> {
  return serveOutput(buildInto(siteDir), true);
}

/** Serves a site built once per test run (the repository's by default; see shared-build.ts). */
export async function serveSharedBuild(siteDir?: string): Promise<ServedSite> {
  return serveOutput(await sharedOutput(siteDir), false);
}

/**
 * For a browser test file: serves a site (`buildAndServe` of a fixture, or
 * `serveSharedBuild`) and launches Chromium before the tests, and closes
 * both after. The returned object is filled in by the time the tests run.
 */
export function servedSiteWithBrowser(serve: () => Promise<ServedSite>): { site: ServedSite; browser: Browser } {
  const state = {} as { site: ServedSite; browser: Browser };
  before(async () => {
    state.site = await serve();
    state.browser = await launchBrowser();
  });
  after(async () => {
    await state.browser?.close();
    await state.site?.close();
  });
  return state;
}

/** `servedSiteWithBrowser` of a fixture site made from `files`, removed after the tests. */
export function fixtureSiteWithBrowser(files: () => Record<string, string>): { site: ServedSite; browser: Browser } {
  let fixture: FixtureSite | undefined;
  const state = servedSiteWithBrowser(async () => {
    fixture = createSite(files());
    return buildAndServe(fixture.dir);
  });
  after(() => fixture?.remove());
  return state;
}

/** A page of the served site in a context of its own (`dark`: the stored colour mode), watched for console errors. */
export async function openPage(state: { site: ServedSite; browser: Browser }, path: string, options: BrowserContextOptions & { dark?: boolean } = {}) {
  const { dark, ...contextOptions } = options;
  const context = await state.browser.newContext({ bypassCSP: true, ...contextOptions });
  if (dark) await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(`${state.site.url}${path}`);
  return { page, context, problems };
}
