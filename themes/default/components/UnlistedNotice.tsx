/**
 * The notice on an unlisted page (a post with `unlisted: true`, or the page
 * of a tag or author only unlisted posts have), shown by BlogShell. A site
 * without such pages bundles none of it (unused-components.ts).
 */
import { translate } from 'mysite-ssg/client';

export function UnlistedNotice() {
  return (
    <div className="admonition admonition-warning blog-unlisted" role="note">
      <p className="admonition-heading">{translate('theme.unlistedContent.title', 'Unlisted page')}</p>
      <p>
        {translate(
          'theme.unlistedContent.message',
          'This page is unlisted. Search engines will not index it, and only visitors with a direct link can reach it.',
        )}
      </p>
    </div>
  );
}
