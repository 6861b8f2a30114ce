/**
 * Top navigation. Below 996 px the items move into a side menu opened by a
 * button; the menu closes when the visitor navigates or the window grows
 * to desktop width. The side menu is a modal dialog: focus moves into it,
 * stays in it, and goes back to the menu button when it is closed.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, retryImport, useBaseUrl, useSite, type NavbarItem, type PageChunk, translate } from 'mysite-ssg/client';
import { ColorModeToggle } from './ColorModeToggle.js';
import { BRAND_ICONS, CloseIcon, MenuIcon } from './Icons.js';
import { makeOutsideInert, trapTab } from './modal-focus.js';
import { LocaleDropdown } from './LocaleDropdown.js';
import { NavbarDropdown } from './NavbarDropdown.js';
import { NavbarVersionDropdown } from './NavbarVersionDropdown.js';
import { isActive } from './nav-active.js';
import { LazyPart } from './LazyPart.js';
import { Search } from './Search.js';

export const DESKTOP_MIN_WIDTH = 996;

/**
 * Loaded when the side menu first opens, not with the navbar: only pages with
 * a sidebar show it there, and their layouts have loaded it already.
 */
const loadSidebarChunk = retryImport(() => import('./DocSidebar.js'));
const loadDocSidebar = () => loadSidebarChunk().then((m) => m.DocSidebar);

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function NavItem({ item, page, className }: { item: NavbarItem; page: PageChunk; className: string }) {
  const { path } = page;
  if (item.type === 'localeDropdown') return <LocaleDropdown path={path} label={item.label} className={className} />;
  if (item.type === 'docsVersionDropdown')
    return <NavbarVersionDropdown page={page} label={item.label} className={className} docsPluginId={item.docsPluginId} />;
  if (item.type === 'dropdown') return <NavbarDropdown item={item} path={path} className={className} />;
  const Icon = item.icon ? BRAND_ICONS[item.icon] : undefined;
  const active = isActive(item, path);
  return (
    <Link
      to={item.to ?? item.href ?? '/'}
      className={`${className}${active ? ' active' : ''}${Icon && !item.label ? ' icon-only' : ''}`}
      aria-label={item.ariaLabel}
      title={item.title}
      aria-current={active && path === (item.to ?? '') ? 'page' : undefined}
    >
      {Icon ? <Icon className="navbar-icon" /> : null}
      {item.label ? <span>{item.label}</span> : null}
    </Link>
  );
}

export function Navbar({ page }: { page: PageChunk }) {
  const site = useSite();
  const { navbar } = site;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  /** Undoes `inert` on the rest of the page while the menu is open. */
  const restorePage = useRef<(() => void) | undefined>(undefined);
  /** Closed by the visitor (Escape, close button, backdrop): focus goes back to the menu button. */
  const closeMenu = () => {
    // The page stops being inert first: the menu button is part of it.
    restorePage.current?.();
    setMenuOpen(false);
    menuButton.current?.focus();
  };
  const logo = useBaseUrl(navbar.logo?.src ?? '/');
  const left = navbar.items.filter((i) => i.position === 'left');
  const right = navbar.items.filter((i) => i.position === 'right');

  // Close the side menu on navigation, freeing the page before the router focuses its main content.
  useIsoLayoutEffect(() => {
    restorePage.current?.();
    setMenuOpen(false);
  }, [page.path]);
  // ...and when the viewport reaches desktop width.
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
    const onChange = () => query.matches && setMenuOpen(false);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  useEffect(() => {
    document.body.classList.toggle('menu-open', menuOpen);
    const menu = dialog.current;
    if (!menuOpen || !menu || !layer.current) return;
    const restore = makeOutsideInert(layer.current);
    restorePage.current = restore;
    closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeMenu();
      else trapTab(e, menu);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      restore();
    };
  }, [menuOpen]);

  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label={translate('theme.navbar.mainAriaLabel', 'Main')}>
        <button
          ref={menuButton}
          type="button"
          className="navbar-menu-button"
          aria-label={translate('theme.navbar.openMenu', 'Open navigation menu')}
          aria-expanded={menuOpen}
          aria-controls="navbar-side-menu"
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </button>
        {/* With no title and no logo text, the link is named by the site's title. */}
        <Link to={site.homePath} className="navbar-brand" aria-label={navbar.title || navbar.logo?.alt ? undefined : site.title}>
          {navbar.logo ? <img src={logo} alt={navbar.logo.alt} width={navbar.logo.width ?? 32} height={navbar.logo.height ?? 32} /> : null}
          {navbar.title ? <span className="navbar-title">{navbar.title}</span> : null}
        </Link>
        <div className="navbar-items navbar-items-left">
          {left.map((item, i) => (
            <NavItem key={i} item={item} page={page} className="navbar-link" />
          ))}
        </div>
        <div className="navbar-items navbar-items-right">
          {right.map((item, i) => (
            <NavItem key={i} item={item} page={page} className="navbar-link" />
          ))}
        </div>
        {/* Outside the item lists: search and the switch stay in the bar on phones too. */}
        <Search />
        {site.colorMode.disableSwitch ? null : <ColorModeToggle />}
      </nav>
      {/* Backdrop and menu together: the rest of the page is inert while they are open. */}
      <div ref={layer} className="navbar-menu-layer">
        <div className="navbar-backdrop" hidden={!menuOpen} onClick={closeMenu} />
        <div
          ref={dialog}
          id="navbar-side-menu"
          className={`navbar-side-menu${menuOpen ? ' open' : ''}`}
          aria-label={translate('theme.navbar.menuAriaLabel', 'Navigation menu')}
          role="dialog"
          aria-modal="true"
          hidden={!menuOpen}
        >
          <div className="navbar-side-menu-header">
            <span className="navbar-title">{navbar.title}</span>
            <button
              ref={closeButton}
              type="button"
              className="navbar-close-button"
              aria-label={translate('theme.navbar.closeMenu', 'Close navigation menu')}
              onClick={closeMenu}
            >
              <CloseIcon />
            </button>
          </div>
          <ul className="side-menu-list">
            {navbar.items.map((item, i) => (
              <li key={i}>
                <NavItem item={item} page={page} className="side-menu-link" />
              </li>
            ))}
          </ul>
          {/* Rendered only while open: it would double every page's HTML, and needs JS to open anyway. */}
          {menuOpen && page.sidebar ? (
            <div className="side-menu-sidebar">
              <LazyPart
                load={loadDocSidebar}
                props={{
                  items: page.sidebar,
                  activePath: page.path,
                  sidebarId: page.sidebarId,
                  label: translate('theme.navbar.sectionAriaLabel', 'Section'),
                  idPrefix: 'side-menu',
                }}
              />
            </div>
          ) : null}
        </div>
      </div>
    </header>
  );
}
