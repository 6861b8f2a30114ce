/**
 * The navbar's search button, with its shortcut shown. It opens the search
 * dialog, as do Ctrl+K (⌘K on a Mac) and "/" outside a text field. The
 * dialog's code and the index load when the pointer rests on the button or
 * it gets focus, at the latest when it opens: none of it is in the page's
 * first-load script. Without JavaScript the button could not work: a link
 * to a web search of the site (DuckDuckGo, `site:`) takes its place, by CSS
 * keyed to `html.js`. If the dialog's code does not load, the link takes
 * the button's place, as without JavaScript, and gets the focus; the
 * shortcuts try the dialog again.
 */
import { useEffect, useRef, useState } from 'react';
import { retryImport, useSite, translate } from 'mysite-ssg/client';
import { LazyPart } from './LazyPart.js';

const loadDialog = retryImport(() => import('./SearchDialog.js'));
const loadSearchDialog = () => loadDialog().then((m) => m.SearchDialog);

function preload(baseUrl: string): void {
  loadDialog().then(
    (m) => m.preloadSearch?.(baseUrl),
    () => {},
  );
}

/** A web search restricted to the site (its host and base path), for readers without JavaScript. */
function webSearchUrl(url: string, baseUrl: string): string {
  const site = new URL(baseUrl, url);
  return `https://duckduckgo.com/?q=site%3A${encodeURIComponent(site.host + site.pathname)}`;
}

const SearchIcon = () => (
  <svg className="search-button-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

function isTextField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
}

export function Search() {
  const site = useSite();
  const [open, setOpen] = useState(false);
  // The dialog's code did not load: the web search link stands in for the button.
  const [failed, setFailed] = useState(false);
  const fallback = useRef<HTMLAnchorElement>(null);
  const [mac, setMac] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  const show = () => {
    if (!returnTo.current) returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    preload(site.baseUrl);
    setFailed(false);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    const target = returnTo.current?.isConnected ? returnTo.current : button.current;
    returnTo.current = null;
    target?.focus();
  };

  useEffect(() => {
    if (!site.search) return;
    setMac(/Mac|iPhone|iPad/.test(navigator.platform));
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing || e.altKey) return;
      const modK = e.key.toLowerCase() === 'k' && (e.metaKey || e.ctrlKey) && !e.shiftKey;
      const slash = e.key === '/' && !e.metaKey && !e.ctrlKey && !isTextField(e.target);
      if (!modK && !slash) return;
      e.preventDefault();
      show();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [site.search]);

  useEffect(() => {
    if (!failed) return;
    setOpen(false);
    returnTo.current = null;
    fallback.current?.focus();
  }, [failed]);

  if (!site.search) return null;
  return (
    <>
      {/* The button's class shows it as the button is shown, where it stands in for it. */}
      <a ref={fallback} className={failed ? 'search-fallback search-button' : 'search-fallback'} href={webSearchUrl(site.url, site.baseUrl)} rel="search">
        <SearchIcon />
        <span className="search-button-label">
          {translate('theme.SearchBar.label', 'Search')}
          <span className="visually-hidden">{translate('theme.SearchBar.web', ' this site on DuckDuckGo')}</span>
        </span>
      </a>
      {failed ? null : (
        <button
          ref={button}
          type="button"
          className="search-button"
          aria-keyshortcuts={mac ? 'Meta+K /' : 'Control+K /'}
          onClick={show}
          onPointerEnter={() => preload(site.baseUrl)}
          onFocus={() => preload(site.baseUrl)}
        >
          <SearchIcon />
          <span className="search-button-label">{translate('theme.SearchBar.label', 'Search')}</span>
          <kbd className="search-button-keys" aria-hidden="true">
            {mac ? '⌘ K' : 'Ctrl K'}
          </kbd>
        </button>
      )}
      {open ? <LazyPart load={loadSearchDialog} props={{ onClose: close }} failed={() => <FailedLoad onFailed={() => setFailed(true)} />} /> : null}
    </>
  );
}

/** Rendered in the dialog's place when its code did not load: tells the search button once. */
function FailedLoad({ onFailed }: { onFailed: () => void }) {
  useEffect(onFailed, []);
  return null;
}
