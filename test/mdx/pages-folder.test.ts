/**
 * The pages folder as Docusaurus sites have it: React pages that import
 * @docusaurus modules, CSS modules, SVG components and images; Markdown and
 * MDX pages beside them.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FixtureSite } from '../support/fixture-site.js';
import { docusaurusSite } from './docusaurus-fixture.js';

const ABOUT = `import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Link from '@docusaurus/Link';
import Head from '@docusaurus/Head';
import styles from './about.module.css';
import Mark from './mark.svg';
import banner from './banner.png';
import { motto } from './_shared.js';

export default function About() {
  const { siteConfig } = useDocusaurusContext();
  return (
    <main id="main">
      <Head>
        <title>About the project</title>
        <meta name="description" content="Who makes it, and why." />
        <meta name="robots" content="noarchive" />
      </Head>
      <h1 className={styles.heading}>{siteConfig.title}</h1>
      <Mark title="The mark" width="32" />
      <img src={banner} alt="Banner" />
      <img src={useBaseUrl('/img/static.png')} alt="Static" />
      <Link to="/docs">Read the docs</Link>
      <p>{motto()}</p>
    </main>
  );
}
`;

describe('the pages folder', () => {
  let site: FixtureSite;
  before(() => {
    site = docusaurusSite({
      // JSX in a .js file, as Docusaurus sites write their pages; a file starting with "_" is no page.
      'content/pages/about.js': ABOUT,
      'content/pages/_shared.js': 'export const motto = () => <em>small and steady</em>;\n',
      'content/pages/about.module.css': '.heading { letter-spacing: 0.02em; }\n',
      'content/pages/mark.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8" stroke-width="2"><rect width="8" height="8"/></svg>\n',
      'content/pages/banner.png': 'not really a png, but bytes all the same',
      'static/img/static.png': 'a file of the static folder',
      'content/pages/team.mdx': "---\ntitle: The team\n---\nimport Pill from '@site/src/components/Pill';\n\nWe are <Pill>small</Pill>.\n\n## Roles\n\nMany.\n",
      'content/pages/notes.md': '# Release notes\n\nPlain **Markdown**.\n',
    });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
  });
  after(() => site.remove());

  const main = (file: string) => {
    const html = site.read(file);
    return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  };

  it('a React page gets the site from useDocusaurusContext, its head from <Head>, and links with the base URL', () => {
    const html = site.read('dist/about.html');
    assert.match(html, /<title>About the project \| Fixture<\/title>/);
    assert.match(html, /<meta name="description" content="Who makes it, and why\.">/);
    assert.match(html, /<meta name="robots" content="noarchive">/);
    assert.match(main('dist/about.html'), /<h1 class="about_heading_[0-9a-f]{5}">Fixture<\/h1>/);
    assert.match(main('dist/about.html'), /<a href="\/docs">Read the docs<\/a>/);
    assert.match(main('dist/about.html'), /<img src="\/img\/static\.png" alt="Static"\/>/);
    assert.match(main('dist/about.html'), /<p><em>small and steady<\/em><\/p>/);
    assert.ok(!site.exists('dist/_shared.html'));
  });

  it('an SVG import is a component, an image import a published file', () => {
    assert.match(
      main('dist/about.html'),
      /<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 8 8" stroke-width="2" width="32"><title>The mark<\/title><rect/,
    );
    const banner = main('dist/about.html').match(/<img src="\/(assets\/media\/banner\.[0-9a-f]{8}\.png)"/)?.[1];
    assert.ok(banner && site.exists(`dist/${banner}`));
  });

  it('Markdown and MDX pages render with their table of contents, without a sidebar', () => {
    assert.match(main('dist/team.html'), /<h1 class="doc-title">The team<\/h1>/);
    assert.match(main('dist/team.html'), /We are <span class="Pill_pill_[0-9a-f]{5}"/);
    assert.match(main('dist/team.html'), /href="#roles"/);
    assert.doesNotMatch(site.read('dist/team.html'), /class="sidebar/);
    assert.match(main('dist/notes.html'), /<h1 class="doc-title">Release notes<\/h1>[\s\S]*<strong>Markdown<\/strong>/);
    assert.ok(site.exists('dist/notes.md'), 'a Markdown twin');
  });

  it('the page CSS module ships in the browser with the same class names', () => {
    const chunks = readdirSync(join(site.dir, 'dist/assets/js/chunks')).filter((f) => f.endsWith('.css'));
    assert.ok(chunks.some((f) => /about_heading_[0-9a-f]{5}\{/.test(site.read(`dist/assets/js/chunks/${f}`))));
  });
});
