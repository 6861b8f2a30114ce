import { defineConfig } from 'mysite-ssg';

export default defineConfig({
  title: '__SITE_TITLE__',
  tagline: 'Documentation that is a pleasure to read',
  // Where the site will live: used for canonical links and the sitemap.
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
  },
  footer: { copyright: 'Copyright © __YEAR__ __SITE_TITLE__. Built with mysite.' },
  // The docs are the whole site: their first page is the home page.
  docs: { routeBasePath: '/' },
});
