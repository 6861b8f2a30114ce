/** A documentation page: sidebar, breadcrumbs, content, TOC, pager. */
import type { DocPageData, LayoutProps } from 'mysite-ssg/client';
import { Link, translate, useSite } from 'mysite-ssg/client';
import { Breadcrumbs } from '../components/Breadcrumbs.js';
import { SidebarColumn } from '../components/SidebarColumn.js';
import { Markdown, useOriginalLanguage } from '../components/Markdown.js';
import { Pager } from '../components/Pager.js';
import { TocColumn } from '../components/TocColumn.js';
import { VersionDropdown } from '../components/VersionDropdown.js';
import { PageNotices } from '../components/PageNotices.js';
import { LastUpdated } from '../components/LastUpdated.js';

export default function DocLayout({ page }: LayoutProps<DocPageData>) {
  const doc = page.data;
  const showToc = !doc.hideTableOfContents && doc.toc.length > 0;
  const original = useOriginalLanguage();
  // The navbar's version menu of the page's docs section (`type: 'docsVersionDropdown'`, its `docsPluginId`) leaves the page its version as a label.
  const section = doc.section ?? 'default';
  const versionInNavbar = useSite().navbar.items.some((item) => item.type === 'docsVersionDropdown' && (item.docsPluginId ?? 'default') === section);
  return (
    <div className="doc-page">
      <SidebarColumn page={page} />
      <main id="main" className="doc-main" tabIndex={-1}>
        <div className={`doc-container${showToc ? ' with-toc' : ''}`}>
          <article className="doc-article">
            <div className="doc-meta-row">
              {!doc.hideBreadcrumbs && (doc.breadcrumbs.length > 0 || page.path !== '/') ? <Breadcrumbs items={doc.breadcrumbs} current={doc.title} /> : null}
              {doc.version && !(versionInNavbar && !doc.version.badge) ? (
                <VersionDropdown
                  version={doc.version}
                  path={page.path}
                  versions={doc.version.links}
                  menu={versionInNavbar ? false : doc.version.menu}
                  badge={doc.version.badge}
                  section={doc.section}
                />
              ) : null}
            </div>
            <PageNotices page={page} />
            {showToc ? <TocColumn items={doc.toc} placement="top" /> : null}
            <h1 className={doc.hideTitle ? 'visually-hidden' : 'doc-title'} {...original}>
              {doc.heading ?? doc.title}
            </h1>
            <Markdown html={doc.html} />
            {doc.editUrl ? (
              <p className="edit-link">
                <Link to={doc.editUrl}>{translate('theme.common.editThisPage', 'Edit this page')}</Link>
              </p>
            ) : null}
            {doc.lastUpdate ? <LastUpdated {...doc.lastUpdate} /> : null}
            <Pager prev={doc.prev} next={doc.next} label={translate('theme.docs.pager', 'Docs pages')} />
          </article>
          {showToc ? <TocColumn items={doc.toc} placement="side" /> : null}
        </div>
      </main>
    </div>
  );
}
