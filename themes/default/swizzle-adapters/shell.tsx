/**
 * The swizzled components of every page's frame: `Root`, `Footer`, `Navbar`,
 * `ColorModeToggle`, `SearchBar`, `AnnouncementBar`, and the not-found page
 * (`NotFound`, `NotFound/Content`).
 */
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID, usePage, type LayoutProps, type PageChunk } from 'mysite-ssg/client';
import {
  AnnouncementBar as ThemeAnnouncementBar,
  ColorModeToggle as ThemeToggle,
  Footer as ThemeFooter,
  Navbar as ThemeNavbar,
  Search,
} from 'mysite-ssg/theme';
import { adapter } from './adapt.js';

/** Docusaurus's Root wraps the whole app, the theme's frame included; its original renders its children. */
export const Root = adapter<{ page: PageChunk; children: ReactNode }>({ props: (_p, inner) => ({ children: inner }) });
Root.Original = ({ children }) => <>{children as ReactNode}</>;

export const Footer = adapter({ fallback: () => <ThemeFooter /> });

function PageNavbar() {
  return <ThemeNavbar page={usePage()} />;
}
export const Navbar = adapter<{ page: PageChunk }>({ fallback: () => <PageNavbar /> });

export const ColorModeToggle = adapter({ fallback: () => <ThemeToggle /> });
export const SearchBar = adapter({ fallback: () => <Search /> });
export const AnnouncementBar = adapter({ fallback: () => <ThemeAnnouncementBar /> });

export const NotFound = adapter<LayoutProps>();
const notFoundContent = adapter<LayoutProps>({ props: () => ({ className: 'not-found' }) });

/**
 * The text of the not-found page: Docusaurus's page gives it the element the skip link leads to, so it
 * is given one here. (Wrapping the original instead, whose page has that element, repeats its id.)
 */
export const NotFoundContent = {
  wrap: (Site: Parameters<typeof notFoundContent.wrap>[0], Inner: Parameters<typeof notFoundContent.wrap>[1]) => {
    const Swizzled = notFoundContent.wrap(Site, Inner);
    return (props: LayoutProps) => (
      <div id={MAIN_CONTENT_ID} className="not-found-page" tabIndex={-1}>
        <Swizzled {...props} />
      </div>
    );
  },
  Original: notFoundContent.Original,
};
