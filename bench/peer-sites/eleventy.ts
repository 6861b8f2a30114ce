/**
 * Eleventy 3 with a bare layout (a page is its title and content), Markdown through markdown-it
 * only (no template language over it: the code samples hold braces): the other lower bound.
 */
import type { CorpusFile } from '../corpus.js';
import { HOME_PAGE, introAsIndex, markdownPages, moved, type Peer, writeFiles } from './peer.js';

const CONFIG = `export default function (eleventyConfig) {
  eleventyConfig.addGlobalData('layout', 'bare.njk');
}

export const config = { dir: { input: 'src', output: '_site' }, markdownTemplateEngine: false };
`;

const LAYOUT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{{ title }}</title></head>
<body><main><h1>{{ title }}</h1>{{ content | safe }}</main></body></html>
`;

export const eleventy: Peer = {
  id: 'eleventy',
  label: 'Eleventy 3 (bare layout)',
  npm: { dependencies: { '@11ty/eleventy': '^3' }, bin: '@11ty/eleventy' },
  write(dir: string, files: CorpusFile[]): void {
    const { docs, posts } = markdownPages(files);
    writeFiles(dir, [
      ...[...docs.map(introAsIndex), ...posts].map(moved('src/')),
      { file: 'src/index.md', text: HOME_PAGE },
      { file: 'src/_includes/bare.njk', text: LAYOUT },
      { file: 'eleventy.config.mjs', text: CONFIG },
    ]);
  },
  buildArgs: ['--quiet'],
  outDir: '_site',
  leftovers: ['_site'],
};
