/**
 * The outline of a rendered MDX page read from its tags gives what parsing
 * the whole page gives (the table of contents, the ids in order, the
 * repeated ones), on the forms React writes and on the ones it does not,
 * which are parsed whole.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { htmlOutline, outlineFromTags, outlineFromTree } from '../../src/mdx/html-outline.js';

const PAGES: Record<string, string> = {
  'headings and ids':
    '<h2 id="intro">Intro <a class="hash-link" href="#intro" aria-label="Link">#</a></h2><p id="p1">Text</p><h3 id="deep" class="x">Deep <code>code</code> and <a href="/x">a link</a></h3><div><h6 id="six">Six</h6></div>',
  'an id given twice': '<h2 id="a">A</h2><span id="a">again</span><h3 id="b">B</h3><h4 id="b">B again</h4>',
  'no ids': '<p>Nothing <em>here</em></p><h2>Untitled</h2>',
  'React character references': '<h2 id="a&amp;b">A &amp; B</h2><p id="&quot;q&quot;">q</p><p id="it&#x27;s">x</p><p id="n&#233;e">y</p>',
  'other references': '<h2 id="a&nbsp;b">A</h2><p id="c&copy">C</p>',
  'a bare ampersand': '<h2 id="a&b">A&amp;B</h2>',
  'an attribute value with ">"': '<h2 title="a > b" id="gt">Greater</h2>',
  'ids in svg': '<svg viewBox="0 0 1 1"><g id="layer"><path id="p" d="M0 0"/></g></svg><h2 id="after">After</h2>',
  'empty id and data-id': '<h2 id="">Empty</h2><p data-id="no">x</p><h3 id="yes">Yes</h3>',
  'a heading inside a heading': '<h2 id="outer">Outer <h3 id="inner">Inner</h3></h2>',
  'raw text elements': '<h2 id="s">S</h2><script>var x = \'<h2 id="fake">\';</script><noscript><p id="ns">no</p></noscript>',
  'a comment': '<h2 id="c">C</h2><!-- <h3 id="hidden">H</h3> --><p id="shown">x</p>',
  "React's empty comments": '<h2 id="e">E<!-- --> text</h2><p id="x">x<!-- -->y</p>',
  'unquoted and single-quoted ids': '<h2 id=bare>Bare</h2><h3 id=\'single\'>Single</h3><h4 ID="upper">Upper</h4>',
  'a self-closing element with an id': '<img id="pic" src="a.png" alt=""/><br id="br"/><h2 id="h">H</h2>',
  'text that looks like a tag': '<p>&lt;h2 id=&quot;fake&quot;&gt;</p><pre><code>&lt;p id="x"&gt;</code></pre><h2 id="real">Real</h2>',
  'non-ASCII text before a heading': '<p>İstanbul ß ǅ</p><h2 id="city">Şehir <strong>İ</strong></h2>',
};

describe('the outline of a rendered MDX page', () => {
  for (const [name, html] of Object.entries(PAGES)) {
    it(`is the whole-page parse's: ${name}`, () => {
      assert.deepEqual(htmlOutline(html), outlineFromTree(html));
    });
  }

  it("reads React's forms from the tags alone, and leaves the others to the parser", () => {
    const parsedWhole = [
      'other references',
      'a bare ampersand',
      'a heading inside a heading',
      'raw text elements',
      'a comment',
      'unquoted and single-quoted ids',
    ];
    for (const [name, html] of Object.entries(PAGES)) {
      const fromTags = !/<(?:script|noscript)|<!--(?! -->)/.test(html) && outlineFromTags(html) !== undefined;
      assert.equal(fromTags, !parsedWhole.includes(name), name);
    }
  });

  it('finds headings, ids and repeats', () => {
    const outline = htmlOutline(PAGES['headings and ids']!);
    assert.deepEqual(outline.anchors, ['intro', 'p1', 'deep', 'six']);
    assert.deepEqual(
      outline.toc.map((t) => [t.id, t.depth, t.html]),
      [
        ['intro', 2, 'Intro'],
        ['deep', 3, 'Deep <code>code</code> and a link'],
        ['six', 6, 'Six'],
      ],
    );
    assert.deepEqual(htmlOutline(PAGES['an id given twice']!).repeated, ['a', 'b']);
  });
});
