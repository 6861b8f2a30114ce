/**
 * The docs plugin's options (the classic preset's `docs`, or `@docusaurus/plugin-content-docs`) → `docs`; a plugin
 * instance with another `id` → one more docs section, gathered under `docsSections` until map-docs-sections.ts makes
 * `docs` a list.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Accept, BOOLEAN, keyPath, OBJECT, oneOf, STRING, STRINGS, type SkipKind } from './migration.js';
import { entriesOf, type MapContext, routeBase, siteRelative } from './map-context.js';
import { mapUnifiedPlugins, RECMA_PLUGINS } from './map-unified-plugins.js';
import { isFunctionValue, isPlainObject, type Plain } from './plain-value.js';
import { DEFAULT_DOCS_ID } from '../config/schema.js';
import { SECTIONS_KEY } from './map-docs-sections.js';

const COMPONENT = 'mysite renders docs with its theme: replace a theme component (theme.components) instead';

/** Options that are recorded as not mapped whatever their value. */
const NOT_MAPPED: Record<string, [SkipKind, string]> = {
  editCurrentVersion: ['no-equivalent', "an edit link leads to the file the page was built from: a versioned page's to its file in versioned_docs/"],
  editLocalizedFiles: ['not-needed', 'the edit link of a translated page leads to its translated file (i18n/<locale>/...)'],
  beforeDefaultRemarkPlugins: ['no-equivalent', "mysite runs a site's plugins after its own: add them to docs.remarkPlugins if they work there"],
  beforeDefaultRehypePlugins: ['no-equivalent', "mysite runs a site's plugins after its own: add them to docs.rehypePlugins if they work there"],
  recmaPlugins: RECMA_PLUGINS,
  include: ['no-equivalent', 'mysite reads every .md and .mdx file of the docs folder, except files and folders starting with "_"'],
  exclude: ['no-equivalent', 'mysite reads every .md and .mdx file of the docs folder, except files and folders starting with "_"'],
  sidebarItemsGenerator: ['no-equivalent', 'mysite generates sidebars from the folders and _category_ files only'],
  numberPrefixParser: ['no-equivalent', 'mysite always strips number prefixes ("01-intro" → "intro")'],
  admonitions: ['no-equivalent', 'mysite has a fixed set of admonitions (docs/AUTHORING.md#admonitions)'],
  docItemComponent: ['no-equivalent', COMPONENT],
  docLayoutComponent: ['no-equivalent', COMPONENT],
  docRootComponent: ['no-equivalent', COMPONENT],
  docVersionRootComponent: ['no-equivalent', COMPONENT],
  docCategoryGeneratedIndexComponent: ['no-equivalent', COMPONENT],
  docTagDocListComponent: ['no-equivalent', COMPONENT],
  docTagsListComponent: ['no-equivalent', COMPONENT],
};

const BOOLEANS = ['showLastUpdateTime', 'showLastUpdateAuthor', 'breadcrumbs', 'sidebarCollapsible', 'sidebarCollapsed'];

