/**
 * The search page (`/search?q=…`): a search box and its results, from the
 * index the navbar's dialog reads. The query is read from the address when
 * the page opens (and when the reader goes back or forward) and kept there
 * as it is typed (replaced, not pushed: one history entry per visit).
 * Without JavaScript nothing could search: the page says so and offers the
 * sitemap and the docs' first page instead, by CSS keyed to `html.js`.
 */
import { useEffect, useState } from 'react';
import { Link, readStored, STORAGE_KEYS, type LayoutProps, type SearchPageData, translate, useSite, withBase } from 'mysite-ssg/client';
import { openSearch, type SearchResults } from 'mysite-ssg/search';
import { Marked, SearchHitTitle } from '../components/SearchHitText.js';

/** More than the dialog's ten: the page has room, and is where a reader goes to look further. */
const LIMIT = 30;

type Status = 'idle' | 'loading' | 'ready' | 'error';

const queryOfAddress = () => new URLSearchParams(window.location.search).get('q') ?? '';

export default function SearchPageLayout({ page }: LayoutProps<SearchPageData>) {
  const { baseUrl } = useSite();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<SearchResults>();
  const [status, setStatus] = useState<Status>('idle');
  // Docs results keep to the version last read, as in the dialog.
  const [readVersion] = useState(() => (typeof window === 'undefined' ? undefined : (readStored(STORAGE_KEYS.docsVersion) ?? undefined)));
  const q = query.trim();
  const emptyTitle = translate('theme.SearchPage.emptyResultsTitle', 'Search the documentation');
  const title = q ? translate('theme.SearchPage.existingResultsTitle', 'Search results for “{query}”', { query: q }) : emptyTitle;

  useEffect(() => {
    const fromAddress = () => setQuery(queryOfAddress());
    fromAddress();
    window.addEventListener('popstate', fromAddress);
    return () => window.removeEventListener('popstate', fromAddress);
  }, []);

  // The address keeps the query, so the page can be reloaded, shared or bookmarked.
  useEffect(() => {
    if (q === queryOfAddress().trim()) return;
    const url = new URL(window.location.href);
    if (q) url.searchParams.set('q', q);
    else url.searchParams.delete('q');
    history.replaceState(history.state, '', url);
  }, [q]);

  // The document's title follows the heading; the site's name after it is kept as the page was given it.
  useEffect(() => {
    const given = document.title;
    document.title = given.startsWith(emptyTitle) ? title + given.slice(emptyTitle.length) : title;
    return () => {
      document.title = given;
    };
  }, [title, emptyTitle]);

  useEffect(() => {
    if (!q) {
      setResults(undefined);
      setStatus('idle');
      return;
    }
    let current = true;
    setStatus((s) => (s === 'ready' ? s : 'loading'));
    openSearch(baseUrl)
      .then((search) => search.search(q, LIMIT, readVersion))
      .then(
        (found) => {
          if (!current) return;
          setResults(found);
          setStatus('ready');
        },
        () => current && setStatus('error'),
      );
    return () => {
      current = false;
    };
  }, [q, baseUrl, readVersion]);

  const count = status === 'ready' ? (results?.groups.reduce((n, g) => n + g.hits.length, 0) ?? 0) : 0;
  const message =
    status === 'loading'
      ? translate('theme.SearchDialog.loading', 'Loading the search index…')
      : status === 'error'
        ? translate('theme.SearchDialog.unavailable', 'Search is unavailable: the index could not be loaded. Check your connection and try again.')
        : status === 'ready'
          ? count === 0
            ? translate('theme.SearchDialog.noResults', 'No results for “{query}”.', { query: results?.query ?? q })
            : count === 1
              ? translate('theme.SearchDialog.oneResult', 'One result')
              : translate('theme.SearchDialog.results', '{count} results', { count })
          : '';

  return (
    <main id="main" className="search-page" tabIndex={-1}>
      <h1>{title}</h1>
      <form role="search" className="search-page-form" onSubmit={(e) => e.preventDefault()}>
        <input
          className="search-page-input"
          type="search"
          name="q"
          aria-label={translate('theme.SearchDialog.inputLabel', 'Search the site')}
          placeholder={translate('theme.SearchDialog.placeholder', 'Search docs, API, blog…')}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </form>
      <div className="search-page-no-js">
        <p>{translate('theme.SearchPage.noJavaScript', 'Search runs in your browser and needs JavaScript, which is turned off or did not load.')}</p>
        <ul>
          <li>
            <a href={withBase(baseUrl, page.data.sitemap)}>{translate('theme.SearchPage.sitemap', 'Every page, in the sitemap')}</a>
          </li>
          {page.data.docsHome ? (
            <li>
              <Link to={page.data.docsHome}>{translate('theme.SearchPage.docsHome', 'The documentation’s first page')}</Link>
            </li>
          ) : null}
        </ul>
      </div>
      <p role="status" className="search-page-status" data-results-for={status === 'ready' ? results?.query : undefined}>
        {message}
      </p>
      {status === 'ready'
        ? results?.groups.map((group) => (
            <section key={group.label} className="search-page-group">
              <h2>{group.label}</h2>
              <ol>
                {group.hits.map((hit) => (
                  <li key={`${hit.route}#${hit.anchor ?? ''}`}>
                    <Link to={hit.anchor ? `${hit.route}#${hit.anchor}` : hit.route} className="search-page-hit">
                      <SearchHitTitle hit={hit} />
                    </Link>
                    <p className="search-hit-excerpt">
                      <Marked parts={hit.excerpt} />
                    </p>
                  </li>
                ))}
              </ol>
            </section>
          ))
        : null}
    </main>
  );
}
