/**
 * Rspress 2 with its default theme: the pages under `docs/` (its root), docs in `docs/docs/…` and
 * posts in `docs/blog/…` with a list of them (Rspress has no blog), the sidebar and navigation from
 * the folders, its dead-link check (the corpus's links resolve), and
 * its built-in search index, which its build makes.
 */
import type { CorpusFile } from '../corpus.js';
import { blogIndex, HOME_PAGE, introAsIndex, markdownPages, moved, type Peer, writeFiles } from './peer.js';

const CONFIG = `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Bench',
});
`;

export const rspress: Peer = {
  id: 'rspress',
  label: 'Rspress 2',
  npm: { dependencies: { '@rspress/core': '^2', react: '^19', 'react-dom': '^19' }, bin: '@rspress/core' },
  write(dir: string, files: CorpusFile[]): void {
    const { docs, posts } = markdownPages(files);
    writeFiles(dir, [
      ...[...docs.map(introAsIndex), ...posts].map(moved('docs/')),
      moved('docs/')(blogIndex(posts)),
      { file: 'docs/index.md', text: HOME_PAGE },
      { file: 'rspress.config.mjs', text: CONFIG },
    ]);
  },
  buildArgs: ['build'],
  outDir: 'doc_build',
  leftovers: ['doc_build', 'node_modules/.rspress', 'node_modules/.cache'],
};
