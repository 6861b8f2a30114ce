/**
 * `siteConfig.themeConfig` in Docusaurus's field names (theme-classic's
 * documented shape), made from mysite's config, so that a migrated site's
 * components that read `useThemeConfig()` find what they read in
 * Docusaurus: `navbar` (`title`, `logo`, `hideOnScroll`, `items` with
 * `aria-label`), `footer` (`style`, `links` as columns of `{ label, to }` /
 * `{ label, href }` / `{ html }`, `copyright`), `colorMode`,
 * `announcementBar`, `prism` (the magic comments mysite reads; no Prism
 * themes, since mysite highlights with Shiki), `docs` (`versionPersistence`,
 * `sidebar`), `metadata` (the config's `<meta>` head tags), `tableOfContents`
 * and `image`.
 */
import type { NavbarDropdownLink, NavbarItem, SiteConfig } from '../../config/schema.js';

export function docusaurusThemeConfig(config: SiteConfig): Record<string, unknown> {
  const { navbar, footer } = config;
  return {
    navbar: {
      ...(navbar.title === undefined ? {} : { title: navbar.title }),
      ...(navbar.logo ? { logo: navbar.logo } : {}),
      hideOnScroll: false,
      items: navbar.items.map(navbarItem),
    },
    footer: {
      style: 'light',
      links: footer.columns.map((column) => ({
        title: column.title,
        items: [
          ...column.items.map(({ label, href }) => (href.startsWith('/') ? { label, to: href } : { label, href })),
          ...(column.html ? [{ html: column.html }] : []),
        ],
      })),
      ...(footer.copyright === undefined ? {} : { copyright: footer.copyright }),
    },
    colorMode: config.colorMode,
    ...(config.announcementBar ? { announcementBar: config.announcementBar } : {}),
    prism: {
      additionalLanguages: [],
      // The comments mysite's code blocks read (markdown/plugins/magic-comments.ts), its class for the lines they mark.
      magicComments: [{ className: 'highlighted', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }],
    },
    docs: { versionPersistence: 'localStorage', sidebar: { hideable: false, autoCollapseCategories: false } },
    metadata: config.headTags.filter((tag) => tag.tagName === 'meta').map((tag) => tag.attributes),
    tableOfContents: config.tableOfContents,
    ...(config.image ? { image: config.image } : {}),
  };
}

/** A navbar item as Docusaurus's: its own keys, `aria-label` for `ariaLabel`; mysite's `icon` has no Docusaurus key and is left out. */
function navbarItem(item: NavbarItem | NavbarDropdownLink): Record<string, unknown> {
  const { ariaLabel, icon: _icon, ...rest } = item as NavbarItem;
  const out: Record<string, unknown> = { ...rest };
  if (ariaLabel !== undefined) out['aria-label'] = ariaLabel;
  if ('items' in item && item.items) out.items = item.items.map(navbarItem);
  return out;
}
