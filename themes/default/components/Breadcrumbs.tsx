import { Link } from 'mysite/client';
import { HomeIcon } from './Icons.js';

export function Breadcrumbs({ items, current }: { items: { label: string; href?: string }[]; current: string }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <Link to="/" aria-label="Home page" className="breadcrumbs-home">
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
