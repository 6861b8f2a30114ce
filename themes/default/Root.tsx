/** The shell of every page: skip link, announcement bar, navbar, footer. */
import { translate } from 'mysite-ssg/client';
import type { ReactNode } from 'react';
import type { PageChunk } from 'mysite-ssg/client';
import { AnnouncementBar } from './components/AnnouncementBar.js';
import { Footer } from './components/Footer.js';
import { Navbar } from './components/Navbar.js';
import { UntranslatedNotice } from './components/UntranslatedNotice.js';

export function Root({ page, children }: { page: PageChunk; children: ReactNode }) {
  const { untranslated } = page.head;
  // A doc page shows the notice in its article column (PageNotices). Without a notice the tree is the same as a one-locale site's (React's generated ids depend on it).
  const body =
    untranslated && page.layout !== 'doc' ? (
      <>
        <div className="doc-container">
          <UntranslatedNotice original={untranslated.original} />
        </div>
        {children}
      </>
    ) : (
      children
    );
  return (
    <>
      <a className="skip-link" href="#main">
        {translate('theme.common.skipToMainContent', 'Skip to main content')}
      </a>
      <AnnouncementBar />
      <Navbar page={page} />
      <div className="page-body">{body}</div>
      <Footer />
    </>
  );
}
