/**
 * What a site with Mermaid diagrams ships (test/fixtures/mermaid-site, built
 * once per run and shared with test/e2e/mermaid.test.ts): the diagrams' code
 * is a build of its own at `_mysite/diagrams.js`, which the entry loads by
 * its address and no page loads before it is interactive; a page without a
 * diagram loads what the same page of a site without diagrams loads (the
 * same files, the entry a hook's bytes larger); the pages with one hold
 * their source, readable without JavaScript; the config's `mermaid` is in
 * the diagrams' bundle only. A site without diagrams bundles none of it
 * (test/theme/first-load-trims.test.ts).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadScripts } from '../../bench/first-load-js.js';
import { siteAt, type FixtureSite } from '../support/fixture-site.js';
import { FIXTURES } from '../support/paths.js';
import { sharedOutput } from '../support/shared-build.js';

const DIAGRAMS = '_mysite/diagrams.js';
/** What only Mermaid's code and the diagrams' own module hold. */
const DIAGRAM_CODE = /mysite-mermaid-|suppressErrorRendering|flowchart-v2/;

describe('the bundles of a site with Mermaid diagrams', () => {
  let dist: string;
  const read = (file: string) => readFileSync(join(dist, file), 'utf8');
  const entryOf = (folder: string, page: string) => /<script type="module" src="\/([^"]+)"/.exec(readFileSync(join(folder, page), 'utf8'))![1]!;
  /** The same site with no diagram in its pages (a Markdown and an MDX page). */
  let plain: FixtureSite;
  before(async () => {
    dist = await sharedOutput(join(FIXTURES, 'mermaid-site'));
    // Not createSite, which adds a React home page the diagrams site does not have (a layout more).
    plain = siteAt(mkdtempSync(join(tmpdir(), 'mysite-test-')));
    for (const [file, text] of Object.entries({
      'site.config.ts': readFileSync(join(FIXTURES, 'mermaid-site/site.config.ts'), 'utf8'),
      'content/docs/plain.md': '---\ntitle: Without a diagram\nslug: /\n---\n\nThis site draws nothing.\n',
      // An MDX page too, as the diagrams site has: MDX pages bring code of their own.
      'content/docs/note.mdx': '---\ntitle: A note\n---\n\nexport const word = "nothing";\n\nIt draws {word} either.\n',
    }))
      plain.write(file, text);
    const r = plain.run('build');
    assert.equal(r.code, 0, r.stderr);
  });
  after(() => plain.remove());

  it('writes the source of each diagram into its page, in the placeholder, and none into a page without', () => {
    const flow = read('docs/flow.html');
    assert.match(
      flow,
      /<div class="mermaid-diagram code-block"><pre class="mermaid-source" tabindex="0">flowchart LR\n {2}accTitle: How a release moves\n {2}Change\[Merged change\] --> Check\{Tests pass\?\}/,
    );
    assert.match(
      read('docs/handshake.html'),
      /<div class="mermaid-diagram code-block"><pre class="mermaid-source" tabindex="0">sequenceDiagram\n\s*Client-(?:>|&gt;){2}Server: Sign in/,
    );
    assert.doesNotMatch(read('docs.html'), /mermaid-/);
  });

  it('publishes the diagrams at their address, sharing no file with the theme, and no page loads them before it is interactive', () => {
    assert.match(read(DIAGRAMS), /mysite-mermaid-/);
    const imported = [...read(DIAGRAMS).matchAll(/(?:from|import\()\s*"([^"]+)"/g)].map((m) => m[1]!);
    assert.ok(imported.length > 0 && imported.every((path) => path.startsWith('../assets/js/diagrams/')), imported.join(', '));
    assert.ok(read(entryOf(dist, 'docs.html')).includes(DIAGRAMS), 'the entry loads them by their address');
    const themeChunks = readdirSync(join(dist, 'assets/js/chunks'));
    for (const chunk of themeChunks) assert.doesNotMatch(read(`assets/js/chunks/${chunk}`), DIAGRAM_CODE, chunk);
    for (const page of ['docs.html', 'docs/flow.html', 'docs/handshake.html']) {
      const scripts = firstLoadScripts(dist, page);
      assert.ok(!scripts.includes(DIAGRAMS), page);
      for (const script of scripts) assert.doesNotMatch(read(script), DIAGRAM_CODE, `${page}: ${script} holds diagram code`);
    }
  });

  it('loads on a page without a diagram the files a site without diagrams loads, the entry a hook larger', () => {
    const withDiagrams = firstLoadScripts(dist, 'docs.html');
    const without = firstLoadScripts(join(plain.dir, 'dist'), 'docs.html');
    const entry = entryOf(dist, 'docs.html');
    const plainEntry = entryOf(join(plain.dir, 'dist'), 'docs.html');
    // Compared by contents, hashed names masked: esbuild's hashes also depend on where the site is.
    const unhashed = (folder: string, files: string[]) =>
      files.map((f) => `${f.replace(/\.\w+\.js$/, '')}: ${readFileSync(join(folder, f), 'utf8').replace(/\.[A-Z0-9]{8}\.js/g, '.js')}`).sort();
    assert.deepEqual(
      unhashed(
        dist,
        withDiagrams.filter((f) => f !== entry),
      ),
      unhashed(
        join(plain.dir, 'dist'),
        without.filter((f) => f !== plainEntry),
      ),
      'the same chunks, byte for byte',
    );
    assert.equal(withDiagrams.length, without.length);
    const gzip = (file: string) => gzipSync(readFileSync(file)).length;
    const extra = gzip(join(dist, entry)) - gzip(join(plain.dir, 'dist', plainEntry));
    assert.ok(extra >= 0 && extra < 200, `the hook that looks for diagrams: ${extra} B gzip`);
  });

  it("gives the diagrams' bundle the config's mermaid, and no other file", () => {
    const settings = /\{theme:\{light:"forest",dark:"dark"\},options:\{flowchart:\{curve:"linear"\}\}\}/;
    assert.match(read(DIAGRAMS), settings);
    assert.doesNotMatch(read(entryOf(dist, 'docs.html')), /forest/);
  });
});
