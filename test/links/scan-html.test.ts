/** The scanner of built pages: ids and links come from tags only, never from text. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { scanHtml } from '../../src/links/scan-html.js';

describe('scanHtml', () => {
  it('reads ids and names from tags, decoding entities', () => {
    const { ids } = scanHtml('<h2 id="setup">Setup</h2>\n<a name="old-anchor"></a><div class="x" id="a&amp;b"></div>');
    assert.deepEqual([...ids].sort(), ['a&b', 'old-anchor', 'setup']);
  });

  it('does not take id="…" written in a code block for an id', () => {
    // hast-util-to-html leaves quotes in text as they are; only "<" and "&" are escaped.
    const { ids } = scanHtml('<pre><code>&lt;div id="not-an-id"> and  id="nor-this"</code></pre><p id="real">x</p>');
    assert.deepEqual([...ids], ['real']);
  });

  it('leaves out links to a search interface (rel="search"): they lead to results, not to a page', () => {
    const html = '<a class="x" href="https://search.example/?q=site%3Ax.example" rel="search">Search</a><a href="/docs/research" rel="nofollow">y</a>';
    assert.deepEqual(scanHtml(html).links, [{ url: '/docs/research', line: 1 }]);
  });

  it('reads links with their lines, leaving out self-links of the head', () => {
    const html = '<link rel="canonical" href="https://x.example/a">\n<a href="/docs/x">x</a>\n<img src="/img/a.png">';
    assert.deepEqual(scanHtml(html).links, [
      { url: '/docs/x', line: 2 },
      { url: '/img/a.png', line: 3 },
    ]);
  });
});
