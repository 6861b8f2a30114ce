/**
 * Theme bundles, reused across builds. The key covers what the bundles are
 * configured with (theme, site data, styles, overrides, pages, the installed
 * packages); the files esbuild read to make them are recorded with their
 * hashes, and a cached bundle is used only while every one is unchanged. A
 * hit reads the client files from the cache and imports the server module
 * already written there, instead of running esbuild twice.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { saveFileAtomically } from '../core/save-file.js';
import { bundleClient, bundleServer, type ClientBundle } from './bundle-theme.js';
import type { ServerRenderer } from './import-server.js';
import { prepareTheme, type ThemeInput, type ThemeSetup } from './prepare-theme.js';
import { importServer } from './import-server.js';
import type { Step } from '../core/step.js';
import type { SiteFeatures } from './site-features.js';
import { writingFile } from '../core/file-system-errors.js';
import type { Diagnostic } from '../core/diagnostics.js';
import { idealImagesKey } from '../mdx/ideal-image/ideal-images.js';
import { withSwizzleFallbacks } from '../mdx/swizzle-fallback.js';

export interface ThemeBundles {
  server: ServerRenderer;
  client: ClientBundle;
  /** Every file the bundles were made from (absolute): a change to one needs new bundles. */
  inputs: string[];
  /** What the build says of the site's swizzled components (made every run, cached or not). */
  warnings: Diagnostic[];
}

interface Meta {
  features: SiteFeatures;
  client: Omit<ClientBundle, 'files'> & { files: string[] };
  serverFile: string;
  /** Input file → hash of its contents. */
  inputs: Record<string, string>;
}

function setupKey(setup: ThemeSetup, engineIdentity: string): string {
  const {
    siteDir,
    theme,
    publicEntry,
    site,
    docusaurus,
    stylesheet,
    tokenStylesheet,
    customCss,
    overrides,
    swizzles,
    pageLayouts,
    unused,
    features,
    mermaid,
    clientModules,
    alias,
    define,
    idealImages,
    searchPage,
  } = setup;
  const described = JSON.stringify({
    siteDir,
    theme: { ...theme, components: [...theme.components] },
    publicEntry,
    site,
    docusaurus,
    stylesheet,
    tokenStylesheet,
    customCss,
    overrides,
    // Which files stand for which components: a new one changes the bundles though no input it read did.
    ...(swizzles.length > 0 ? { swizzles } : {}),
    pageLayouts,
    unused,
    features,
    mermaid,
    clientModules,
    alias,
    define,
    searchPage,
    // The images' widths follow from the options and sharp's version, which no input file records.
    ...(idealImages ? { idealImages: idealImagesKey(idealImages) } : {}),
  });
  return createHash('sha1').update(described).update(engineIdentity).digest('hex').slice(0, 20);
}

/** The features the cached bundles were made for (only the newest build is kept): a run's guess before its pages say. */
export function cachedFeatures(themes: string): SiteFeatures | undefined {
  const [dir] = existsSync(themes) ? readdirSync(themes) : [];
  if (!dir) return undefined;
  try {
    return (JSON.parse(readFileSync(join(themes, dir, 'meta.json'), 'utf8')) as Partial<Meta>).features;
  } catch {
    return undefined;
  }
}

function hashFile(file: string): string | undefined {
  try {
    return createHash('sha1').update(readFileSync(file)).digest('base64url');
  } catch {
    return undefined;
  }
}

/** `fellBack`: some swizzles were left out (mdx/swizzle-fallback.ts); not cached, so every build warns of them. */
async function bundle(setup: ThemeSetup, serverDir: string, timed: Step): Promise<ThemeBundles & { fellBack: boolean }> {
  const { value, warnings } = await withSwizzleFallbacks(setup.swizzles, (swizzles) => {
    const used = { ...setup, swizzles: [...swizzles] };
    return Promise.all([timed('server bundle', () => bundleServer(used, serverDir)), timed('client bundle', () => bundleClient(used))]);
  });
  const [server, client] = value;
  return {
    server: server.value,
    client: client.value,
    inputs: [...new Set([...server.inputs, ...client.inputs])].sort(),
    warnings: [...setup.swizzleWarnings, ...setup.siteWarnings, ...warnings],
    fellBack: warnings.length > 0,
  };
}

export async function themeBundles(input: ThemeInput, useCache: boolean, timed: Step): Promise<ThemeBundles> {
  const setup = prepareTheme(input);
  const { themes, serverBundles, engineIdentity } = input.cache;
  if (!useCache) return bundle(setup, serverBundles, timed);
  const dir = join(themes, setupKey(setup, engineIdentity));
  const metaFile = join(dir, 'meta.json');
  if (existsSync(metaFile)) {
    const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as Meta;
    const unchanged = Object.entries(meta.inputs).every(([file, hash]) => hashFile(file) === hash);
    if (unchanged && existsSync(meta.serverFile)) {
      const server = { ...(await importServer(meta.serverFile, input.siteDir)), file: meta.serverFile };
      const files = meta.client.files.map((path) => ({ path, contents: readFileSync(join(dir, 'client', path)) }));
      return { server, client: { ...meta.client, files }, inputs: Object.keys(meta.inputs), warnings: [...setup.swizzleWarnings, ...setup.siteWarnings] };
    }
  }
  const made = await bundle(setup, serverBundles, timed);
  if (made.fellBack) return made;
  // Keep only the newest theme build: older ones are never asked for again.
  rmSync(themes, { recursive: true, force: true });
  for (const file of made.client.files) {
    const target = join(dir, 'client', file.path);
    mkdirSync(dirname(target), { recursive: true });
    writingFile(target, () => writeFileSync(target, file.contents));
  }
  const inputs = Object.fromEntries(made.inputs.map((file) => [file, hashFile(file) ?? '']));
  const meta: Meta = {
    features: setup.features,
    client: { ...made.client, files: made.client.files.map((f) => f.path) },
    serverFile: made.server.file,
    inputs,
  };
  // Written last and whole: the cached bundles count only once it is there.
  saveFileAtomically(metaFile, JSON.stringify(meta));
  return made;
}
