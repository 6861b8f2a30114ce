/**
 * Tags and comments MDX cannot read are errors at the line the author must
 * fix (the tag left open, the tag closed out of order, the `{/*` never
 * closed), and the build stops: no content is dropped in silence.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const HEAD = "---\ntitle: Page\n---\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n";

describe('MDX syntax errors', () => {
  let site: FixtureSite;
  let stderr = '';
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(),
      // Line 9: <Tabs> is never closed.
      'content/docs/open-tabs.mdx': `${HEAD}Pick one.\n\n<Tabs>\n<TabItem value="a">\n\nFirst.\n\n</TabItem>\n`,
      // Line 12: </Tabs> closes before </TabItem>.
      'content/docs/misnested.mdx': `${HEAD}<Tabs>\n<TabItem value="a">\n\nFirst.\n\n</Tabs>\n</TabItem>\n`,
      // Line 6: the comment never ends.
      'content/docs/open-comment.mdx': '---\ntitle: Page\n---\nSome text.\n\n{/* a note for editors\n\nthat runs on to the end.\n',
    });
    const r = site.run('build');
    assert.equal(r.code, 1, 'the build fails');
    stderr = r.stderr;
  });
  after(() => site.remove());

  it('a tag never closed is an error at the tag', () => {
    assert.match(stderr, /content\/docs\/open-tabs\.mdx:9:1 +MDX cannot read this: Expected a closing tag for `<Tabs>`.*\[markdown\/mdx-syntax\]/);
  });

  it('tags closed out of order are an error at the closing tag that does not match', () => {
    assert.match(stderr, /content\/docs\/misnested\.mdx:12:1 +MDX cannot read this: Unexpected closing tag `<\/Tabs>`/);
  });

  it('a comment never closed is an error at its opening, saying how to close it', () => {
    assert.match(
      stderr,
      /content\/docs\/open-comment\.mdx:6:1 +MDX cannot read this: Unexpected end of file in expression[^\n]*\n *→ This \{\/\* comment is never closed: end it with \*\/\}\./,
    );
  });
});
