/**
 * Astro Starlight with its default theme: every page in the `docs` collection
 * (`src/content/docs/docs/…`, and the posts as pages of `blog/`, since Starlight has no blog), a
 * sidebar generated from both folders, its callouts' names (`caution`, not `warning`), and Pagefind's
 * search index, which its build makes.
 */
import type { CorpusFile } from '../corpus.js';
import { HOME_PAGE, introAsIndex, markdownPages, moved, type Peer, renameAdmonitions, writeFiles } from './peer.js';

const CONFIG = `import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';

export default defineConfig({
  site: 'https://bench.example.com',
  integrations: [
    starlight({
      title: 'Bench',
      sidebar: [
        { label: 'Docs', autogenerate: { directory: 'docs' } },
        { label: 'Blog', autogenerate: { directory: 'blog' } },
      ],
    }),
  ],
});
`;

const COLLECTIONS = `import { defineCollection } from 'astro:content';
import { docsLoader } from '@astrojs/starlight/loaders';
import { docsSchema } from '@astrojs/starlight/schema';

export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };
`;

const CALLOUTS = { info: 'note', warning: 'caution' };

/** Astro 6 and later need Node 22.12; on an older Node, the last Starlight for Astro 5. */
function dependencies(node = process.versions.node): Record<string, string> {
  const [major, minor] = node.split('.').map(Number) as [number, number];
  const recent = major > 22 || (major === 22 && minor >= 12);
  return recent ? { '@astrojs/starlight': 'latest', astro: 'latest', sharp: 'latest' } : { '@astrojs/starlight': '~0.37.0', astro: '^5.5.0', sharp: 'latest' };
}

export const starlight: Peer = {
  id: 'starlight',
  label: 'Astro Starlight',
  npm: { dependencies: dependencies(), bin: 'astro' },
  write(dir: string, files: CorpusFile[]): void {
    const { docs, posts } = markdownPages(files);
    const pages = [...docs.map(introAsIndex), ...posts].map(moved('src/content/docs/', (t) => renameAdmonitions(t, CALLOUTS)));
    writeFiles(dir, [
      ...pages,
      { file: 'src/content/docs/index.md', text: HOME_PAGE },
      { file: 'src/content.config.ts', text: COLLECTIONS },
      { file: 'astro.config.mjs', text: CONFIG },
    ]);
  },
  buildArgs: ['build'],
  outDir: 'dist',
  leftovers: ['dist', '.astro', 'node_modules/.astro', 'node_modules/.vite'],
  env: { ASTRO_TELEMETRY_DISABLED: '1' },
};
