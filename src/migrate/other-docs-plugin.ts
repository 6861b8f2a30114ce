/**
 * A docs plugin besides the docs section (`@docusaurus/plugin-content-docs`
 * with an `id`: a "community" section beside the docs, with its own folder,
 * route, sidebars and versions). mysite builds one docs section, and mapping
 * a second one onto another kind of section (a blog, an API) would lose what
 * makes it docs, so it is not migrated: the report names the plugin's key
 * path and id, where its pages, versions and translations are, and what to
 * do; the navbar items that lead into it are left out, naming it too.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type MapContext, objectOr, routeBase, siteRelative } from './map-context.js';
import type { Plain } from './plain-value.js';

export interface OtherDocsInput {
  options: Plain | undefined;
  /** Its key path, `plugins[0]`. */
  at: string;
  id: string;
  /** The config has no docs plugin without an id (nor the classic preset's docs): this one is its only docs. */
  onlyDocs: boolean;
}

export function skipOtherDocsPlugin(ctx: MapContext, { options, at, id, onlyDocs }: OtherDocsInput): void {
  const given = objectOr(options);
  const folder = typeof given.path === 'string' ? siteRelative(ctx.siteDir, given.path) : 'docs';
  const route = typeof given.routeBasePath === 'string' ? routeBase(given.routeBasePath) : '/docs';
  const label = `${at} (@docusaurus/plugin-content-docs, id "${id}")`;
  ctx.otherDocs ??= new Map();
  ctx.otherDocs.set(id, { at: label });
  const versions = versionNames(ctx.siteDir, `${id}_versions.json`);
  const translated = translationFolders(ctx.siteDir, `docusaurus-plugin-content-docs-${id}`);
  const has = [
    `${folder}/ at ${route}`,
    versions ? `versions ${versions.join(', ')} in ${id}_versions.json` : undefined,
    translated ? `translations in i18n/<locale>/docusaurus-plugin-content-docs-${id}/` : undefined,
  ].filter(Boolean);
  if (onlyDocs) {
    const renames = [
      versions ? `${id}_versions.json, ${id}_versioned_docs/ and ${id}_versioned_sidebars/` : '',
      translated ? `i18n/<locale>/docusaurus-plugin-content-docs-${id}/` : '',
    ]
      .filter(Boolean)
      .join(', and ');
    ctx.m.skip(
      label,
      'no-equivalent',
      `the site's only docs, under the plugin id "${id}" (${has.join('; ')}): mysite's docs section is the docs plugin without an id. ` +
        `Remove its \`id\`${renames ? ` (and rename ${renames} to Docusaurus's names without "${id}")` : ''}, then run mysite migrate --force again`,
    );
    return;
  }
  const docs = ctx.docs;
  const docsRoute = !docs || docs.routeBasePath === '/' ? '' : docs.routeBasePath;
  ctx.m.skip(
    label,
    'no-equivalent',
    `a second docs section (${has.join('; ')}): mysite builds one docs section${docs ? ` (${docs.path}/ at ${docs.routeBasePath}, from ${docs.from})` : ''}, ` +
      `so these pages are not built and links to ${route} break. To keep them, move ${folder}/ into ${docs?.path ?? 'docs'}/${id}/ ` +
      `(a category of the docs sidebar, at ${docsRoute}/${id}/…${versions ? '; its versions are not kept' : ''}) and redirect ${route} on the host, ` +
      `or build it as a site of its own. Navbar items with docsPluginId "${id}" are left out`,
  );
}

/** Why a navbar item with a `docsPluginId` other than the docs section's is left out. */
export function otherDocsItemReason(ctx: MapContext, id: string, what: string): string {
  const plugin = ctx.otherDocs?.get(id);
  return plugin
    ? `${what} of the docs plugin "${id}", which is not migrated (${plugin.at})`
    : `${what} of a docs plugin "${id}" the config does not have (no @docusaurus/plugin-content-docs with that id)`;
}

/** The `id` of the docs section's own options: mysite keeps no plugin id, so the files Docusaurus names after it are not read. */
export function docsIdReason(id: string): string {
  return (
    `mysite's docs section has no plugin id: it reads versions.json, versioned_docs/, versioned_sidebars/ and ` +
    `i18n/<locale>/docusaurus-plugin-content-docs/, not the files Docusaurus names after "${id}" (${id}_versions.json…): rename them`
  );
}

/** Whether some locale has a folder `name` under `i18n/<locale>/`. */
function translationFolders(siteDir: string, name: string): boolean {
  const i18n = join(siteDir, 'i18n');
  if (!existsSync(i18n)) return false;
  return readdirSync(i18n, { withFileTypes: true }).some((locale) => locale.isDirectory() && existsSync(join(i18n, locale.name, name)));
}

function versionNames(siteDir: string, file: string): string[] | undefined {
  try {
    const names = JSON.parse(readFileSync(join(siteDir, file), 'utf8')) as unknown;
    return Array.isArray(names) && names.length > 0 ? names.map(String) : undefined;
  } catch {
    return undefined;
  }
}
