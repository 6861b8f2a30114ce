/**
 * Hugo with a bare layout (a page is its title and content; a list is its title and links): the
 * lower bound of a static site generator's cost. Docs in `content/docs/…` (the introduction as the
 * section's `_index.md`), posts in `content/blog/…`; tags make taxonomy pages, as in the others.
 */
import type { CorpusFile } from '../corpus.js';
import { HOME_PAGE, markdownPages, moved, type Peer, writeFiles } from './peer.js';

const CONFIG = `baseURL = 'https://bench.example.com/'
title = 'Bench'
disableKinds = ['RSS']
`;

const SINGLE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
<body><main><h1>{{ .Title }}</h1>{{ .Content }}</main></body></html>
`;

const LIST = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
<body><main><h1>{{ .Title }}</h1>{{ .Content }}<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></main></body></html>
`;

export const hugo: Peer = {
  id: 'hugo',
  label: 'Hugo (bare layout)',
  program: 'hugo',
  write(dir: string, files: CorpusFile[]): void {
    const { docs, posts } = markdownPages(files);
    const sectionIndex = (f: CorpusFile) => (f.file === 'docs/intro.md' ? { file: 'docs/_index.md', text: f.text.replace(/^slug: \/\n/m, '') } : f);
    writeFiles(dir, [
      ...[...docs.map(sectionIndex), ...posts].map(moved('content/')),
      { file: 'content/_index.md', text: HOME_PAGE },
      { file: 'content/blog/_index.md', text: '---\ntitle: Blog\n---\n' },
      { file: 'hugo.toml', text: CONFIG },
      { file: 'layouts/_default/single.html', text: SINGLE },
      { file: 'layouts/_default/list.html', text: LIST },
    ]);
  },
  buildArgs: ['--quiet'],
  outDir: 'public',
  leftovers: ['public', 'resources', '.hugo_build.lock'],
};
