/** "Newer entries" / "Older entries" under a list of posts. */
import { Link, translate } from 'mysite-ssg/client';

export function BlogPagination({ newer, older }: { newer?: string; older?: string }) {
  if (!newer && !older) return null;
  return (
    <nav className="pager blog-pagination" aria-label={translate('theme.blog.paginator.navAriaLabel', 'Blog list page navigation')}>
      {newer ? (
        <Link to={newer} className="pager-link pager-prev" rel="prev">
          <span className="pager-label">{`« ${translate('theme.blog.paginator.newerEntries', 'Newer entries')}`}</span>
        </Link>
      ) : (
        <span />
      )}
      {older ? (
        <Link to={older} className="pager-link pager-next" rel="next">
          <span className="pager-label">{`${translate('theme.blog.paginator.olderEntries', 'Older entries')} »`}</span>
        </Link>
      ) : null}
    </nav>
  );
}
