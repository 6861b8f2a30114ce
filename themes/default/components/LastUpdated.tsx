/** "Last updated on <date> by <author>" under a doc; either part may be missing. */
import type { DocPageData } from 'mysite-ssg/client';
import { translate } from 'mysite-ssg/client';

export function LastUpdated({ date, formattedDate, author }: NonNullable<DocPageData['lastUpdate']>) {
  return (
    <p className="last-updated">
      {translate('theme.lastUpdated.label', 'Last updated')}
      {date ? (
        <>
          {translate('theme.lastUpdated.atDate', ' on ')}
          <time dateTime={date}>{formattedDate}</time>
        </>
      ) : null}
      {author ? translate('theme.lastUpdated.byUser', ' by {user}', { user: author }) : null}
    </p>
  );
}
