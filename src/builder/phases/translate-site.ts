/**
 * Translate: a translated site's locale, once its routes are resolved. Its
 * sidebar category labels (in the sidebars, the breadcrumbs, generated index
 * pages and the links to categories' pages), the notice on pages it has no
 * translation of, and where its blog list pages' and docs pages' locale menus
 * lead (the same list or doc in the others, maybe at another path).
 */
import { hasBlogListPages, linkBlogListPages } from '../../i18n/blog-locale-paths.js';
import { translateCategoryPages } from '../../i18n/category-page-translations.js';
import { type LocaleBlogsMemo, otherLocalesBlogs } from '../../i18n/locale-blog-pages.js';
import { type LocaleDocsMemo, linkDocPages, otherLocalesDocPaths } from '../../i18n/locale-doc-paths.js';
import type { LocaleView } from '../../i18n/locale-view.js';
import { categoryLabels, sidebarSections, translateBreadcrumbs, translateSidebars } from '../../i18n/sidebar-translations.js';
import { markUntranslated } from '../../i18n/untranslated.js';
import type { ResolvedSite } from './resolve-site.js';
import type { RunContext } from './run-context.js';

/** What the menus read of the other locales (their blogs, their docs), shared by a `mysite build`'s builders. */
export interface OtherLocalesMemo {
  blogs: LocaleBlogsMemo;
  docs: LocaleDocsMemo;
}

export async function translateSite(run: RunContext, site: ResolvedSite, view: LocaleView, memo: OtherLocalesMemo | undefined): Promise<void> {
  const { siteDir, config } = run;
  const texts = categoryLabels(siteDir, view.locale.name, sidebarSections(siteDir, config));
  // From the sidebars as the content makes them, which tell where each category's page is.
  translateCategoryPages(site.routes, site.sidebars, texts);
  site.sidebars = translateSidebars(site.sidebars, texts.label);
  translateBreadcrumbs(site.routes, texts.label);
  if (view.overlay) site.sidebars = markUntranslated(site.routes, site.sidebars, view.overlay, view.locales[0]!);
  if (hasBlogListPages(site.routes)) {
    linkBlogListPages(site.routes, config.blogs, await otherLocalesBlogs(view, siteDir, run.build.mode, memo?.blogs));
  }
  // From the routes as the content makes them (the docs source's own paths), before any other step moves them.
  linkDocPages(site.routes, await otherLocalesDocPaths(view, siteDir, memo?.docs), (file) => view.overlay?.original(file) ?? file);
}
