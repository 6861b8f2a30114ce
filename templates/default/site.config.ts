import { defineConfig } from 'mysite-ssg';

export default defineConfig({
  title: '__SITE_TITLE__',
  tagline: 'Documentation that is a pleasure to read',
  // Where the site will live: used for canonical links, the sitemap and feeds.
  url: 'https://example.com',
  favicon: '/img/logo.svg',
  theme: {
    colors: { primary: '#2e7d6b' },
    customCss: ['./styles/custom.css'],
  },
  // A 1200×630 link-preview image per page, in the theme's colour: to turn it on,
  // run `npm install @napi-rs/canvas @fontsource/inter` (what draws them), then uncomment:
  // socialCards: { accent: '#2e7d6b' },
  navbar: {
    title: '__SITE_TITLE__',
    logo: { alt: '__SITE_TITLE__ logo', src: '/img/logo.svg' },
    items: [
      { label: 'Docs', to: '/docs' },
      { label: 'Blog', to: '/blog' },
    ],
  },
  footer: {
    columns: [
      {
        title: 'Docs',
        items: [
          { label: 'Introduction', href: '/docs' },
          { label: 'Guides', href: '/docs/guides/write-pages' },
        ],
      },
      { title: 'More', items: [{ label: 'Blog', href: '/blog' }] },
    ],
    copyright: 'Copyright © __YEAR__ __SITE_TITLE__. Built with mysite.',
  },
  blogs: [{ id: 'blog', path: 'content/blog', routeBasePath: '/blog', blogTitle: 'Blog', blogDescription: 'News from __SITE_TITLE__' }],
});
