/**
 * The Simple JWT Login website. Values follow ../shared/facts/site.yaml.
 */
import { defineConfig } from 'mysite-ssg';

const GITHUB = 'https://github.com/nicumicle/simple-jwt-login';
const DISCORD = 'https://discord.gg/c4AeefD8Dr';

export default defineConfig({
  title: 'Simple-JWT-Login',
  tagline: 'Your WordPress plugin that allows you to work with JWT',
  url: 'https://simplejwtlogin.com',
  baseUrl: '/',
  trailingSlash: false,
  locale: 'en-US',
  favicon: '/assets/favicons/favicon.ico',
  image: '/assets/favicons/android-chrome-192x192.png',
  icons: { svg: '/assets/favicons/favicon.svg', appleTouch: '/assets/favicons/apple-touch-icon.png' },
  webManifest: {
    shortName: 'Simple JWT Login',
    icons: [
      { src: '/assets/favicons/android-chrome-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: '/assets/favicons/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  // Light theme colours; the accent (top bar, site name) is the brand's darker shade, which reads on white.
  socialCards: { background: '#ffffff', text: '#1c1e21', muted: '#525860', accent: '#1f6e45' },
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  onBrokenAnchors: 'warn',
  theme: {
    colors: { primary: '#42b983' },
    customCss: ['./content/pages/_styles/pages.css'],
  },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  announcementBar: {
    id: 'support_us',
    content: `★ If you like Simple-JWT-Login, give it a star on <a target="_blank" rel="noopener noreferrer" href="${GITHUB}">GitHub</a>!`,
    backgroundColor: '#42b983',
    textColor: '#091E42',
    isCloseable: true,
  },
  navbar: {
    title: 'Simple JWT Login',
    logo: { alt: 'Simple-JWT-Login Logo', src: '/assets/favicons/favicon.svg', width: 32, height: 32 },
    items: [
      { label: 'Docs', to: '/docs', position: 'left' },
      { label: 'Blog', to: '/blog', position: 'left' },
      { label: 'Releases', to: '/releases', position: 'left' },
      { label: 'API', to: '/api/simple-jwt-login', activeBasePath: '/api', position: 'left' },
      { label: 'Donate', to: '/donate', position: 'right' },
      { label: 'Contact Us', to: '/contact', position: 'right' },
      { href: GITHUB, position: 'right', icon: 'github', ariaLabel: 'GitHub repository', title: 'GitHub' },
      { href: DISCORD, position: 'right', icon: 'discord', ariaLabel: 'Discord community', title: 'Discord' },
      { href: 'https://twitter.com/simplejwtlogin', position: 'right', icon: 'x', ariaLabel: 'Follow us on X (Twitter)', title: 'Follow us' },
    ],
  },
  footer: {
    columns: [
      {
        title: 'Quick Links',
        items: [
          { label: 'WordPress plugin', href: 'https://wordpress.org/plugins/simple-jwt-login' },
          { label: 'GitHub repository', href: GITHUB },
        ],
      },
      {
        title: 'Support',
        items: [
          { label: 'GitHub', href: `${GITHUB}/issues` },
          { label: 'Support forum', href: 'https://wordpress.org/support/plugin/simple-jwt-login' },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'X.com', href: 'https://x.com/simplejwtlogin' },
          { label: 'GitHub', href: `${GITHUB}/stargazers` },
          { label: 'Discord', href: DISCORD },
        ],
      },
      {
        title: 'Sponsors',
        items: [],
        html: '<p>Simple-JWT-Login is supported by <a href="https://www.digitalocean.com/" rel="noopener noreferrer" target="_blank">DigitalOcean</a>, which hosts our test infrastructure.</p>',
      },
    ],
    copyright: `Copyright © ${new Date().getUTCFullYear()} Simple-JWT-Login. Built with mysite.`,
  },
  docs: {
    path: 'content/docs',
    routeBasePath: '/docs',
    editUrl: 'https://github.com/simple-jwt-login/website/tree/main',
    versionLabel: 'Next',
  },
  blogs: [
    {
      id: 'default',
      path: 'content/blog',
      routeBasePath: '/blog',
      blogTitle: 'Simple-JWT-Login blog!',
      blogDescription: 'News and tutorials about Simple-JWT-Login',
      postsPerPage: 6,
      blogSidebarTitle: 'All posts',
      blogSidebarCount: 0,
      showReadingTime: true,
      editUrl: 'https://github.com/simple-jwt-login/website/tree/main',
      feed: {
        types: 'all',
        xslt: true,
        title: 'Simple-JWT-Login blog!',
        description: 'News and tutorials about Simple-JWT-Login',
        // A literal year: the spec fixes it, and builds stay reproducible.
        copyright: 'Copyright © 2025 Simple-JWT-Login.',
        alternateLinks: 'site',
      },
    },
    {
      id: 'releases',
      path: 'content/releases',
      routeBasePath: '/releases',
      blogTitle: 'Release notes',
      blogDescription: 'Release notes of Simple-JWT-Login: what each version of the plugin adds and fixes.',
      postsPerPage: 10,
      blogSidebarTitle: 'Recent posts',
      blogSidebarCount: 5,
      feed: { types: 'all', xslt: true, title: 'Simple-JWT-Login Releases', description: 'Releases of Simple-JWT-Login', alternateLinks: 'blog' },
    },
  ],
  api: { specPath: 'openapi/openapi.yaml', routeBasePath: '/api' },
  search: { sections: { default: 'Blog', releases: 'Release notes' } },
  sitemap: { changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/tags/**', '/blog/tags/**', '/releases/tags/**'] },
});
