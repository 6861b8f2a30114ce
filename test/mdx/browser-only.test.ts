/**
 * `@docusaurus/BrowserOnly` on an MDX page. Its function child is the
 * page's code, which never reaches the browser (an island takes only its
 * component's module), so written inline it is an error at its line that
 * says what to do; moved into a component of its own file, as the error
 * says, it builds: the page shows the fallback and the island runs the rest.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig } from '../support/fixture-site.js';

const INLINE = `---
title: Clock
---
import BrowserOnly from '@docusaurus/BrowserOnly';

The time where you are:

<BrowserOnly fallback={<p>Loading the clock…</p>}>
  {() => <p id="now">{new Date().toLocaleTimeString()}</p>}
</BrowserOnly>
`;

const CLOCK_COMPONENT = `import BrowserOnly from '@docusaurus/BrowserOnly';

export default function Clock() {
  return <BrowserOnly fallback={<p>Loading the clock…</p>}>{() => <p id="now">{new Date().toLocaleTimeString()}</p>}</BrowserOnly>;
}
`;

describe('BrowserOnly on an MDX page', () => {
  it('with its function written in the page: an error at its line, saying to move it into a component file', () => {
    const site = createSite({ 'site.config.ts': minimalConfig(), 'content/docs/clock.mdx': INLINE });
    try {
      const r = site.run('build');
      assert.equal(r.code, 1);
      assert.match(
        r.stderr,
        /content\/docs\/clock\.mdx:8:1 +<BrowserOnly> needs the browser, and its child is a function written in the page.*\[mdx\/island-props\]/s,
      );
      assert.match(r.stderr, /Move the <BrowserOnly> with its function \(and its fallback\) into a component of its own file/);
    } finally {
      site.remove();
    }
  });

  it('inside a component of its own file: the page shows the fallback, in an island the browser runs', () => {
    const site = createSite({
      'site.config.ts': minimalConfig(),
      'content/docs/Clock.jsx': CLOCK_COMPONENT,
      'content/docs/clock.mdx': "---\ntitle: Clock\n---\nimport Clock from './Clock.jsx';\n\nThe time where you are:\n\n<Clock />\n",
    });
    try {
      const r = site.run('build');
      assert.equal(r.code, 0, r.stderr);
      assert.match(site.read('dist/docs/clock.html'), /<mysite-island data-island="[^"]+" data-props="\{\}"><p>Loading the clock…<\/p><\/mysite-island>/);
    } finally {
      site.remove();
    }
  });
});
