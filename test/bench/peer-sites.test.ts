/** bench:peers' corpus writers: a corpus of 3 docs and 2 posts in each tool's layout, so they cannot rot unseen (the bench is not in `npm test`). */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { corpusFiles } from '../../bench/corpus.js';
import { PEERS, parsePeerArgs } from '../../bench/peers.js';
import { peerTable, ratio } from '../../bench/peer-table.js';

/** Where each tool's site has the corpus's pages: the folder they go under, the introduction's name, the config. */
const LAYOUTS: Record<string, { prefix: string; intro: string; config: string }> = {
  docusaurus: { prefix: '', intro: 'docs/intro.md', config: 'docusaurus.config.js' },
  vitepress: { prefix: '', intro: 'docs/index.md', config: '.vitepress/config.mjs' },
  starlight: { prefix: 'src/content/docs/', intro: 'docs/index.md', config: 'astro.config.mjs' },
  rspress: { prefix: 'docs/', intro: 'docs/index.md', config: 'rspress.config.mjs' },
  hugo: { prefix: 'content/', intro: 'docs/_index.md', config: 'hugo.toml' },
  eleventy: { prefix: 'src/', intro: 'docs/index.md', config: 'eleventy.config.mjs' },
};

const files = corpusFiles({ docs: 3, posts: 2 });
const PAGES = [
  'docs/01-area-1/01-group-1/topic-1.md',
  'docs/02-area-2/01-group-1/topic-2.md',
  'docs/03-area-3/01-group-1/topic-3.md',
  'blog/2020-01-01-post-1.md',
  'blog/2020-01-02-post-2.md',
];

describe('bench:peers corpus writers', () => {
  const work = mkdtempSync(join(tmpdir(), 'mysite-peer-sites-'));
  after(() => rmSync(work, { recursive: true, force: true }));

  it('covers every tool', () => {
    assert.deepEqual(PEERS.map((p) => p.id).sort(), Object.keys(LAYOUTS).sort());
  });

  for (const peer of PEERS) {
    it(`writes the corpus in ${peer.label}'s layout`, () => {
      const dir = join(work, peer.id);
      peer.write(dir, files);
      const layout = LAYOUTS[peer.id]!;
      assert.ok(existsSync(join(dir, layout.config)), `${layout.config} written`);
      const intro = readFileSync(join(dir, layout.prefix + layout.intro), 'utf8');
      assert.match(intro, /^title: Introduction$/m);
      for (const page of PAGES) {
        const text = readFileSync(join(dir, layout.prefix + page), 'utf8');
        assert.match(text, /^---\ntitle: (Topic|Post) \d\n/, `${page}: its front matter`);
        assert.match(text, /^```\w+/m, `${page}: its code`);
      }
      if (peer.id !== 'docusaurus') assert.doesNotMatch(intro, /^slug:/m, 'the introduction is the index page by its name');
    });
  }

  it('renames callouts to the names each docs theme knows', () => {
    const doc = (id: string) => readFileSync(join(work, id, LAYOUTS[id]!.prefix + PAGES[0]!), 'utf8');
    const kinds = (text: string) => [...text.matchAll(/^:::(\w+)$/gm)].map((m) => m[1]);
    // The first doc's callout is a note; the second's a tip.
    assert.deepEqual(kinds(doc('docusaurus')), ['note']);
    assert.deepEqual(kinds(doc('vitepress')), ['info']);
    assert.deepEqual(kinds(doc('starlight')), ['note']);
    assert.match(renamedCorpus('starlight', 'warning'), /^:::caution$/m);
  });

  it("gives VitePress a sidebar whose links are the docs' pages", async () => {
    const config = (await import(pathToFileURL(join(work, 'vitepress/.vitepress/config.mjs')).href)).default;
    const links: string[] = [];
    const walk = (items: { link?: string; items?: unknown[] }[]) => {
      for (const item of items) {
        if (item.link) links.push(item.link);
        if (item.items) walk(item.items as typeof items);
      }
    };
    walk(config.themeConfig.sidebar['/docs/']);
    assert.deepEqual(links.sort(), [
      '/docs/',
      '/docs/01-area-1/01-group-1/topic-1',
      '/docs/02-area-2/01-group-1/topic-2',
      '/docs/03-area-3/01-group-1/topic-3',
    ]);
  });

  it('prints each figure as a ratio to mysite', () => {
    assert.equal(ratio({ median: 30, min: 20, max: 40 }, { median: 10, min: 9, max: 11 }), '3.00×');
    assert.equal(ratio(undefined, { median: 10, min: 9, max: 11 }), '—');
    const table = peerTable([
      {
        id: 'mysite',
        label: 'mysite',
        version: '1',
        htmlFiles: 9,
        wallMs: { median: 2000, min: 1900, max: 2100 },
        cpuMs: { median: 3000, min: 3000, max: 3000 },
        peakRssMb: { median: 100, min: 100, max: 100 },
      },
      {
        id: 'hugo',
        label: 'Hugo',
        version: '2',
        htmlFiles: 8,
        wallMs: { median: 500, min: 500, max: 600 },
        cpuMs: { median: 600, min: 600, max: 600 },
        peakRssMb: { median: 50, min: 50, max: 50 },
      },
      { id: 'vitepress', label: 'VitePress', version: '3', htmlFiles: 0, failed: 'exit 1' },
    ]);
    const [, mysite, hugo, vitepress] = table.split('\n');
    assert.match(mysite!, /2\.00 s \(1\.90 s–2\.10 s\)\s+1\.00×/);
    assert.match(hugo!, /500 ms \(500 ms–600 ms\)\s+0\.25×\s+600 ms .*0\.20×\s+50 MB .*0\.50×$/);
    assert.match(vitepress!, /failed/);
  });

  it('refuses options it does not know, and tools it has not', () => {
    assert.deepEqual(parsePeerArgs(['--docs', '20', '--posts', '5', '--runs', '1', '--only', 'hugo']).size, { docs: 20, posts: 5 });
    assert.throws(() => parsePeerArgs(['--only', 'jekyll']), /no tool jekyll/);
    assert.throws(() => parsePeerArgs(['--runs', '0']), /--runs takes a whole number/);
    assert.throws(() => parsePeerArgs(['--fast']), /unknown option --fast/);
  });
});

/** A callout of `kind` written in the tool's layout. */
function renamedCorpus(id: string, kind: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'mysite-peer-callout-'));
  try {
    PEERS.find((p) => p.id === id)!.write(dir, [{ file: 'docs/a/b/c.md', text: `---\ntitle: C\n---\n\n:::${kind}\nText.\n:::\n` }]);
    return readFileSync(join(dir, LAYOUTS[id]!.prefix, 'docs/a/b/c.md'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
