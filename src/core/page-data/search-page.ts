/** What the search page's layout is given: where a reader without JavaScript can go instead. */
export interface SearchPageData {
  /** The site's sitemap.xml, as a path of this site (`withBase` gives its URL). */
  sitemap: string;
  /** The route of the docs' first page, when the site has docs. */
  docsHome?: string;
}
