/**
 * Docusaurus 3 with Docusaurus Faster (Rspack, SWC, Lightning CSS, worker threads for the static
 * generation): the corpus is in its layout already. The config is CommonJS and the package.json has
 * no `"type": "module"`, which breaks its build (`require.resolveWeak is not a function`). 3.10
 * renamed `future.experimental_faster` to `future.faster` (the old key is an error there), so the
 * config asks the installed version; Faster's worker threads need `future.v4`.
 */
import type { CorpusFile } from '../corpus.js';
import { HOME_PAGE, type Peer, writeFiles } from './peer.js';

const CONFIG = `const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const version = JSON.parse(readFileSync(join(__dirname, 'node_modules/@docusaurus/core/package.json'), 'utf8')).version;
const [major, minor] = version.split('.').map(Number);
// Faster's worker threads need the v4 flags (as the 3.10 init template sets them).
const future = major > 3 || minor >= 10 ? { v4: true, faster: true } : { v4: true, experimental_faster: true };

module.exports = {
  title: 'Bench',
  url: 'https://bench.example.com',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  // .md files as CommonMark, as mysite reads them (v4's MDX would refuse the posts' <!-- truncate -->).
  markdown: { format: 'detect' },
  future,
  presets: [
    [
      'classic',
      {
        docs: { path: 'docs', routeBasePath: '/docs' },
        blog: { path: 'blog', routeBasePath: '/blog', postsPerPage: 10, blogSidebarCount: 5, feedOptions: { type: ['rss', 'atom'] } },
      },
    ],
  ],
  themeConfig: {
    navbar: { title: 'Bench', items: [{ to: '/docs', label: 'Docs', position: 'left' }, { to: '/blog', label: 'Blog', position: 'left' }] },
  },
};
`;

export const docusaurus: Peer = {
  id: 'docusaurus',
  label: 'Docusaurus 3 (Faster)',
  npm: {
    dependencies: {
      '@docusaurus/core': '^3',
      '@docusaurus/preset-classic': '^3',
      '@docusaurus/faster': '^3',
      react: '^19',
      'react-dom': '^19',
    },
    bin: '@docusaurus/core',
  },
  write(dir: string, files: CorpusFile[]): void {
    writeFiles(dir, [...files, { file: 'docusaurus.config.js', text: CONFIG }, { file: 'src/pages/index.md', text: HOME_PAGE }]);
  },
  buildArgs: ['build'],
  outDir: 'build',
  leftovers: ['build', '.docusaurus', 'node_modules/.cache'],
};
