/**
 * VitePress 1 with its default theme: the Markdown in the site's root (`docs/…`, `blog/…`), a sidebar
 * of the docs by area and group as Docusaurus generates one, and its callouts' names (`info`, not
 * `note`). Dead links are not checked: the corpus's links are, by mysite and Docusaurus, and the
 * posts' `/docs` only resolves in tools that take `slug: /`.
 */
import type { CorpusFile } from '../corpus.js';
import { blogIndex, HOME_PAGE, introAsIndex, markdownPages, type Peer, renameAdmonitions, writeFiles } from './peer.js';

interface SidebarItem {
  text: string;
  link?: string;
  collapsed?: boolean;
  items?: SidebarItem[];
}

/** Areas and groups as the corpus names its folders (`01-area-1/02-group-2/topic-12.md`). */
export function docsSidebar(docs: CorpusFile[]): SidebarItem[] {
  const areas = new Map<string, Map<string, SidebarItem[]>>();
  const top: SidebarItem[] = [];
  for (const { file, text } of docs) {
    const parts = file.replace(/^docs\//, '').split('/');
    const title = /^title: (.*)$/m.exec(text)?.[1] ?? parts.at(-1)!;
    const link = `/${file.replace(/(index)?\.md$/, '')}`;
    if (parts.length < 3) {
      top.push({ text: title, link });
      continue;
    }
    const groups = areas.get(parts[0]!) ?? new Map<string, SidebarItem[]>();
    areas.set(parts[0]!, groups);
    const items = groups.get(parts[1]!) ?? [];
    groups.set(parts[1]!, items);
    items.push({ text: title, link });
  }
  const label = (folder: string) =>
    folder
      .replace(/^\d+-/, '')
      .replace(/-(\d+)$/, ' $1')
      .replace(/^\w/, (c) => c.toUpperCase());
  for (const [area, groups] of areas) {
    top.push({ text: label(area), collapsed: true, items: [...groups].map(([group, items]) => ({ text: label(group), collapsed: true, items })) });
  }
  return top;
}

export const vitepress: Peer = {
  id: 'vitepress',
  label: 'VitePress 1',
  npm: { dependencies: { vitepress: '^1' }, bin: 'vitepress' },
  write(dir: string, files: CorpusFile[]): void {
    const { docs, posts } = markdownPages(files);
    const pages = [...docs.map(introAsIndex), ...posts].map((f) => ({ ...f, text: renameAdmonitions(f.text, { note: 'info' }) }));
    const config = {
      title: 'Bench',
      ignoreDeadLinks: true,
      themeConfig: {
        nav: [
          { text: 'Docs', link: '/docs/' },
          { text: 'Blog', link: '/blog/' },
        ],
        sidebar: { '/docs/': docsSidebar(docs.map(introAsIndex)) },
      },
    };
    writeFiles(dir, [
      ...pages,
      { file: 'index.md', text: HOME_PAGE },
      blogIndex(posts),
      { file: '.vitepress/config.mjs', text: `export default ${JSON.stringify(config, null, 2)};\n` },
    ]);
  },
  buildArgs: ['build'],
  outDir: '.vitepress/dist',
  leftovers: ['.vitepress/dist', '.vitepress/cache'],
};
