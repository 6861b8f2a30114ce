/**
 * A navbar menu of links (`type: 'dropdown'`), drawn like the locale and
 * version menus (dropdown-menu.tsx), so it works without JavaScript. Its
 * label is highlighted while the page is one of its links'; in the side
 * menu it then starts open, as Docusaurus's does, so the reader sees which
 * of its links is the page. A component of
 * its own so that sites without one do not load it with every page
 * (unused-components.ts).
 */
import { Link, type NavbarItem } from 'mysite-ssg/client';
import { DropdownMenu } from './dropdown-menu.js';
import { BRAND_ICONS } from './Icons.js';
import { isActive, isCurrent } from './nav-active.js';

/** `className`: its label's, `side-menu-link` in the side menu (Navbar.tsx). */
export function NavbarDropdown({ item, path, className }: { item: NavbarItem; path: string; className: string }) {
  const links = item.items ?? [];
  const active = links.some((link) => isActive(link, path));
  return (
    // Keyed by the page: a menu left open closes once one of its links has been followed.
    <DropdownMenu
      key={path}
      className="version-dropdown navbar-dropdown"
      open={active && className === 'side-menu-link'}
      summary={
        <summary className={active ? `${className} active` : className} aria-label={item.ariaLabel} title={item.title}>
          {item.label}
        </summary>
      }
    >
      {links.map((link, i) => {
        const Icon = link.icon ? BRAND_ICONS[link.icon] : undefined;
        return (
          <li key={i}>
            <Link
              to={link.to ?? link.href!}
              className={isActive(link, path) ? 'version-menu-item active' : 'version-menu-item'}
              aria-current={isCurrent(link, path) ? 'page' : undefined}
              aria-label={link.ariaLabel}
              title={link.title}
            >
              {Icon ? <Icon className="navbar-icon" /> : null}
              {link.label}
            </Link>
          </li>
        );
      })}
    </DropdownMenu>
  );
}
