/**
 * A translated site whose code.json translates little: each locale reads
 * its texts from its code.json (by the locale's name), else from mysite's built-in catalogue of
 * its language (chosen by `<html lang>`: zh-CN reads Simplified Chinese),
 * else the code's English (a language mysite has no catalogue of). Also
 * the texts that were English on translated pages: an author's social
 * links, a generated category index (its title, its entries, its item
 * counts) and the previous/next links that lead to a category's page.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';
import { catalogue } from '../../src/i18n/built-in-texts.js';

const CONFIG = minimalConfig(`i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'zh', 'sv'], localeConfigs: { zh: { htmlLang: 'zh-CN' } } },
  docs: { sidebarPath: false },
  blogs: [{ id: 'blog', path: 'content/blog', routeBasePath: '/blog' }],`);

const FR_DOCS = 'i18n/fr/docusaurus-plugin-content-docs';

const FILES: Record<string, string> = {
  'site.config.ts': CONFIG,
  'content/docs/welcome.md': '---\ntitle: Welcome\nslug: /\nsidebar_position: 1\n---\n\n## First steps\n\nHello.\n',
  'content/docs/setup/_category_.yml': 'label: Setting up\nposition: 2\nlink:\n  type: generated-index\n',
  'content/docs/setup/guide.md': '---\ntitle: Guide\nsidebar_position: 1\n---\n\nSteps.\n',
  'content/docs/setup/advanced/_category_.yml': 'label: Advanced\nlink:\n  type: generated-index\n',
  'content/docs/setup/advanced/deep.md': '---\ntitle: Deep\n---\n\nDeep.\n',
  'content/blog/authors.yml': 'ana:\n  name: Ana\n  socials:\n    github: ana-dev\n',
  'content/blog/2026-03-01-launch.md': '---\ntitle: Launch\nauthors: ana\n---\n\nOut now.\n\n<!-- truncate -->\n\nMore.\n',
  // An island: the browser renders it again, with the texts the server rendered it with.
  'src/components/Counter.jsx':
    "import { useState } from 'react';\nimport { translate } from '@docusaurus/Translate';\nexport default function Counter() {\n  const [n, setN] = useState(0);\n  return <button type=\"button\" onClick={() => setN(n + 1)}>{translate({ id: 'theme.TOC.title', message: 'On this page' })} {n}</button>;\n}\n",
  'content/docs/counter.mdx': "---\ntitle: Counter\n---\nimport Counter from '@site/src/components/Counter';\n\n<Counter />\n",
  'i18n/fr/code.json': JSON.stringify({ 'theme.docs.paginator.next': { message: 'Page suivante' } }),
  // Read by the locale's name, not its htmlLang, for the texts the engine writes too.
  'i18n/zh/code.json': JSON.stringify({ 'theme.NotFound.title': { message: '这里什么也没有' } }),
  [`${FR_DOCS}/current.json`]: JSON.stringify({
    'sidebar.docs.category.Setting up': { message: 'Mise en route' },
    'sidebar.docs.category.Advanced': { message: 'Pour aller plus loin' },
  }),
};

const fr = catalogue('fr');

/** The entry script and the chunks a page preloads: what its first load runs. */
function firstLoadScripts(site: FixtureSite, page: string): string {
  const html = site.read(page);
  const files = [...html.matchAll(/(?:<script type="module" src|<link rel="modulepreload" href)="\/([^"]+)"/g)].map((m) => m[1]!);
  assert.ok(files.length > 0, page);
  return files.map((file) => site.read(`dist/${file}`)).join('\n');
}

