import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ISLAND_ATTRIBUTE, restoreIslands, splitIslands } from '../../src/core/html-islands.js';

const body = `<p>${'Long enough to be worth leaving out of the data file. '.repeat(5)}</p>`;
const code = `<pre class="shiki"><code>${'<span class="sh-k">const</span> x = 1;\n'.repeat(8)}</code></pre>`;

/** What the browser does: the content of the element carrying the attribute (no nested element of the same tag here). */
function lookup(html: string) {
  return (n: number) => new RegExp(`<(\\w+)[^>]* ${ISLAND_ATTRIBUTE}="${n}">([\\s\\S]*?)</\\1>`).exec(html)?.[2];
}

describe('HTML islands', () => {
  it('leave the HTML strings a page shows out of its data, and mark where they are', () => {
    const app = `<main><h1>T</h1><div class="markdown">${body}</div><section><div class="api-code">${code}</div></section></main>`;
    const data = { title: 'T', html: body, samples: [{ label: 'JS', html: code }], again: code };
    const split = splitIslands(app, data);
    assert.equal(split.islands, 2);
    assert.equal(
      split.appHtml,
      app
        .replace('<div class="markdown">', `<div class="markdown" ${ISLAND_ATTRIBUTE}="0">`)
        .replace('<div class="api-code">', `<div class="api-code" ${ISLAND_ATTRIBUTE}="1">`),
    );
    assert.deepEqual(split.data, { title: 'T', html: { $html: 0 }, samples: [{ label: 'JS', html: { $html: 1 } }], again: { $html: 1 } });
    assert.deepEqual(restoreIslands(split.data, lookup(split.appHtml)), data);
  });

  it('keep strings that are not the whole content of an element, are short, or have no markup', () => {
    const plain = 'x'.repeat(300);
    const app = `<main><div>${body}<p>after</p></div><p>${plain}</p><div><b>short</b></div></main>`;
    const data = { partial: body, plain, short: '<b>short</b>' };
    assert.deepEqual(splitIslands(app, data), { appHtml: app, data, islands: 0 });
  });

  it('take a string inside another island from the outer one only', () => {
    const outer = `<p>Intro text.</p><div class="code-block">${code}</div>`;
    const app = `<main><div class="d">${outer}</div></main>`;
    const split = splitIslands(app, { description: outer, example: code });
    assert.equal(split.islands, 1);
    assert.deepEqual(split.data, { description: { $html: 0 }, example: code });
  });

  it('say which element is missing when the HTML does not hold an island', () => {
    assert.throws(() => restoreIslands({ html: { $html: 3 } }, () => undefined), /no element data-mysite-html="3"/);
  });
});
