/**
 * The navbar's menu of locales (`type: 'localeDropdown'`): this page in each
 * locale of the site (where a locale has it at another path, or lacks it, the
 * page's `head.localePaths` says where to go), as a disclosure of plain links, like the docs version
 * menu, so it works without JavaScript. Each locale is a site of its own, so
 * a choice loads the page (the router leaves links with `hreflang` alone).
 */
import { translate, usePage, usePageHref, useSite, type SiteData } from 'mysite-ssg/client';
import { DropdownMenu } from './dropdown-menu.js';

export function LocaleDropdown({ path, label, className }: { path: string; label?: string; className: string }) {
  const { locales } = useSite();
  // Where this page is in a locale that has it at another path, or lacks it (blog list pages: i18n/blog-locale-paths.ts).
  const elsewhere = usePage().head.localePaths;
  if (!locales || locales.length < 2) return null;
  const current = locales.find((l) => l.current) ?? locales[0]!;
  return (
    <DropdownMenu
      className="version-dropdown locale-dropdown"
      summary={
        <summary className={className} aria-label={translate('theme.navbar.localeDropdown.ariaLabel', 'Language: {locale}', { locale: current.label })}>
          {label ?? current.label}
        </summary>
      }
    >
      {locales.map((l) => (
        <li key={l.name}>
          <LocaleMenuItem locale={l} path={elsewhere?.[l.name]?.path ?? path} />
        </li>
      ))}
    </DropdownMenu>
  );
}

type SiteLocale = NonNullable<SiteData['locales']>[number];

/** This page in the locale's site, spelt as the site spells its pages (trailingSlash). */
function LocaleMenuItem({ locale, path }: { locale: SiteLocale; path: string }) {
  return (
    <a
      href={usePageHref(path, locale.baseUrl)}
      hrefLang={locale.htmlLang}
      lang={locale.htmlLang}
      className={locale.current ? 'version-menu-item active' : 'version-menu-item'}
      aria-current={locale.current ? 'page' : undefined}
    >
      {locale.label}
    </a>
  );
}
