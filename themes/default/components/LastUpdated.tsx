/** "Last updated on <date> by <author>" under a doc; either part may be missing. */
import type { DocPageData } from 'mysite-ssg/client';

export function LastUpdated({ date, formattedDate, author }: NonNullable<DocPageData['lastUpdate']>) {
  return (
    <p className="last-updated">
      Last updated
      {date ? (
        <>
          {' on '}
          <time dateTime={date}>{formattedDate}</time>
        </>
      ) : null}
      {author ? ` by ${author}` : null}
    </p>
  );
}
