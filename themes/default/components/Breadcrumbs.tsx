import { Link, useSite, translate } from 'mysite-ssg/client';
import { HomeIcon } from './Icons.js';
import { useOriginalLanguage } from './Markdown.js';

/**
 * Home, the categories above the page, the page. A category without a page
 * of its own named as the page (a category whose first page shares its
 * name) is said once: as the page.
 */
export function Breadcrumbs({ items, current }: { items: { label: string; href?: string }[]; current: string }) {
  const { homePath } = useSite();
  // The page's own title, in its language when the page is shown untranslated.
  const original = useOriginalLanguage();
  const last = items.at(-1);
  const shown = last && !last.href && last.label.toLowerCase() === current.toLowerCase() ? items.slice(0, -1) : items;
  return (
    <nav className="breadcrumbs" aria-label={translate('theme.docs.breadcrumbs.navAriaLabel', 'Breadcrumbs')}>
      <ol>
        <li>
          <Link to={homePath} aria-label={translate('theme.docs.breadcrumbs.home', 'Home page')} className="breadcrumbs-home">
            <HomeIcon />
          </Link>
        </li>
        {shown.map((c, i) => (
          <li key={i}>{c.href ? <Link to={c.href}>{c.label}</Link> : <span>{c.label}</span>}</li>
        ))}
        <li>
          <span aria-current="page" {...original}>
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
