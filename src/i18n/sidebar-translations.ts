/**
 * The docs sidebars' category labels in a locale, from the files Docusaurus's
 * `write-translations` makes: `i18n/<locale>/docusaurus-plugin-content-docs/current.json`
 * for the docs folder and `version-<v>.json` for a released version, with
 * keys `sidebar.<sidebar>.category.<label>`. `<sidebar>` is the sidebar's
 * name in sidebars.js, or `docs` for the sidebar made from the folders.
 * A doc's breadcrumbs are the categories above it in its sidebar, so they
 * take the same labels.
 */
import type { DocPageData } from '../core/page-data/doc.js';
import type { Route, SidebarItem } from '../core/types.js';
import type { Messages } from '../core/messages.js';
import { readMessagesFile } from '../config/translations.js';
import type { ThemeConfigMessage } from './theme-config-translations.js';

const DOCS_PLUGIN_DIR = 'docusaurus-plugin-content-docs';
/** How the build names an explicit sidebar (docs-navigation.ts): `docs-<name>`. */
const EXPLICIT_PREFIX = 'docs-';

/** The file of a version's sidebar texts, relative to the site (`current` is the docs folder). */
export function sidebarTranslationsFile(locale: string, version: string): string {
  return `i18n/${locale}/${DOCS_PLUGIN_DIR}/${version === 'current' ? 'current' : `version-${version}`}.json`;
}

/** A built sidebar id → its version and its name in the translation keys. */
function sidebarPlace(id: string, versions: string[]): { version: string; name: string } {
  const version = versions.find((v) => id.startsWith(`version-${safe(v)}-`));
  const own = version ? id.slice(`version-${safe(version)}-`.length) : id;
  return { version: version ?? 'current', name: own.startsWith(EXPLICIT_PREFIX) ? own.slice(EXPLICIT_PREFIX.length) : own };
}

function safe(name: string): string {
  return name.replace(/[^\w-]+/g, '-');
}

/** The category labels of the sidebars, by translation file and key, as write-translations writes them. */
export function sidebarMessages(sidebars: Record<string, SidebarItem[]>, locale: string, versions: string[]): Map<string, Map<string, ThemeConfigMessage>> {
  const files = new Map<string, Map<string, ThemeConfigMessage>>();
  for (const [id, items] of Object.entries(sidebars)) {
    if (id === 'api' || id.startsWith('api-')) continue;
    const { version, name } = sidebarPlace(id, versions);
    const file = sidebarTranslationsFile(locale, version);
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

export function categoryLabels(siteDir: string, locale: string, versions: string[]): CategoryLabel {
  const read = new Map<string, Messages>();
  const messagesOf = (version: string) => {
    const file = sidebarTranslationsFile(locale, version);
    if (!read.has(file)) read.set(file, readMessagesFile(siteDir, file));
    return read.get(file)!;
  };
  return (sidebarId, label) => {
    const { version, name } = sidebarPlace(sidebarId, versions);
    return messagesOf(version)[`sidebar.${name}.category.${label}`] ?? label;
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
