/** Previous/next links at the bottom of a page. */
import { Link, type TextLanguage, translate } from 'mysite-ssg/client';
import { InLanguage } from './Markdown.js';

interface PagerLink {
  label: string;
  href: string;
  /** The label's language, when it is not the page's (i18n/untranslated.ts). */
  original?: TextLanguage;
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
          <span className="pager-label">
            <InLanguage of={prev.original}>{prev.label}</InLanguage>
          </span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={next.href} className="pager-link pager-next" rel="next">
          <span className="pager-sub">{nextTitle} »</span>
          <span className="pager-label">
            <InLanguage of={next.original}>{next.label}</InLanguage>
          </span>
        </Link>
      ) : null}
    </nav>
  );
}
