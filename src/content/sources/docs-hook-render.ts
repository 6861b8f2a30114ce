/**
 * The second render of MDX docs that read the docs client hooks: the first
 * (compile-files.ts, with the data pending) told which asked for it
 * (`md.mdx.readsDocs`); once the version's sidebars are known, those are
 * rendered again with their data (docs-hook-data.ts) and their entries take
 * the new page. A version whose docs read no hook renders nothing again.
 */
import type { DocsHookData, DocsHookVersion } from '../../compat/docs-hook-data.js';
import type { DocsOptions } from '../../config/schema.js';
import type { BuildContext } from '../content-source.js';
import { renderWithDocs } from '../compile-files.js';
import { docsHookData, hookVersion } from './docs-hook-data.js';
import type { DocPlace, DocsNavigation } from './docs-navigation.js';
import type { DocEntry } from './docs-sidebar.js';
import { CURRENT_VERSION, type DocsVersion } from './docs-versions.js';
import { describePage } from './front-matter-fields.js';

/** A version's section and versions as the hooks give them. */
export interface DocsHooksScope {
  pluginId: string;
  baseUrl: string;
  version: DocsHookVersion;
  versions: DocsHookData['versions'];
}

/** The docs folder of a section without versions, as the version `current` the hooks report. */
export function unversioned(options: DocsOptions): DocsVersion {
  return { name: CURRENT_VERSION, label: options.versionLabel ?? 'Next', options, banner: 'none', badge: false, noIndex: false, isLast: true };
}

/** Each version's scope, by name; `versions` as the section builds them (docs-versions.ts: `current` first). */
export function hookScopes(pluginId: string, baseUrl: string, versions: DocsVersion[]): (name: string) => DocsHooksScope {
  const all = versions.map((version) => hookVersion(baseUrl, version));
  const listed = all.map(({ name, label, isLast, path }) => ({ name, label, isLast, path }));
  return (name) => ({ pluginId, baseUrl, version: all.find((v) => v.name === name)!, versions: listed });
}

interface Input {
  ctx: BuildContext;
  options: DocsOptions;
  /** The version's docs; an entry rendered again is replaced in place. */
  docs: DocEntry[];
  navigation: DocsNavigation;
  /** Each doc's place, by site-relative path. */
  places: Map<string, DocPlace>;
  hooks: DocsHooksScope;
}

export async function renderWithHookData({ ctx, options, docs, navigation, places, hooks }: Input): Promise<void> {
  const wanting = docs.flatMap((doc, at) => (doc.md.mdx?.readsDocs ? [{ doc, at }] : []));
  if (wanting.length === 0) return;
  const nameOf = (id: string | undefined) => (id === undefined ? undefined : navigation.sidebarNames[id]);
  const dataOf = docsHookData({
    ...hooks,
    docs: docs.map((doc) => ({
      id: doc.id,
      title: doc.title,
      description: describePage(doc.md.frontMatter, doc.md),
      route: doc.route,
      sidebar: nameOf(places.get(doc.relativePath)?.sidebarId),
    })),
    sidebars: Object.fromEntries(Object.entries(navigation.sidebars).map(([id, items]) => [nameOf(id) ?? id, items])),
  });
  const again = await renderWithDocs(
    ctx,
    options.path,
    wanting.map(({ doc }) => ({
      file: { file: doc.file, relativePath: doc.relativePath, source: doc.source, md: doc.md },
      route: doc.route,
      docs: dataOf(doc.id),
    })),
  );
  for (const { doc, at } of wanting) {
    const md = again.get(doc.relativePath);
    if (md) docs[at] = { ...doc, md };
  }
}
