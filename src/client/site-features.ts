/**
 * What some sites' pages use and others' never do, fixed when the theme is
 * bundled: the bundler gives this module the site's value
 * (theme/site-features.ts), so a theme's code behind a `false` is left out
 * of the bundle. True as written, for any bundle that does not set it.
 */

/** The pages folder holds Markdown or MDX pages (the `markdownPage` layout). */
export const SITE_HAS_MARKDOWN_PAGES: boolean = true;

/** The site has a search page (the config's `search.page`): its layout (`search`). */
export const SITE_HAS_SEARCH_PAGE: boolean = true;