export function mapDocs(ctx: MapContext, options: Plain | undefined, path: string, id = DEFAULT_DOCS_ID): void {
  const { m, siteDir } = ctx;
  const target = id === DEFAULT_DOCS_ID ? ['docs'] : [SECTIONS_KEY, id];
  const docsPath = siteRelative(siteDir, m.take(keyPath(path, 'path'), isPlainObject(options) ? options.path : undefined, STRING) ?? 'docs');
  m.set([...target, 'path'], docsPath, keyPath(path, 'path'));
  let routeBasePath = '/docs';
  let sidebarPath: string | false | undefined;
  for (const [key, value] of entriesOf(options)) {
    const at = keyPath(path, key);
    if (key === 'path') continue;
    if (key === 'id') {
      // The id names the section (written with it by map-docs-sections.ts).
      m.mapped++;
      continue;
    }
    if (key === 'routeBasePath') {
      const base = m.take(at, value, STRING);
      if (base !== undefined) {
        routeBasePath = routeBase(base);
        if (routeBasePath === '/docs') m.mapped++;
        else m.set([...target, 'routeBasePath'], routeBasePath, at);
      }
    } else if (key === 'sidebarPath') {
      if (value === false) {
        sidebarPath = false;
        m.set([...target, 'sidebarPath'], false, at);
      } else {
        const file = m.take(at, value, STRING);
        if (file !== undefined) {
          sidebarPath = siteRelative(siteDir, file);
          m.set([...target, 'sidebarPath'], sidebarPath, at);
        }
      }
    } else if (key === 'editUrl') {
      if (isFunctionValue(value)) m.skip(at, 'not-literal', 'a function: mysite takes a base URL, to which it appends the file path relative to the site');
      else {
        const url = m.take(at, value, STRING);
        if (url !== undefined) m.set([...target, 'editUrl'], url.replace(/\/+$/, ''), at);
      }
    } else if (key === 'tags') {
      // The same tags.yml, read where it is (relative to the docs folder and each version's).
      if (value === false || value === null) m.set(['docs', 'tags'], false, at);
      else {
        const file = m.take(at, value, STRING);
        if (file !== undefined) m.set(['docs', 'tags'], file, at);
      }
    } else if (key === 'onInlineTags') {
      const level = m.take(at, value, oneOf('ignore', 'log', 'warn', 'throw'));
      if (level !== undefined) m.set(['docs', 'onInlineTags'], level, at);
    } else if (key === 'tagsBasePath') {
      const base = m.take(at, value, STRING);
      if (base !== undefined) m.set(['docs', 'tagsBasePath'], routeBase(base), at);
    } else if (BOOLEANS.includes(key)) {
      const flag = m.take(at, value, BOOLEAN);
      if (flag !== undefined) m.set([...target, key], flag, at);
    } else if (key === 'remarkPlugins' || key === 'rehypePlugins') {
      mapUnifiedPlugins(ctx, value, at, [...target, key]);
    } else if (key === 'versions') {
      mapVersions(ctx, value, at, target, id === DEFAULT_DOCS_ID ? '' : `${id}_`);
    } else if (key === 'lastVersion') {
      const name = m.take(at, value, STRING);
      if (name !== undefined) m.set([...target, 'lastVersion'], name, at);
    } else if (key === 'onlyIncludeVersions') {
      const names = m.take(at, value, STRINGS);
      if (names !== undefined && names.length > 0) m.set([...target, 'onlyIncludeVersions'], names, at);
    } else if (key === 'includeCurrentVersion') {
      const flag = m.take(at, value, BOOLEAN);
      if (flag !== undefined) m.set([...target, 'includeCurrentVersion'], flag, at);
    } else if (key === 'disableVersioning') {
      // Docusaurus then builds the docs folder alone, at the section's route.
      if (m.take(at, value, BOOLEAN) === true) {
        m.set([...target, 'lastVersion'], 'current', at);
        m.set([...target, 'onlyIncludeVersions'], ['current'], at);
      }
    } else if (key in NOT_MAPPED) {
      const [kind, reason] = NOT_MAPPED[key]!;
      m.skip(at, kind, reason);
    } else {
      m.skip(at, 'no-equivalent', 'an option of the Docusaurus docs plugin that mysite does not have');
    }
  }
  // Without sidebarPath Docusaurus generates the sidebar from the folders, even beside a sidebars file mysite would read.
  if (sidebarPath === undefined && ['sidebars.ts', 'sidebars.js'].some((f) => existsSync(join(siteDir, f)))) {
    m.set([...target, 'sidebarPath'], false, keyPath(path, 'sidebarPath'));
    m.adjust(
      keyPath(path, 'sidebarPath'),
      'not set, so Docusaurus generates the sidebar from the folders: written as false, or mysite would read the sidebars file beside the config',
    );
  }
  const mapped = { path: docsPath, routeBasePath, sidebarPath, from: path };
  if (id === DEFAULT_DOCS_ID) ctx.docs = mapped;
  else (ctx.docsSections ??= new Map()).set(id, mapped);
}

/** Per-version options keep their names; `versions: { current: { label } }` on a site without versions.json is mysite's `versionLabel`. */
function mapVersions(ctx: MapContext, value: Plain, at: string, target: string[], prefix: string): void {
  const { m } = ctx;
  const versions = m.take(at, value, OBJECT);
  if (versions === undefined) return;
  const current = isPlainObject(versions.current) ? versions.current : undefined;
  const single = current && Object.keys(versions).length === 1 && !existsSync(join(ctx.siteDir, `${prefix}versions.json`));
  for (const [name, options] of Object.entries(versions)) {
    const path = keyPath(at, name);
    const given = m.take(path, options, OBJECT);
    if (given === undefined) continue;
    for (const [key, v] of Object.entries(given)) {
      const keyAt = keyPath(path, key);
      if (single && key === 'label') {
        const label = m.take(keyAt, v, STRING);
        if (label !== undefined) m.set([...target, 'versionLabel'], label, keyAt);
      } else if (key === 'label' || key === 'path') {
        const text = m.take(keyAt, v, STRING);
        if (text !== undefined) m.set([...target, 'versions', name, key], key === 'path' ? text.replace(/^\/+|\/+$/g, '') : text, keyAt);
      } else if (key === 'badge' || key === 'noIndex') {
        const flag = m.take(keyAt, v, BOOLEAN);
        if (flag !== undefined) m.set([...target, 'versions', name, key], flag, keyAt);
      } else if (key === 'banner') {
        const banner = m.take(keyAt, v, BANNER);
        if (banner !== undefined) m.set([...target, 'versions', name, 'banner'], banner, keyAt);
      } else m.skip(keyAt, 'no-equivalent', 'mysite styles versions through the theme (a CSS class per version is not set)');
    }
  }
}

const BANNER = {
  test: (v: Plain | undefined) => v === 'unreleased' || v === 'unmaintained' || v === 'none',
  what: "'unreleased', 'unmaintained' or 'none'",
} as Accept<'unreleased' | 'unmaintained' | 'none'>;
