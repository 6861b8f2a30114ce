/**
 * The texts the engine writes into pages (page titles and descriptions,
 * reading time), by message id, in English. Ids are the theme's (Docusaurus's
 * where it has one), so a site's `i18n/<locale>/code.json` translates them
 * with the theme's texts; `mysite write-translations` lists them too. Plural
 * messages hold their forms separated by `|` (core/plural.ts).
 */
export const ENGINE_MESSAGES = {
  'theme.blog.post.plurals': 'One post|{count} posts',
  'theme.blog.post.readingTime.plurals': 'One min read|{readingTime} min read',
  'theme.blog.list.pageTitle': '{title} – Page {page}',
  'theme.blog.list.pageDescription': '{description} (page {page} of {count})',
  'theme.tags.tagsListLabel': 'Tags:',
  'theme.blog.archive.title': 'Archive',
  'theme.blog.archive.pageDescription': 'Every post of {blog}, by year.',
  'theme.blog.tagTitle': '{nPosts} tagged with "{tagName}"',
  'theme.tags.tagsPageTitle': 'Tags',
  'theme.tags.pageDescription': 'The tags of {blog}, with the number of posts under each.',
  // The docs' tag pages (content/sources/docs-tags.ts).
  'theme.docs.tagDocListPageTitle.nDocsTagged': 'One doc tagged|{count} docs tagged',
  'theme.docs.tagDocListPageTitle': '{nDocsTagged} with "{tagName}"',
  'theme.docs.tagsPageDescription': 'The tags of the docs, with the number of docs under each.',
  'theme.tags.tagsPageLink': 'View All Tags',
  // Before a tag's number of docs on the tags list, for screen readers.
  'theme.tags.docsCount': ', docs: ',
  'theme.blog.author.pageTitle': '{authorName} - {nPosts}',
  'theme.blog.author.pageDescription': '{nPosts} by {authorName} in {blog}.',
  'theme.blog.author.pageDescriptionWithTitle': '{nPosts} by {authorName} ({authorTitle}) in {blog}.',
  'theme.blog.authorsList.pageTitle': 'Authors',
  'theme.blog.authorsList.pageDescription': 'The people who write {blog}.',
  // An author's link to a profile: its accessible name ("Ana on GitHub").
  'theme.blog.author.socialLink': '{name} on {platform}',
  // A sub-category's entry on a generated index page, when its category has no description.
  'theme.docs.DocCard.categoryDescription.plurals': '1 item|{count} items',
  // The API introduction's table of contents: the theme's headings (ApiIntroLayout).
  'theme.api.server': 'Server',
  'theme.api.servers': 'Servers',
  'theme.api.authentication': 'Authentication',
  'theme.api.operations': 'Operations',
  'theme.NotFound.title': 'Page Not Found',
  'theme.NotFound.description': 'There is no page at this address.',
  'theme.SearchPage.description': 'Search every page of the site.',
  // The docs folder's version label, unless the config names it (docs.versionLabel, docs.versions.current.label).
  'theme.version.current': 'Next',
  // The search results' groups of the docs and of the other pages, unless search.sections names them.
  'theme.SearchDialog.group.docs': 'Docs',
  'theme.SearchDialog.group.pages': 'Pages',
} as const;

export type EngineMessageId = keyof typeof ENGINE_MESSAGES;
