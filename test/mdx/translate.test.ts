/**
 * `@docusaurus/Translate` and `@docusaurus/Interpolate` on an MDX page: the
 * message (or the site's text for its id: test/compat/translations.test.ts) with its `{placeholders}` filled
 * in by `values`, text or elements; `translate()` as a function.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const PAGE = `---
title: Greetings
---
import Translate, { translate } from '@docusaurus/Translate';
import Interpolate from '@docusaurus/Interpolate';

<p className="one"><Translate id="greeting" description="Said first" values={{ name: 'Ada', count: 3 }}>{'Welcome back, {name}: {count} new notes. {unknown} stays.'}</Translate></p>

<p className="two"><Interpolate values={{ link: <a href="/docs/greetings">the guide</a> }}>{'Read {link} first.'}</Interpolate></p>

<p className="three">{translate({ id: 'farewell', message: 'Goodbye, {who}.' }, { who: 'Bob' })}</p>

<p className="four"><Translate>Plain message</Translate></p>

<Translate id="long" values={{ count: 2 }}>
A message over **two**
lines.
</Translate>
`;

describe('MDX Translate and Interpolate', () => {
  let site: FixtureSite;
  let html = '';
  before(() => {
    site = createSite({ 'site.config.ts': minimalConfig(), 'content/docs/greetings.mdx': PAGE });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
    html = site.read('dist/docs/greetings.html');
  });
  after(() => site.remove());

  it('shows the message with its placeholders filled in', () => {
    assert.match(html, /<p class="one">Welcome back, Ada: 3 new notes\. \{unknown\} stays\.<\/p>/);
    assert.match(html, /<p class="three">Goodbye, Bob\.<\/p>/);
    assert.match(html, /<p class="four">Plain message<\/p>/);
  });

  it('shows Markdown between its tags as it is', () => {
    assert.match(html, /<p>A message over <strong>two<\/strong>\nlines\.<\/p>/);
  });

  it('puts elements where their placeholders are', () => {
    assert.match(html, /<p class="two">Read <a href="\/docs\/greetings">the guide<\/a> first\.<\/p>/);
  });
});
