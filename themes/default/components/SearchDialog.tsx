/**
 * The search dialog: a modal `<dialog>` holding a combobox (the query) and
 * its listbox of results, grouped by part of the site, each with the page
 * title, the section heading and an excerpt, matched words marked (the
 * WAI-ARIA combobox pattern: focus stays in the input, arrows move the
 * active option, Enter opens it, Escape closes). With an empty query it
 * offers the reader's recent searches. Results are links: a click, or
 * Enter, navigates like any link of the site.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { readStored, STORAGE_KEYS, store, usePageHref, useSite, translate } from 'mysite-ssg/client';
import { openSearch, type SearchClient, type SearchHit, type SearchResults } from 'mysite-ssg/search';
import { Marked, SearchHitTitle } from './SearchHitText.js';

const RECENT = 5;

/** Starts loading the index before the dialog opens (the button calls it on hover and focus). */
export function preloadSearch(baseUrl: string): void {
  openSearch(baseUrl).catch(() => {}); // the dialog reports a failure when it opens
}

function readRecent(): string[] {
  try {
    const list: unknown = JSON.parse(readStored(STORAGE_KEYS.recentSearches) ?? '[]');
    return Array.isArray(list) ? list.filter((q): q is string => typeof q === 'string').slice(0, RECENT) : [];
  } catch {
    return []; // not a list: written by something else
  }
}

function remember(query: string): void {
  store(STORAGE_KEYS.recentSearches, JSON.stringify([query, ...readRecent().filter((q) => q !== query)].slice(0, RECENT)));
}

type Status = 'idle' | 'loading' | 'ready' | 'error';

