/**
 * What a site with Mermaid diagrams ships (test/fixtures/mermaid-site, built
 * once per run and shared with test/e2e/mermaid.test.ts): the diagrams' code
 * is a chunk the entry imports lazily, which no page loads before it is
 * interactive, a page without a diagram included; the pages with one hold
 * their source, readable without JavaScript; the config's `mermaid` is in the
 * diagrams' chunk only. A site without diagrams bundles none of it
 * (test/theme/first-load-trims.test.ts).
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { firstLoadScripts } from '../../bench/first-load-js.js';
import { FIXTURES } from '../support/paths.js';
import { sharedOutput } from '../support/shared-build.js';

describe('the bundles of a site with Mermaid diagrams', () => {
  let dist: string;
  const read = (file: string) => readFileSync(join(dist, file), 'utf8');
  let diagramsChunk: string;
  before(async () => {
    dist = await sharedOutput(join(FIXTURES, 'mermaid-site'));
    diagramsChunk = `assets/js/chunks/${readdirSync(join(dist, 'assets/js/chunks')).find((name) => name.startsWith('diagrams.'))}`;
  });

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

  it('loads the diagrams chunk lazily from the entry, and no page loads it, or Mermaid, before it is interactive', () => {
    const entryFile = /<script type="module" src="\/([^"]+)"/.exec(read('docs.html'))![1]!;
    assert.ok(read(entryFile).includes(`import("./chunks/${posix.basename(diagramsChunk)}")`), 'the entry imports the chunk lazily');
    assert.match(read(diagramsChunk), /mysite-mermaid-/);
    for (const page of ['docs.html', 'docs/flow.html', 'docs/handshake.html']) {
      const scripts = firstLoadScripts(dist, page);
      assert.ok(!scripts.includes(diagramsChunk), page);
      for (const script of scripts) {
        const code = read(script);
        assert.ok(!/mysite-mermaid-|suppressErrorRendering|flowchart-v2/.test(code), `${page}: ${script} holds diagram code`);
      }
    }
  });

  it("gives the diagrams chunk the config's mermaid, and no other file", () => {
    const settings = /\{theme:\{light:"forest",dark:"dark"\},options:\{flowchart:\{curve:"linear"\}\}\}/;
    assert.match(read(diagramsChunk), settings);
    const entryFile = /<script type="module" src="\/([^"]+)"/.exec(read('docs.html'))![1]!;
    assert.doesNotMatch(read(entryFile), /forest/);
  });
});
