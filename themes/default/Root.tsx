/** The shell of every page: skip link, announcement bar, navbar, footer. */
import { translate } from 'mysite-ssg/client';
import type { ReactNode } from 'react';
import type { PageChunk } from 'mysite-ssg/client';
import { AnnouncementBar } from './components/AnnouncementBar.js';
import { Footer } from './components/Footer.js';
import { Navbar } from './components/Navbar.js';

export function Root({ page, children }: { page: PageChunk; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        {translate('theme.common.skipToMainContent', 'Skip to main content')}
      </a>
      <AnnouncementBar />
      <Navbar page={page} />
      <div className="page-body">{children}</div>
      <Footer />
    </>
  );
}
