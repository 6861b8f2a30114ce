/**
 * The default theme: the shell (Root) and the layouts by name. Layouts are
 * loaded lazily, so a page ships only the code of its own page type.
 */
import { SITE_HAS_MARKDOWN_PAGES, SITE_HAS_SEARCH_PAGE, type ThemeDefinition } from 'mysite-ssg/client';
import { Root } from './Root.js';
import './styles/base.css';
import './styles/layout.css';
import './styles/navbar.css';
import './styles/sidebar.css';
import './styles/markdown.css';
import './styles/code.css';
import './styles/blog.css';
import './styles/api.css';
import './styles/home.css';
import './styles/search.css';
import './styles/print.css';

const theme: ThemeDefinition = {
  Root,
  layouts: {
    doc: () => import('./layouts/DocLayout.js'),
    notFound: () => import('./layouts/NotFound.js'),
    blogList: () => import('./layouts/BlogListLayout.js'),
    blogPost: () => import('./layouts/BlogPostLayout.js'),
    blogArchive: () => import('./layouts/BlogArchiveLayout.js'),
    blogTags: () => import('./layouts/BlogTagsLayout.js'),
    blogAuthors: () => import('./layouts/BlogAuthorsLayout.js'),
    apiIntro: () => import('./layouts/ApiIntroLayout.js'),
    apiOperation: () => import('./layouts/ApiOperationLayout.js'),
    // Bundled only for a site with Markdown pages in its pages folder.
    ...(SITE_HAS_MARKDOWN_PAGES ? { markdownPage: () => import('./layouts/MarkdownPageLayout.js') } : {}),
    // Bundled only for a site with search on (its /search page).
    ...(SITE_HAS_SEARCH_PAGE ? { search: () => import('./layouts/SearchPageLayout.js') } : {}),
  },
};

export default theme;