export function SearchDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const options = useRef<(HTMLElement | null)[]>([]);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<SearchResults>();
  const [status, setStatus] = useState<Status>('idle');
  const [active, setActive] = useState(0);
  const [recent] = useState(readRecent);
  const [client, setClient] = useState<Promise<SearchClient>>();
  const { baseUrl } = useSite();
  // Docs results keep to the version being read unless the reader asks for all. Each doc page stores its
  // version (VersionDropdown), so the stored one is this page's, or the last one read; reading the page's
  // data here would move usePage into a chunk every page loads first.
  const [readVersion] = useState(() => readStored(STORAGE_KEYS.docsVersion) ?? undefined);
  const [allVersions, setAllVersions] = useState(false);
  const [versioned, setVersioned] = useState(false);

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    const opened = openSearch(baseUrl);
    opened.then(
      (search) => setVersioned(search.hasVersions()),
      () => {},
    );
    setClient(opened);
    return () => el?.close();
  }, [baseUrl]);

  useEffect(() => {
    const q = query.trim();
    if (!q || !client) {
      setResults(undefined);
      setStatus('idle');
      return;
    }
    let current = true;
    setStatus((s) => (s === 'ready' ? s : 'loading'));
    client
      .then((search) => search.search(q, 10, allVersions ? undefined : readVersion))
      .then(
        (found) => {
          if (!current) return;
          setResults(found);
          setActive(0);
          setStatus('ready');
        },
        () => current && setStatus('error'),
      );
    return () => {
      current = false;
    };
  }, [query, client, allVersions, readVersion]);

  const hits = results?.groups.flatMap((g) => g.hits) ?? [];
  const showRecent = !query.trim() && recent.length > 0;
  const count = showRecent ? recent.length : status === 'ready' ? hits.length : 0;
  const optionId = (i: number) => `${id}-option-${i}`;

  useEffect(() => {
    options.current[active]?.scrollIntoView({ block: 'nearest' });
  }, [active, results]);

  // The dialog stops being modal first, so the page can take the focus back.
  const close = () => {
    dialog.current?.close();
    onClose();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    // Handled here, not left to the dialog's cancel event: an input would first spend Escape on clearing itself.
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
      return;
    }
    if (count === 0) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : count - 1)) % count);
    } else if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
      e.preventDefault();
      options.current[active]?.click();
    }
  };

  const message =
    status === 'loading'
      ? translate('theme.SearchDialog.loading', 'Loading the search index…')
      : status === 'error'
        ? translate('theme.SearchDialog.unavailable', 'Search is unavailable: the index could not be loaded. Check your connection and try again.')
        : status === 'ready' && hits.length === 0
          ? // The query the shown results answer: the one typed may be newer, its results still coming.
            translate('theme.SearchDialog.noResults', 'No results for “{query}”.', { query: results?.query ?? query.trim() })
          : undefined;
  const announcement =
    status === 'ready' && hits.length > 0
      ? hits.length === 1
        ? translate('theme.SearchDialog.oneResult', 'One result')
        : translate('theme.SearchDialog.results', '{count} results', { count: hits.length })
      : (message ?? '');

  let index = 0;
  return (
    <dialog
      ref={dialog}
      className="search-dialog"
      aria-label={translate('theme.SearchBar.label', 'Search')}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      onClick={(e) => e.target === dialog.current && close()}
    >
      <div className="search-panel">
        <div className="search-header">
          <svg className="search-input-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            className="search-input"
            type="text"
            role="combobox"
            aria-label={translate('theme.SearchDialog.inputLabel', 'Search the site')}
            aria-expanded={count > 0}
            aria-controls={`${id}-listbox`}
            aria-autocomplete="list"
            aria-activedescendant={count > 0 ? optionId(active) : undefined}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            placeholder={translate('theme.SearchDialog.placeholder', 'Search docs, API, blog…')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onKeyDown}
            autoFocus
          />
          <button type="button" className="search-close" onClick={close}>
            {translate('theme.SearchDialog.close', 'Close')}
          </button>
        </div>
        {versioned && readVersion ? (
          <label className="search-versions">
            <input type="checkbox" checked={allVersions} onChange={(e) => setAllVersions(e.target.checked)} />
            {translate('theme.SearchDialog.allVersions', ' Search every docs version')}
          </label>
        ) : null}
        <div className="search-body">
          <div
            id={`${id}-listbox`}
            role="listbox"
            aria-label={showRecent ? translate('theme.SearchDialog.recent', 'Recent searches') : translate('theme.SearchDialog.resultsLabel', 'Search results')}
            className="search-results"
            // The query the shown results answer (tests and the benchmark wait for it).
            data-results-for={status === 'ready' ? results?.query : undefined}
          >
            {showRecent ? (
              <div role="group" aria-labelledby={`${id}-recent`}>
                <div role="presentation" id={`${id}-recent`} className="search-group-label">
                  Recent searches
                </div>
                {recent.map((q, i) => (
                  <div
                    key={q}
                    ref={(el) => void (options.current[i] = el)}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    className="search-option search-recent"
                    onClick={() => setQuery(q)}
                    onMouseMove={() => setActive(i)}
                  >
                    {q}
                  </div>
                ))}
              </div>
            ) : status === 'ready' ? (
              results?.groups.map((group, g) => (
                <div key={group.label} role="group" aria-labelledby={`${id}-group-${g}`}>
                  <div role="presentation" id={`${id}-group-${g}`} className="search-group-label">
                    {group.label}
                  </div>
                  {group.hits.map((hit) => {
                    const i = index++;
                    return (
                      <Result
                        key={i}
                        hit={hit}
                        id={optionId(i)}
                        selected={i === active}
                        setRef={(el) => void (options.current[i] = el)}
                        onChoose={() => {
                          remember(query.trim());
                          close();
                        }}
                        onHover={() => setActive(i)}
                      />
                    );
                  })}
                </div>
              ))
            ) : null}
          </div>
          {message ? <p className="search-message">{message}</p> : null}
        </div>
        <div className="search-footer" aria-hidden="true">
          <span>
            <kbd>↑</kbd> <kbd>↓</kbd> {translate('theme.SearchDialog.toMove', 'to move')}
          </span>
          <span>
            <kbd>Enter</kbd> {translate('theme.SearchDialog.toOpen', 'to open')}
          </span>
          <span>
            <kbd>Esc</kbd> {translate('theme.SearchDialog.toClose', 'to close')}
          </span>
        </div>
        <div role="status" className="visually-hidden">
          {announcement}
        </div>
      </div>
    </dialog>
  );
}

interface ResultProps {
  hit: SearchHit;
  id: string;
  selected: boolean;
  setRef: (el: HTMLAnchorElement | null) => void;
  onChoose: () => void;
  onHover: () => void;
}

function Result({ hit, id, selected, setRef, onChoose, onHover }: ResultProps) {
  const href = usePageHref(hit.anchor ? `${hit.route}#${hit.anchor}` : hit.route);
  return (
    <a
      ref={setRef}
      href={href}
      id={id}
      role="option"
      aria-selected={selected}
      tabIndex={-1}
      className="search-option search-hit"
      onClick={onChoose}
      onMouseMove={onHover}
    >
      <SearchHitTitle hit={hit} />
      <span className="search-hit-excerpt">
        <Marked parts={hit.excerpt} />
      </span>
    </a>
  );
}
