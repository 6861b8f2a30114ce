/**
 * The docs sidebars' category labels in a locale, from the files Docusaurus's
 * `write-translations` makes: `i18n/<locale>/docusaurus-plugin-content-docs/current.json`
 * for the docs folder and `version-<v>.json` for a released version, with
 * keys `sidebar.<sidebar>.category.<label>`. `<sidebar>` is the sidebar's
 * name in sidebars.js, or `docs` for the sidebar made from the folders.
 */
import type { SidebarItem } from '../core/types.js';
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

/** The sidebars with their category labels in `locale`, where its files translate them. */
export function translateSidebars(sidebars: Record<string, SidebarItem[]>, siteDir: string, locale: string, versions: string[]): Record<string, SidebarItem[]> {
  const read = new Map<string, Messages>();
  const messagesOf = (version: string) => {
    const file = sidebarTranslationsFile(locale, version);
    if (!read.has(file)) read.set(file, readMessagesFile(siteDir, file));
    return read.get(file)!;
  };
  return Object.fromEntries(
    Object.entries(sidebars).map(([id, items]) => {
      const { version, name } = sidebarPlace(id, versions);
      const messages = messagesOf(version);
      return [id, Object.keys(messages).length ? relabel(items, (label) => messages[`sidebar.${name}.category.${label}`] ?? label) : items];
    }),
  );
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
