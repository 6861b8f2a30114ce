/**
 * The navbar's and footer's texts in a locale, from the files Docusaurus's
 * `write-translations` makes: `i18n/<locale>/docusaurus-theme-classic/navbar.json`
 * (`title`, `logo.alt`, `item.label.<label>`, a dropdown's links included) and `footer.json`
 * (`link.title.<title>`, `link.item.label.<label>`, `copyright`, `logo.alt`).
 * A text a file lacks stays as the config has it.
 */
import type { SiteConfig } from '../config/schema.js';
import { readMessagesFile } from '../config/translations.js';

const THEME_TRANSLATIONS_DIR = 'docusaurus-theme-classic';

export function navbarFile(locale: string): string {
  return `i18n/${locale}/${THEME_TRANSLATIONS_DIR}/navbar.json`;
}

export function footerFile(locale: string): string {
  return `i18n/${locale}/${THEME_TRANSLATIONS_DIR}/footer.json`;
}

/** A message of the file: its text and what it is, for translators. */
export interface ThemeConfigMessage {
  message: string;
  description: string;
}

/** The navbar's texts by id, as write-translations writes them. */
export function navbarMessages(navbar: SiteConfig['navbar']): Map<string, ThemeConfigMessage> {
  const messages = new Map<string, ThemeConfigMessage>();
  if (navbar.title) messages.set('title', { message: navbar.title, description: 'The title in the navbar' });
  if (navbar.logo) messages.set('logo.alt', { message: navbar.logo.alt, description: 'The alt text of navbar logo' });
  // A dropdown's links are items too, under the same key form (as Docusaurus lists them).
  for (const item of navbar.items.flatMap((i) => [i, ...(i.items ?? [])])) {
    if (item.label && !('type' in item && item.type === 'localeDropdown'))
      messages.set(`item.label.${item.label}`, { message: item.label, description: `Navbar item with label ${item.label}` });
  }
  return messages;
}

/** The footer's texts by id, as write-translations writes them. */
export function footerMessages(footer: SiteConfig['footer']): Map<string, ThemeConfigMessage> {
  const messages = new Map<string, ThemeConfigMessage>();
  for (const column of footer.columns) {
    messages.set(`link.title.${column.title}`, {
      message: column.title,
      description: `The title of the footer links column with title=${column.title} in the footer`,
    });
    for (const item of column.items) {
      messages.set(`link.item.label.${item.label}`, {
        message: item.label,
        description: `The label of footer link with label=${item.label} linking to ${item.href}`,
      });
    }
  }
  if (footer.copyright) messages.set('copyright', { message: footer.copyright, description: 'The footer copyright' });
  return messages;
}

/** The navbar and footer of `config` in `locale`: each text its file translates, replaced. */
export function translateThemeConfig(config: SiteConfig, siteDir: string, locale: string): Pick<SiteConfig, 'navbar' | 'footer'> {
  const nav = readMessagesFile(siteDir, navbarFile(locale));
  const foot = readMessagesFile(siteDir, footerFile(locale));
  const { navbar, footer } = config;
  return {
    navbar: {
      ...navbar,
      ...(navbar.title ? { title: nav.title ?? navbar.title } : {}),
      ...(navbar.logo ? { logo: { ...navbar.logo, alt: nav['logo.alt'] ?? navbar.logo.alt } } : {}),
      items: navbar.items.map((item) => {
        const label = item.label ? { label: nav[`item.label.${item.label}`] ?? item.label } : {};
        const items = item.items?.map((link) => ({ ...link, label: nav[`item.label.${link.label}`] ?? link.label }));
        return { ...item, ...label, ...(items ? { items } : {}) };
      }),
    },
    footer: {
      ...footer,
      columns: footer.columns.map((column) => ({
        ...column,
        title: foot[`link.title.${column.title}`] ?? column.title,
        items: column.items.map((item) => ({ ...item, label: foot[`link.item.label.${item.label}`] ?? item.label })),
      })),
      ...(footer.copyright ? { copyright: foot.copyright ?? footer.copyright } : {}),
    },
  };
}
