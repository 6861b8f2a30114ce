/** The docs of one tag: their titles and descriptions, and a link to every tag. */
import { type DocTagDocsPageData, type LayoutProps, Link, translate } from 'mysite-ssg/client';
import { UnlistedNotice } from '../components/UnlistedNotice.js';

export default function DocTagDocsLayout({ page }: LayoutProps<DocTagDocsPageData>) {
  const data = page.data;
  return (
    <main id="main" className="doc-tags-page" tabIndex={-1}>
      {data.unlisted ? <UnlistedNotice /> : null}
      <header className="doc-tag-header">
        <h1>{data.heading}</h1>
        {data.tag.description ? <p>{data.tag.description}</p> : null}
        <Link to={data.tag.allTagsHref}>{translate('theme.tags.tagsPageLink', 'View All Tags')}</Link>
      </header>
      <ul className="doc-tag-docs">
        {data.docs.map((doc) => (
          <li key={doc.href}>
            <article>
              <h2>
                <Link to={doc.href}>{doc.title}</Link>
              </h2>
              {doc.description ? <p>{doc.description}</p> : null}
            </article>
          </li>
        ))}
      </ul>
    </main>
  );
}
