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

const TAB_PLUGINS = `
function visit(node: any, fn: (node: any, parent: any) => void, parent?: any) {
  fn(node, parent);
  for (const child of [...(node.children ?? [])]) visit(child, fn, node);
}

const attribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute', name, value });

/** As npm2yarn does: a \\\`\\\`\\\`bash npm2yarn block becomes tabs, one per package manager. */
export function remarkInstallTabs() {
  return (tree: any) => {
    visit(tree, (node: any, parent: any) => {
      if (node.type !== 'code' || node.meta !== 'npm2yarn') return;
      const item = (value: string, command: string) => ({
        type: 'mdxJsxFlowElement', name: 'TabItem', attributes: [attribute('value', value)],
        children: [{ type: 'code', lang: node.lang, value: command }],
      });
      const tabs = {
        type: 'mdxJsxFlowElement', name: 'Tabs', attributes: [attribute('groupId', 'manager')],
        children: [item('npm', node.value), item('yarn', node.value.replace('npm install', 'yarn add'))],
      };
      parent.children.splice(parent.children.indexOf(node), 1, tabs);
    });
  };
}

/** Says how many code blocks it saw. */
export function remarkCountCode() {
  return (tree: any) => {
    let count = 0;
    visit(tree, (node: any) => { if (node.type === 'code') count++; });
    tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Code blocks seen: ' + count + '.' }] });
  };
}
`;

describe("the site's remark plugins see code blocks, as in Docusaurus", () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'plugins.ts': TAB_PLUGINS,
      'site.config.ts': `import { defineConfig } from 'mysite-ssg';
import { remarkCountCode, remarkInstallTabs } from './plugins';
export default defineConfig({ title: 'Tabs', url: 'https://example.com', markdown: { remarkPlugins: [remarkInstallTabs, remarkCountCode] } });
`,
      'content/docs/intro.md': '---\ntitle: Intro\nslug: /\n---\n\n```js\nconst a = 1;\n```\n',
      'content/docs/install.mdx':
        "---\ntitle: Install\n---\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n```bash npm2yarn\nnpm install left-pad\n```\n",
    });
  });
  after(() => site.remove());

  it("a plugin counts the code blocks of a Markdown page, and turns an MDX page's into highlighted tabs", () => {
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    assert.match(site.read('dist/docs.html'), /<p>Code blocks seen: 1\.<\/p>/);
    const html = site.read('dist/docs/install.html');
    assert.match(html, /class="tabs[^"]*" data-group-id="manager"/);
    assert.match(html, /role="tab"[^>]*>npm<|data-value="npm"/);
    assert.match(html, /yarn add left-pad|yarn<\/span> add/);
    assert.match(html, /class="code-block/, 'the commands highlighted as code blocks');
    assert.match(html, /<p>Code blocks seen: 2\.<\/p>/);
  });
});
