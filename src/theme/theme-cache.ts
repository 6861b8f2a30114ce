/**
 * Theme bundles, reused across builds. The key covers what the bundles are
 * configured with (theme, site data, styles, overrides, pages, the installed
 * packages); the files esbuild read to make them are recorded with their
 * hashes, and a cached bundle is used only while every one is unchanged. A
 * hit reads the client files from the cache and imports the server module
 * already written there, instead of running esbuild twice.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { saveFileAtomically } from '../core/save-file.js';
import { runtimePackages } from '../core/engine-package.js';
import { bundleClient, bundleServer, type ClientBundle, type ServerRenderer } from './bundle-theme.js';
import { prepareTheme, type ThemeInput, type ThemeSetup } from './prepare-theme.js';
import { importServer } from './server-errors.js';
import type { Step } from '../build/orchestration/steps.js';

export interface ThemeBundles {
  server: ServerRenderer;
  client: ClientBundle;
  /** Every file the bundles were made from (absolute): a change to one needs new bundles. */
  inputs: string[];
}

interface Meta {
  client: Omit<ClientBundle, 'files'> & { files: string[] };
  serverFile: string;
  /** Input file → hash of its contents. */
  inputs: Record<string, string>;
}

function setupKey(setup: ThemeSetup, cacheDir: string): string {
  const { siteDir, theme, publicEntry, site, stylesheet, tokenStylesheet, customCss, overrides, pageLayouts } = setup;
  const described = JSON.stringify({
    siteDir,
    theme: { ...theme, components: [...theme.components] },
    publicEntry,
    site,
    stylesheet,
    tokenStylesheet,
    customCss,
    overrides,
    pageLayouts,
  });
  return createHash('sha1').update(described).update(runtimePackages(cacheDir).join('\n')).digest('hex').slice(0, 20);
}

function hashFile(file: string): string | undefined {
  try {
    return createHash('sha1').update(readFileSync(file)).digest('base64url');
  } catch {
    return undefined;
  }
}

async function bundle(setup: ThemeSetup, cacheDir: string, timed: Step): Promise<ThemeBundles> {
  const [server, client] = await Promise.all([timed('server bundle', () => bundleServer(setup, cacheDir)), timed('client bundle', () => bundleClient(setup))]);
  return { server: server.value, client: client.value, inputs: [...new Set([...server.inputs, ...client.inputs])].sort() };
}

export async function themeBundles(input: ThemeInput, useCache: boolean, timed: Step): Promise<ThemeBundles> {
  const setup = prepareTheme(input);
  if (!useCache) return bundle(setup, input.cacheDir, timed);
  const dir = join(input.cacheDir, 'themes', setupKey(setup, input.cacheDir));
  const metaFile = join(dir, 'meta.json');
  if (existsSync(metaFile)) {
    const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as Meta;
    const unchanged = Object.entries(meta.inputs).every(([file, hash]) => hashFile(file) === hash);
    if (unchanged && existsSync(meta.serverFile)) {
      const server = { ...(await importServer(meta.serverFile, input.siteDir)), file: meta.serverFile };
      const files = meta.client.files.map((path) => ({ path, contents: readFileSync(join(dir, 'client', path)) }));
      return { server, client: { ...meta.client, files }, inputs: Object.keys(meta.inputs) };
    }
  }
  const made = await bundle(setup, input.cacheDir, timed);
  // Keep only the newest theme build: older ones are never asked for again.
  rmSync(join(input.cacheDir, 'themes'), { recursive: true, force: true });
  for (const file of made.client.files) {
    const target = join(dir, 'client', file.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.contents);
  }
  const inputs = Object.fromEntries(made.inputs.map((file) => [file, hashFile(file) ?? '']));
  const meta: Meta = { client: { ...made.client, files: made.client.files.map((f) => f.path) }, serverFile: made.server.file, inputs };
  // Written last and whole: the cached bundles count only once it is there.
  saveFileAtomically(metaFile, JSON.stringify(meta));
  return made;
}
