/** A Markdown or MDX page of the pages folder: its content and table of contents, without a sidebar. */
import type { LayoutProps, MarkdownPageData } from 'mysite-ssg/client';
import { Markdown } from '../components/Markdown.js';
import { TocColumn } from '../components/TocColumn.js';

export default function MarkdownPageLayout({ page }: LayoutProps<MarkdownPageData>) {
  const data = page.data;
  const showToc = !data.hideTableOfContents && data.toc.length > 0;
  return (
    <main id="main" className="doc-main markdown-page" tabIndex={-1}>
      <div className={`doc-container${showToc ? ' with-toc' : ''}`}>
        <article className="doc-article">
          {showToc ? <TocColumn items={data.toc} placement="top" /> : null}
          <h1 className="doc-title">{data.title}</h1>
          <Markdown html={data.html} />
        </article>
        {showToc ? <TocColumn items={data.toc} placement="side" /> : null}
      </div>
    </main>
  );
}
