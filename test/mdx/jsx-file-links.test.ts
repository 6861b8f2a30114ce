/**
 * Links an MDX page writes as JSX elements publish the local files they
 * name, as its Markdown links do: `<a href="./x.pdf">`, and `<Link to>` /
 * `<Link href>` from `@docusaurus/Link`, wherever they stand (a paragraph,
 * a `<details>`, a tab). Only a string attribute is read; an expression, or
 * another component's `to`, stays as written. A file outside the site is
 * refused at the element's line and column, and never copied.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSite, minimalConfig, siteAt, type FixtureSite } from '../support/fixture-site.js';

const PAGE = `---
title: Downloads
---
import DocLink from '@docusaurus/Link';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

export const Card = ({ to }) => <span data-to={to}>card</span>;

Get <a href="./files/spec.pdf">the spec</a>, <DocLink to="./files/kit.zip#top">the kit</DocLink> or <DocLink href="./files/my notes.txt">the notes</DocLink>.

<a href="./guide.md">The guide</a>

<details>
<summary>More</summary>

<a href="./files/spec.pdf?v=2" target="_blank">The spec, in a new tab</a>

</details>

<Tabs>
  <TabItem value="one" label="One">
    <DocLink to="./files/kit.zip">The kit, in a tab</DocLink>
  </TabItem>
  <TabItem value="two" label="Two">
    Nothing here.
  </TabItem>
</Tabs>

<a href={'./files/spec.pdf'}>An expression</a> <Card to="./files/spec.pdf" />
`;

/** The href of the link whose text is `text`. */
function hrefOf(html: string, text: string): string | undefined {
  return new RegExp(`<a href="([^"]*)"[^>]*>${text}</a>`).exec(html)?.[1];
}

describe('links written as JSX in an MDX page', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      // The expression's link is left to the reader's browser: the check would find no page there.
      'site.config.ts': minimalConfig("baseUrl: '/site/', onBrokenLinks: 'ignore',"),
      'content/docs/downloads.mdx': PAGE,
      'content/docs/guide.md': '---\ntitle: Guide\n---\n\nGo.\n',
      'content/docs/files/spec.pdf': '%PDF spec\n',
      'content/docs/files/kit.zip': 'kit\n',
      'content/docs/files/my notes.txt': 'notes\n',
    });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
  });
  after(() => site.remove());

  it('publish the files they name, with the query and fragment kept, and lead to the pages of Markdown files', () => {
    const html = site.read('dist/docs/downloads.html');
    const files = '/site/assets/files/';
    assert.match(hrefOf(html, 'the spec') ?? '', new RegExp(`^${files}spec-[0-9a-f]{8}\\.pdf$`));
    assert.match(hrefOf(html, 'the kit') ?? '', new RegExp(`^${files}kit-[0-9a-f]{8}\\.zip#top$`));
    assert.match(hrefOf(html, 'the notes') ?? '', new RegExp(`^${files}my%20notes-[0-9a-f]{8}\\.txt$`));
    assert.equal(hrefOf(html, 'The guide'), '/site/docs/guide');
    assert.match(hrefOf(html, 'The spec, in a new tab') ?? '', new RegExp(`^${files}spec-[0-9a-f]{8}\\.pdf\\?v=2$`));
    assert.match(hrefOf(html, 'The kit, in a tab') ?? '', new RegExp(`^${files}kit-[0-9a-f]{8}\\.zip$`));
    const published = readdirSync(join(site.dir, 'dist/assets/files')).sort();
    assert.deepEqual(
      published.map((f) => f.replace(/-[0-9a-f]{8}/, '')),
      ['kit.zip', 'my notes.txt', 'spec.pdf'],
    );
    assert.equal(readFileSync(join(site.dir, 'dist/assets/files', published[2]!), 'utf8'), '%PDF spec\n');
    assert.doesNotMatch(html + site.read('dist/_mysite/data/docs/downloads.json'), /mysite-(?:file|md):/, 'no marker is left');
  });

  it('leave an expression, and the attribute of another component, as written', () => {
    const html = site.read('dist/docs/downloads.html');
    assert.equal(hrefOf(html, 'An expression'), './files/spec.pdf');
    assert.match(html, /<span data-to="\.\/files\/spec\.pdf">card<\/span>/);
  });

  it('lead to the published files from the Markdown twin too', () => {
    const twin = site.read('dist/docs/downloads.md');
    const files = 'https://example.com/site/assets/files/';
    assert.match(twin, new RegExp(`<a href="${files}spec-[0-9a-f]{8}\\.pdf">the spec</a>`));
    assert.match(twin, new RegExp(`<DocLink to="${files}kit-[0-9a-f]{8}\\.zip#top">the kit</DocLink>`));
    assert.match(twin, new RegExp(`<DocLink href="${files}my%20notes-[0-9a-f]{8}\\.txt">the notes</DocLink>`));
  });
});

describe('a JSX link in an MDX page to a file outside the site', () => {
  const SECRET = 'PLANTED_JSX_LINK_SECRET_7c41';
  let machine: string;
  before(() => {
    machine = mkdtempSync(join(tmpdir(), 'mysite-machine-'));
    writeFileSync(join(machine, 'secret.txt'), `${SECRET}\n`);
  });
  after(() => rmSync(machine, { recursive: true, force: true }));

  for (const [name, line, column, element] of [
    ['<a href>', 7, 6, '<a href="../../../secret.txt">the notes</a>'],
    ['<Link to>', 7, 6, '<Link to="../../../secret.txt">the notes</Link>'],
  ] as const) {
    it(`${name} is refused with a coded error at its line and column, and the file is not copied`, () => {
      const site = siteAt(mkdtempSync(join(machine, 'site-')));
      try {
        site.write('site.config.ts', minimalConfig());
        site.write('content/pages/index.tsx', 'export default function Home() { return <main id="main"><h1>Home</h1></main>; }\n');
        site.write('content/docs/intro.mdx', `---\ntitle: Intro\n---\nimport Link from '@docusaurus/Link';\n\nHello.\nRead ${element}.\n`);
        const r = site.run('build');
        assert.equal(r.code, 1, r.stdout + r.stderr);
        assert.match(
          r.stderr,
          new RegExp(
            `content/docs/intro\\.mdx:${line}:${column} .*The file \\.\\./\\.\\./\\.\\./secret\\.txt may not be published.*\\[content/outside-site\\]`,
          ),
        );
        assert.deepEqual(filesHolding(site.dir, SECRET), []);
      } finally {
        site.remove();
      }
    });
  }
});

/** Site-relative paths of the files under `dir` (symbolic links not followed) that hold `needle`. */
function filesHolding(dir: string, needle: string, prefix = ''): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(join(dir, prefix))) {
    const path = join(prefix, entry);
    const stat = lstatSync(join(dir, path), { throwIfNoEntry: false });
    if (stat?.isDirectory()) found.push(...filesHolding(dir, needle, path));
    else if (stat?.isFile() && readFileSync(join(dir, path), 'utf8').includes(needle)) found.push(path);
  }
  return found;
}
