/** The shell of every page: skip link, announcement bar, navbar, footer. */
import type { ReactNode } from 'react';
import type { PageChunk } from 'mysite-ssg/client';
import { AnnouncementBar } from './components/AnnouncementBar.js';
import { Footer } from './components/Footer.js';
import { Navbar } from './components/Navbar.js';
import { UntranslatedNotice } from './components/UntranslatedNotice.js';

export function Root({ page, children }: { page: PageChunk; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <AnnouncementBar />
      <Navbar page={page} />
      <div className="page-body">
        {page.head.untranslated ? <UntranslatedNotice original={page.head.untranslated.original} /> : null}
        {children}
      </div>
      <Footer />
    </>
  );
}
