/**
 * Theme bundles, reused across builds. The key covers everything the two
 * bundles are made from: the engine's browser sources, the theme, the React
 * pages, the site data compiled into them, and the esbuild and React
 * versions. A hit reads the client files from the cache and imports the
 * server module already written there, instead of running esbuild twice.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { version as esbuildVersion } from 'esbuild';
import { hashFiles } from '../content/hash-files.js';
import { bundleClient, bundleServer, siteData, type ClientBundle, type ServerRenderer, type ThemeInput } from './bundle-theme.js';
import { ENGINE_ROOT } from './engine-root.js';

export interface ThemeBundles {
  server: ServerRenderer;
  client: ClientBundle;
}

interface Meta {
  client: Omit<ClientBundle, 'files'> & { files: string[] };
  serverFile: string;
}

async function themeKey(input: ThemeInput): Promise<string> {
  const react = JSON.parse(readFileSync(join(ENGINE_ROOT, 'node_modules/react/package.json'), 'utf8')).version;
  const [engine, theme, pages] = await Promise.all([
    hashFiles(ENGINE_ROOT, ['src/**/*.{ts,tsx}']),
    hashFiles(resolve(input.siteDir, input.config.theme), ['**/*']),
    Promise.all(Object.values(input.pageLayouts).map((f) => hashFiles(dirname(f), [f.slice(dirname(f).length + 1)]))),
  ]);
  return createHash('sha1')
    .update([engine, theme, ...pages, esbuildVersion, react, JSON.stringify(siteData(input.config)), JSON.stringify(input.pageLayouts), input.siteDir].join('\0'))
    .digest('hex')
    .slice(0, 20);
}

export async function themeBundles(input: ThemeInput, useCache: boolean, timed: <T>(name: string, fn: () => Promise<T>) => Promise<T>): Promise<ThemeBundles> {
  if (!useCache) {
    const [server, client] = await Promise.all([timed('server bundle', () => bundleServer(input)), timed('client bundle', () => bundleClient(input))]);
    return { server, client };
  }
  const key = await themeKey(input);
  const dir = join(input.cacheDir, 'themes', key);
  const metaFile = join(dir, 'meta.json');
  if (existsSync(metaFile)) {
    const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as Meta;
    const server = { ...((await import(pathToFileURL(meta.serverFile).href)) as Omit<ServerRenderer, 'file'>), file: meta.serverFile };
    const files = meta.client.files.map((path) => ({ path, contents: readFileSync(join(dir, 'client', path)) }));
    return { server, client: { ...meta.client, files } };
  }
  const [server, client] = await Promise.all([timed('server bundle', () => bundleServer(input)), timed('client bundle', () => bundleClient(input))]);
  // Keep only the newest theme build: older ones are never asked for again.
  rmSync(join(input.cacheDir, 'themes'), { recursive: true, force: true });
  for (const file of client.files) {
    const target = join(dir, 'client', file.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.contents);
  }
  const meta: Meta = { client: { ...client, files: client.files.map((f) => f.path) }, serverFile: server.file };
  writeFileSync(metaFile, JSON.stringify(meta));
  return { server, client };
}

