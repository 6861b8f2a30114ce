/**
 * The footer's copyright as HTML: the allow-list is kept, everything else is
 * shown as written or left out with an issue the build warns about, unsafe
 * link schemes are refused, and plain text comes out as it went in.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { copyrightHtml } from '../../src/core/copyright-html.js';

const site = { baseUrl: '/' };

describe('copyrightHtml', () => {
  it('gives plain text back unchanged, escaping only what HTML needs', () => {
    const text = 'Copyright © 2026 Lantern Works. Built with care.';
    assert.deepEqual(copyrightHtml(text, site), { html: text, issues: [], sitePaths: [] });
    assert.equal(copyrightHtml('Pens & paper 1 < 2', site).html, 'Pens &amp; paper 1 &lt; 2');
  });

  it('keeps the allowed tags and the attributes of links, and reads character references', () => {
    const { html, issues } = copyrightHtml(
      '&copy; 2026 <strong>Lantern</strong> <em>Works</em><br/><small>made by <a href="https://example.org/team" title="The team">the team</a></small> <code>v2</code> <B>loud</B> <i>quiet</i> <span>plain</span>',
      site,
    );
    assert.equal(
      html,
      '© 2026 <strong>Lantern</strong> <em>Works</em><br><small>made by <a href="https://example.org/team" title="The team">the team</a></small> <code>v2</code> <b>loud</b> <i>quiet</i> <span>plain</span>',
    );
    assert.deepEqual(issues, []);
  });

  it('shows a tag off the list as the text it is written as, and says so', () => {
    const { html, issues } = copyrightHtml('Hi <script>alert(1)</script> <div class="x">boxed</div>', site);
    assert.equal(html, 'Hi &lt;script&gt;alert(1)&lt;/script&gt; &lt;div class="x"&gt;boxed&lt;/div&gt;');
    assert.deepEqual(
      issues.map((i) => i.name),
      ['<script>', '</script>', '<div>', '</div>'],
    );
  });

  it('leaves out an attribute off the list, naming it and its element', () => {
    const { html, issues } = copyrightHtml('<span class="brand" onclick="steal()">Lantern</span>', site);
    assert.equal(html, '<span>Lantern</span>');
    assert.deepEqual(issues, [
      { kind: 'attribute', name: 'class', on: 'span' },
      { kind: 'attribute', name: 'onclick', on: 'span' },
    ]);
  });

  it('refuses a javascript: href, however it is spelt, and keeps mailto: and relative ones', () => {
    for (const href of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java&#x09;script:alert(1)', 'data:text/html,hi']) {
      const { html, issues } = copyrightHtml(`<a href="${href}">x</a>`, site);
      assert.equal(html, '<a>x</a>', href);
      assert.equal(issues[0]?.kind, 'href', href);
    }
    assert.equal(copyrightHtml('<a href="mailto:hi@example.org">mail</a>', site).html, '<a href="mailto:hi@example.org">mail</a>');
    assert.equal(copyrightHtml("<a href='team.html'>team</a>", site).html, '<a href="team.html">team</a>');
  });

  it('gives a root-relative link the base URL (and the trailing slash the site spells) and lists its site path', () => {
    const out = copyrightHtml('<a href="/legal/terms">Terms</a> <a href="https://example.org">out</a>', { baseUrl: '/handbook/', trailingSlash: true });
    assert.equal(out.html, '<a href="/handbook/legal/terms/">Terms</a> <a href="https://example.org">out</a>');
    assert.deepEqual(out.sitePaths, ['/legal/terms']);
  });

  it('adds noopener noreferrer to a link that opens a new tab, keeping its own rel', () => {
    assert.equal(
      copyrightHtml('<a href="https://example.org" target="_blank">new tab</a>', site).html,
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">new tab</a>',
    );
    assert.equal(
      copyrightHtml('<a href="https://example.org" rel="me noopener" target="_blank">me</a>', site).html,
      '<a href="https://example.org" rel="me noopener noreferrer" target="_blank">me</a>',
    );
  });

  it('closes what is left open, and shows an end tag with no start as text', () => {
    const { html, issues } = copyrightHtml('<strong>bold <em>both</strong> after</em>', site);
    assert.equal(html, '<strong>bold <em>both</em></strong> after&lt;/em&gt;');
    assert.deepEqual(issues, [{ kind: 'tag', name: '</em>' }]);
    assert.equal(copyrightHtml('<b>open', site).html, '<b>open</b>');
  });

  it('escapes a quote in a kept attribute and reads references in it', () => {
    assert.equal(copyrightHtml(`<a href="/a?x=1&amp;y=2" title='say "hi"'>q</a>`, site).html, '<a href="/a?x=1&amp;y=2" title="say &quot;hi&quot;">q</a>');
  });
});
