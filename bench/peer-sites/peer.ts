/**
 * What `npm run bench:peers` (bench/peers.ts) needs to know of another
 * static site generator: what to install, how to write the bench corpus in
 * that tool's layout, what a build leaves (removed before each cold build)
 * and how to start a build. Each tool has its file in this folder; the
 * helpers below are the rewrites more than one of them needs.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CorpusFile } from '../corpus.js';

export interface Peer {
  /** The name `--only` takes. */
  id: string;
  label: string;
  /**
   * npm packages (name → version range), installed into the tool's folder, and the package whose bin
   * runs the build. A tool without it is a program found on the machine (`program`).
   */
  npm?: { dependencies: Record<string, string>; bin: string };
  /** A program outside npm (Hugo), looked up by bench/peer-install.ts. */
  program?: 'hugo';
  /** Writes the site (config, layout, corpus) into `dir`, which holds the installed packages. */
  write(dir: string, files: CorpusFile[]): void;
  /** Arguments of the build command. */
  buildArgs: string[];
  /** Where the pages go, relative to the site. */
  outDir: string;
  /** What a build leaves behind (output, caches), relative to the site: removed before each cold build. */
  leftovers: string[];
  /** Environment of the build on top of the bench's (telemetry off). */
  env?: Record<string, string>;
}

export function writeFiles(dir: string, files: Iterable<CorpusFile>): void {
  for (const { file, text } of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
}

/** The corpus's Markdown pages: docs (`docs/…`, the introduction first) and blog posts (`blog/…`). */
export function markdownPages(files: CorpusFile[]): { docs: CorpusFile[]; posts: CorpusFile[] } {
  const md = files.filter((f) => f.file.endsWith('.md'));
  return { docs: md.filter((f) => f.file.startsWith('docs/')), posts: md.filter((f) => f.file.startsWith('blog/')) };
}

/** The introduction (`docs/intro.md`, `slug: /`) as the docs section's index page, for tools that take the slug from the file name. */
export function introAsIndex(doc: CorpusFile): CorpusFile {
  if (doc.file !== 'docs/intro.md') return doc;
  return { file: 'docs/index.md', text: doc.text.replace(/^slug: \/\n/m, '') };
}

/** `:::note` → the tool's name for that kind of callout (`names`); kinds it lacks are left as they are. */
export function renameAdmonitions(text: string, names: Record<string, string>): string {
  return text.replace(/^:::(\w+)$/gm, (line, kind: string) => (names[kind] ? `:::${names[kind]}` : line));
}

/** A page file moved under `prefix` (`src/content/docs/`), its text rewritten by `edit`. */
export function moved(prefix: string, edit: (text: string) => string = (t) => t): (f: CorpusFile) => CorpusFile {
  return (f) => ({ file: prefix + f.file, text: edit(f.text) });
}

/** A home page in Markdown with a title, like the corpus's own (`content/pages/index.tsx`). */
export const HOME_PAGE = '---\ntitle: Bench\n---\n\n# Bench\n\nThe bench corpus: [docs](/docs/) and [blog](/blog/).\n';

/** A list of the posts at `blog/index.md`, for tools without a blog (the home page links to `/blog/`). */
export function blogIndex(posts: CorpusFile[]): CorpusFile {
  const items = posts.map((p) => `- [${/^title: (.*)$/m.exec(p.text)?.[1]}](/${p.file.replace(/\.md$/, '')})`);
  return { file: 'blog/index.md', text: `---\ntitle: Blog\n---\n\n# Blog\n\n${items.join('\n')}\n` };
}
