import { Link, usePage, useSite } from 'mysite/client';
import { HomeIcon } from './Icons.js';

/**
 * Home, the categories above the page, the page. A category named as the
 * page it leads to (a category whose first page shares its name), with no
 * link of its own, is said once: as the page.
 */
export function Breadcrumbs({ items, current }: { items: { label: string; href?: string }[]; current: string }) {
  const { homePath } = useSite();
  const { path } = usePage();
  const last = items.at(-1);
  const repeated = !!last && last.label.trim().toLowerCase() === current.trim().toLowerCase() && (!last.href || last.href === path);
  const shown = repeated ? items.slice(0, -1) : items;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <Link to={homePath} aria-label="Home page" className="breadcrumbs-home">
            <HomeIcon />
          </Link>
        </li>
        {shown.map((c, i) => (
          <li key={i}>{c.href ? <Link to={c.href}>{c.label}</Link> : <span>{c.label}</span>}</li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
