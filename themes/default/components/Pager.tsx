/** Previous/next links at the bottom of a page. */
import { Link, translate } from 'mysite-ssg/client';

interface PagerLink {
  label: string;
  href: string;
}

export function Pager({
  prev,
  next,
  prevTitle = translate('theme.docs.paginator.previous', 'Previous'),
  nextTitle = translate('theme.docs.paginator.next', 'Next'),
  label = translate('theme.pager.navAriaLabel', 'Pages'),
}: {
  prev?: PagerLink;
  next?: PagerLink;
  prevTitle?: string;
  nextTitle?: string;
  label?: string;
}) {
  if (!prev && !next) return null;
  return (
    <nav className="pager" aria-label={label}>
      {prev ? (
        <Link to={prev.href} className="pager-link pager-prev" rel="prev">
          <span className="pager-sub">« {prevTitle}</span>
          <span className="pager-label">{prev.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={next.href} className="pager-link pager-next" rel="next">
          <span className="pager-sub">{nextTitle} »</span>
          <span className="pager-label">{next.label}</span>
        </Link>
      ) : null}
    </nav>
  );
}
