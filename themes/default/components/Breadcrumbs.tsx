import { Link, useSite } from 'mysite/client';
import { HomeIcon } from './Icons.js';

export function Breadcrumbs({ items, current }: { items: { label: string; href?: string }[]; current: string }) {
  const { homePath } = useSite();
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <Link to={homePath} aria-label="Home page" className="breadcrumbs-home">
            <HomeIcon />
          </Link>
        </li>
        {items.map((c, i) => (
          <li key={i}>{c.href ? <Link to={c.href}>{c.label}</Link> : <span>{c.label}</span>}</li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
