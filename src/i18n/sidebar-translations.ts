/**
 * The docs sidebars' category labels in a locale, from the files Docusaurus's
 * `write-translations` makes: `i18n/<locale>/docusaurus-plugin-content-docs/current.json`
 * for the docs folder and `version-<v>.json` for a released version, with
 * keys `sidebar.<sidebar>.category.<label>`. `<sidebar>` is the sidebar's
 * name in sidebars.js, or `docs` for the sidebar made from the folders.
 * A doc's breadcrumbs are the categories above it in its sidebar, so they
 * take the same labels. A docs section other than the default has its own
 * folder, `docusaurus-plugin-content-docs-<id>/` (config/sections.ts), and
 * its own versions.
 */
import type { DocPageData } from '../core/page-data/doc.js';
import type { Route, SidebarItem } from '../core/types.js';
import type { Messages } from '../core/messages.js';
import { readMessagesFile } from '../config/translations.js';
import type { SiteConfig } from '../config/schema.js';
import { docsSpecs } from '../config/sections.js';
import { readVersionNames } from '../content/sources/docs-versions.js';
import type { ThemeConfigMessage } from './theme-config-translations.js';

/** Where a docs section's sidebars' texts are: its sidebar ids' start, its translations folder, its versions. */
export interface SidebarSection {
  sidebarBase: string;
  i18nFolder: string;
  versions: string[];
}

/** The site's docs sections as their sidebars' translations need them. */
export function sidebarSections(siteDir: string, config: Pick<SiteConfig, 'docs'>): SidebarSection[] {
  return docsSpecs(config).map((spec) => ({
    sidebarBase: spec.sidebarBase,
    i18nFolder: spec.i18nFolder,
    versions: readVersionNames(siteDir, spec.versionsPrefix) ?? [],
  }));
}

/** The file of a version's sidebar texts, relative to the site (`current` is the docs folder); `folder`: the section's. */
export function sidebarTranslationsFile(locale: string, version: string, folder = 'docusaurus-plugin-content-docs'): string {
  return `i18n/${locale}/${folder}/${version === 'current' ? 'current' : `version-${version}`}.json`;
}

/**
 * A built sidebar id → its section's file, its version and its name in the
 * translation keys: `<base>` for the sidebar made from the folders (named
 * `docs`), `<base>-<name>` for an explicit one, either after
 * `version-<v>-` for a released version (docs-navigation.ts, docs-version-links.ts).
 */
function sidebarPlace(id: string, sections: SidebarSection[]): { file: (locale: string) => string; name: string } | undefined {
  for (const section of [...sections].sort((x, y) => y.sidebarBase.length - x.sidebarBase.length)) {
    const version = section.versions.find((v) => id.startsWith(`version-${safe(v)}-`));
    const own = version ? id.slice(`version-${safe(version)}-`.length) : id;
    if (own !== section.sidebarBase && !own.startsWith(`${section.sidebarBase}-`)) continue;
    const name = own === section.sidebarBase ? 'docs' : own.slice(section.sidebarBase.length + 1);
    return { file: (locale) => sidebarTranslationsFile(locale, version ?? 'current', section.i18nFolder), name };
  }
  return undefined;
}

function safe(name: string): string {
  return name.replace(/[^\w-]+/g, '-');
}

/** The category labels of the sidebars, by translation file and key, as write-translations writes them. */
export function sidebarMessages(
  sidebars: Record<string, SidebarItem[]>,
  locale: string,
  sections: SidebarSection[],
): Map<string, Map<string, ThemeConfigMessage>> {
  const files = new Map<string, Map<string, ThemeConfigMessage>>();
  for (const [id, items] of Object.entries(sidebars)) {
    // API sidebars (`api`, `api-<id>`) are no docs section's.
    const place = sidebarPlace(id, sections);
    if (!place) continue;
    const { name } = place;
    const file = place.file(locale);
    const messages = files.get(file) ?? new Map<string, ThemeConfigMessage>();
    files.set(file, messages);
    eachCategory(items, (label) =>
      messages.set(`sidebar.${name}.category.${label}`, { message: label, description: `The label for category ${label} in sidebar ${name}` }),
    );
  }
  return files;
}

/** A category's label in `locale`, by the id of the sidebar it is in; the label itself where no file translates it. */
export type CategoryLabel = (sidebarId: string, label: string) => string;

/** A category's texts in `locale`, by the id of the sidebar it is in and its label as the content gives it. */
export interface CategoryTexts {
  label: CategoryLabel;
  /**
   * Its generated index's title or description, where a file gives one
   * (`sidebar.<sidebar>.category.<label>.link.generated-index.title`, as
   * Docusaurus translates them).
   */
  index(sidebarId: string, label: string, part: 'title' | 'description'): string | undefined;
}

export function categoryLabels(siteDir: string, locale: string, sections: SidebarSection[]): CategoryTexts {
  const read = new Map<string, Messages>();
  const messagesOf = (file: string) => {
    if (!read.has(file)) read.set(file, readMessagesFile(siteDir, file));
    return read.get(file)!;
  };
  const text = (sidebarId: string, key: string) => {
    const place = sidebarPlace(sidebarId, sections);
    return place ? messagesOf(place.file(locale))[`sidebar.${place.name}.category.${key}`] : undefined;
  };
  return {
    label: (sidebarId, label) => text(sidebarId, label) ?? label,
    index: (sidebarId, label, part) => text(sidebarId, `${label}.link.generated-index.${part}`),
  };
}

/** The sidebars with their category labels in the locale. */
export function translateSidebars(sidebars: Record<string, SidebarItem[]>, labelOf: CategoryLabel): Record<string, SidebarItem[]> {
  return Object.fromEntries(Object.entries(sidebars).map(([id, items]) => [id, relabel(items, (label) => labelOf(id, label))]));
}

type Breadcrumbs = DocPageData['breadcrumbs'];

/** The breadcrumbs each doc route was made with: a route kept from the last build is translated from them again, not from its translation. */
const madeWith = new WeakMap<Route, Breadcrumbs>();

/** The docs' breadcrumbs with the category labels of their sidebar in the locale. */
export function translateBreadcrumbs(routes: Route[], labelOf: CategoryLabel): void {
  for (const route of routes) {
    if (route.layout !== 'doc' || !route.sidebarId) continue;
    const data = route.data as DocPageData;
    const original = madeWith.get(route) ?? data.breadcrumbs;
    if (!original || original.length === 0) continue;
    madeWith.set(route, original);
    const sidebarId = route.sidebarId;
    route.data = { ...data, breadcrumbs: original.map((crumb) => ({ ...crumb, label: labelOf(sidebarId, crumb.label) })) };
  }
}

function eachCategory(items: SidebarItem[], visit: (label: string) => void): void {
  for (const item of items) {
    if (item.type !== 'category') continue;
    visit(item.label);
    eachCategory(item.items, visit);
  }
}

function relabel(items: SidebarItem[], label: (label: string) => string): SidebarItem[] {
  return items.map((item) => (item.type === 'category' ? { ...item, label: label(item.label), items: relabel(item.items, label) } : item));
}