describe("a translated site's texts: its own, else mysite's for its language, else English", () => {
  let site: FixtureSite;
  before(() => {
    site = createSite(FILES);
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
  });
  after(() => site.remove());

  it("shows the built-in French where code.json is silent, and code.json's text where it speaks", () => {
    const html = site.read('dist/fr/docs.html');
    assert.match(html, new RegExp(`<p class="toc-title">${fr['theme.TOC.title']}</p>`));
    assert.match(html, /<span class="pager-sub">Page suivante(?:<!-- -->)? »<\/span>/);
    assert.doesNotMatch(html, /On this page|>Next</);
    // A heading's "#" link, written by the Markdown pipeline.
    assert.ok(html.includes(`aria-label="${fr['theme.common.headingLinkTitle']!.replace('{heading}', 'First steps')}"`));
    assert.ok(site.read('dist/fr/404.html').includes(fr['theme.NotFound.title']!), 'the not-found page the engine makes');
  });

  it('reads Simplified Chinese for htmlLang zh-CN, and English for a language mysite has no texts of', () => {
    assert.ok(site.read('dist/zh/docs.html').includes(`<p class="toc-title">${catalogue('zh-Hans')['theme.TOC.title']}</p>`));
    assert.match(site.read('dist/zh/404.html'), /<title>这里什么也没有/);
    assert.match(site.read('dist/sv/docs.html'), /<p class="toc-title">On this page<\/p>/);
    const english = site.read('dist/docs.html');
    assert.match(english, /<p class="toc-title">On this page<\/p>/);
    assert.match(english, /aria-label="Direct link to First steps"/);
  });

  it("names an author's social links in the locale's language", () => {
    const label = fr['theme.blog.author.socialLink']!.replace('{name}', 'Ana').replace('{platform}', 'GitHub');
    assert.ok(site.read('dist/fr/blog/2026/03/01/launch.html').includes(`aria-label="${label}"`));
    assert.match(site.read('dist/blog/2026/03/01/launch.html'), /aria-label="Ana on GitHub"/);
  });

  it("titles a generated index with its category's translated label, lists its sub-categories so, and counts their items in French", () => {
    const index = site.read('dist/fr/docs/category/setting-up.html');
    assert.match(index, /<title>Mise en route \| Fixture<\/title>/);
    assert.match(index, /<h1[^>]*>Mise en route<\/h1>/);
    assert.match(
      index,
      /<a class="doc-card" href="\/fr\/docs\/category\/advanced"><h2 class="doc-card-title"><span class="doc-card-icon">[^<]+<\/span><span class="doc-card-text">Pour aller plus loin<\/span><\/h2><p class="doc-card-about">1 élément<\/p>/,
    );
    assert.match(site.read('dist/fr/docs/category/setting-up.md'), /^# Mise en route\n/);
    assert.doesNotMatch(index, /Setting up|>Advanced</);
    const english = site.read('dist/docs/category/setting-up.html');
    assert.match(
      english,
      /<a class="doc-card" href="\/docs\/category\/advanced"><h2 class="doc-card-title"><span class="doc-card-icon">[^<]+<\/span><span class="doc-card-text">Advanced<\/span><\/h2><p class="doc-card-about">1 item<\/p>/,
    );
  });

  it("labels the previous/next links to a category's page with its translated label", () => {
    // welcome → Setting up (its index) → Guide → Advanced (its index) → Deep
    assert.match(site.read('dist/fr/docs.html'), /<span class="pager-label">Mise en route<\/span>/);
    const guide = site.read('dist/fr/docs/setup/guide.html');
    assert.match(guide, /<span class="pager-label">Mise en route<\/span>/);
    assert.match(guide, /<span class="pager-label">Pour aller plus loin<\/span>/);
    assert.match(site.read('dist/docs/setup/guide.html'), /<span class="pager-label">Advanced<\/span>/);
  });

  it('gives the browser the texts its components show, and not those only the build writes into pages', () => {
    const scripts = firstLoadScripts(site, 'dist/fr/docs.html');
    assert.ok(scripts.includes(fr['theme.TOC.title']!), 'a theme text');
    assert.ok(scripts.includes(fr['theme.error.title']!), "the runtime's error screen");
    assert.ok(scripts.includes('Page suivante'), "the site's own text");
    for (const id of ['theme.blog.post.readingTime.plurals', 'theme.blog.author.socialLink', 'theme.api.requestSample']) {
      assert.ok(!scripts.includes(fr[id]!), `not ${id}`);
    }
    // An island's bundle carries them too, as the server rendered it with them.
    const island = site.read('dist/fr/docs/counter.html');
    assert.match(island, new RegExp(`<button type="button">${fr['theme.TOC.title']}(<!-- -->)? (<!-- -->)?0</button>`));
    const islandScripts = readdirSync(join(site.dir, 'dist/fr/_mysite'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.js'))
      .map((e) => readFileSync(join(e.parentPath, e.name), 'utf8'))
      .join('\n');
    assert.ok(islandScripts.includes(fr['theme.TOC.title']!), "the islands' scripts");
    // Nothing of the texts reaches an English page's scripts.
    const english = firstLoadScripts(site, 'dist/docs.html');
    assert.ok(!english.includes(fr['theme.TOC.title']!));
    assert.ok(!english.includes('theme.TOC.title'), 'nor the ids, which a site without texts leaves out');
  });
});
