/** HTML → text sections for the index: split at h2/h3, what is left out, table keys, entities. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { htmlSections, decode } from '../../src/search/html-sections.js';
import { mainOf } from '../../src/search/documents.js';

describe('htmlSections', () => {
  it('cuts at h2 and h3, keeping each heading and its anchor', () => {
    const html =
      '<p>Intro <strong>text</strong>.</p><h2 id="setup">Setup<a class="hash-link" href="#setup">#</a></h2><p>Install it.</p>' +
      '<h3 id="npm">With <code>npm</code></h3><p>Run it.</p><h4 id="deep">Deeper</h4><p>Still npm.</p><h2>No id</h2><p>Last.</p>';
    assert.deepEqual(htmlSections(html), [
      { text: 'Intro text.' },
      { anchor: 'setup', heading: 'Setup', text: 'Install it.' },
      { anchor: 'npm', heading: 'With npm', text: 'Run it. Deeper Still npm.' },
      { anchor: undefined, heading: 'No id', text: 'Last.' },
    ]);
  });

  it('leaves out what is not read as text', () => {
    const html =
      '<div class="code-block"><div class="code-block-header"><span>json</span></div><pre><code>{"a": 1}</code></pre><button>Copy</button></div>' +
      '<svg><text>diagram</text></svg><span aria-hidden="true">decor</span><div data-search-ignore><p>skip</p></div><script>x()</script><p>kept</p>';
    assert.deepEqual(htmlSections(html), [{ text: '{"a": 1} kept' }]);
  });

  it('separates blocks and cells, and takes the first cell of each row as a key', () => {
    const html =
      '<table><thead><tr><th>Code</th><th>Message</th></tr></thead><tbody><tr><td>45</td><td>Disabled.</td></tr><tr><td><code>46</code></td><td>Missing.</td></tr></tbody></table>';
    assert.deepEqual(htmlSections(html), [{ text: 'Code Message 45 Disabled. 46 Missing.', keys: '45 46' }]);
  });

  it('decodes entities', () => {
    assert.equal(decode('a &amp; b &lt;c&gt; &#39;d&#x27; &quot;e&quot;&nbsp;f &unknown;'), `a & b <c> 'd' "e" f &unknown;`);
    assert.deepEqual(htmlSections('<p>R&amp;D</p>'), [{ text: 'R&D' }]);
  });

  it('reads a React page from its main element', () => {
    assert.equal(mainOf('<nav>menu</nav><main id="main" class="x"><h1>Hi</h1></main><footer>f</footer>'), '<h1>Hi</h1>');
  });
});
