/**
 * localStorage keys, shared by the head script (before first paint), the
 * client runtime and the theme, so they can never drift apart.
 */
export const STORAGE_KEYS = {
  /** 'light' | 'dark': the visitor's colour mode. */
  theme: 'theme',
  /** Id of the announcement bar the visitor dismissed. */
  announcement: 'mysite.announcement.dismissed',
  /** + group id: the chosen tab of a tab group. */
  tabsPrefix: 'mysite.tabs.',
  /** The docs version the visitor chose. */
  docsVersion: 'mysite.docs.version',
  /** The reader's last searches, newest first (JSON array of strings). */
  recentSearches: 'mysite.search.recent',
} as const;
