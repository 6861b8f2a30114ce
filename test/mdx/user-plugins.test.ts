/**
 * The site's remark and rehype plugins (markdown.*, docs.*, a blog's), as
 * Docusaurus sites have them: run on Markdown and MDX pages alike, with
 * their options; the compile cache knows them; one that throws names itself
 * and the page.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, type FixtureSite } from '../support/fixture-site.js';

const PLUGINS = `
/** Calls fn on every node of a type (the fixture has no packages installed). */
function visit(node: any, type: string, fn: (node: any) => void) {
  if (node.type === type) fn(node);
  for (const child of node.children ?? []) visit(child, type, fn);
}

/** Replaces a word in text, as a remark plugin with options. */
export function remarkSwap(options: { from: string; to: string }) {
  return (tree: any) => {
    visit(tree, 'text', (node: any) => {
      node.value = node.value.split(options.from).join(options.to);
    });
  };
}

/** Marks every paragraph, as a rehype plugin. */
export function rehypeMark() {
  return (tree: any) => {
    visit(tree, 'element', (node: any) => {
      if (node.tagName === 'p') node.properties.dataMarked = 'yes';
    });
  };
}

export function remarkBroken() {
  return () => {
    throw new Error('this plugin always fails');
  };
}
`;

const config = (plugins: string) => `import { defineConfig } from 'mysite-ssg';
import { rehypeMark, remarkBroken, remarkSwap } from './plugins';
export default defineConfig({
  title: 'Plugins',
  url: 'https://example.com',
  ${plugins}
});
`;

describe('remark and rehype plugins from the config', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'plugins.ts': PLUGINS,
      'site.config.ts': config("markdown: { remarkPlugins: [[remarkSwap, { from: 'colour', to: 'color' }]] }, docs: { rehypePlugins: [rehypeMark] },"),
      'content/docs/intro.md': '---\ntitle: Intro\nslug: /\n---\n\nThe colour of Markdown.\n',
      'content/docs/mdx.mdx': "---\ntitle: MDX\n---\nimport Note from '@site/src/Note';\n\nThe colour of <Note>MDX</Note>.\n",
      'src/Note.jsx': 'export default function Note({ children }) { return <em>{children}</em>; }\n',
    });
  });
  after(() => site.remove());

  it("run on Markdown and MDX pages, the site's and the section's, with their options", () => {
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    assert.match(site.read('dist/docs.html'), /<p data-marked="yes">The color of Markdown\.<\/p>/);
    assert.match(site.read('dist/docs/mdx.html'), /<p data-marked="yes">The color of <em>MDX<\/em>\.<\/p>/);
  });

  it('a change of options compiles the pages again (the cache knows the plugins)', () => {
    site.write('site.config.ts', config("markdown: { remarkPlugins: [[remarkSwap, { from: 'colour', to: 'hue' }]] }, docs: { rehypePlugins: [rehypeMark] },"));
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    assert.match(site.read('dist/docs.html'), /The hue of Markdown\./);
  });

  it('a plugin that throws: an error naming the plugin and the page', () => {
    site.write('site.config.ts', config('markdown: { remarkPlugins: [remarkBroken] },'));
    const r = site.run('build');
    assert.equal(r.code, 1);
    assert.match(r.stderr, /content\/docs\/intro\.md +The plugin "remarkBroken" failed on content\/docs\/intro\.md: this plugin always fails/);
    assert.match(r.stderr, /content\/docs\/mdx\.mdx +The plugin "remarkBroken" failed on content\/docs\/mdx\.mdx/);
  });
});
