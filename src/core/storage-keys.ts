/**
 * localStorage keys, shared by the head script (before first paint), the
 * client runtime and the theme, so they can never drift apart; and the one
 * way the browser code reads and writes them.
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

/**
 * The key of the docs version a reader chose, one per docs section, as
 * Docusaurus keys the preferred version by plugin id: the default section's
 * is `STORAGE_KEYS.docsVersion`, another's that key and `.<id>`, so a
 * choice in one section does not change another's menu.
 */
export function docsVersionKey(section?: string): string {
  return section === undefined || section === 'default' ? STORAGE_KEYS.docsVersion : `${STORAGE_KEYS.docsVersion}.${section}`;
}

/**
 * The visitor's stored choice under `key`, or null. Storage can be missing
 * or blocked (private mode, a locked-down browser): that reads as no choice.
 */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores a choice; false when storage is unavailable (the choice then holds for this page view only). */
export function store(key: string, value: string): boolean {
  try {
    localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
