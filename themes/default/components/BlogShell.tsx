/**
 * The frame of every blog page: the optional sidebar, then the main column,
 * whose text column is the same on every page of the blog (`wide`, for a
 * post with a table of contents, only marks the page: blog.css), opening
 * with the notice of an unlisted page. (The notice is imported here, by
 * every blog layout's shared frame, so it comes in the frame's chunk rather
 * than in a file of its own.)
 */
import type { ReactNode } from 'react';
import type { BlogSidebarData } from 'mysite-ssg/client';
import { BlogSidebar } from './BlogSidebar.js';
import { UnlistedNotice } from './UnlistedNotice.js';

export function BlogShell({
  blogId,
  sidebar,
  activePath,
  wide = false,
  unlisted = false,
  children,
}: {
  blogId: string;
  sidebar?: BlogSidebarData;
  activePath: string;
  wide?: boolean;
  unlisted?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`blog-page blog-${blogId}${sidebar ? ' with-sidebar' : ''}${wide ? ' blog-page-wide' : ''}`}>
      <main id="main" className="blog-main" tabIndex={-1}>
        {unlisted ? <UnlistedNotice /> : null}
        {children}
      </main>
      {sidebar ? (
        <aside className="blog-page-sidebar">
          <BlogSidebar sidebar={sidebar} activePath={activePath} />
        </aside>
      ) : null}
    </div>
  );
}
