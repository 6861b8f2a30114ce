/**
 * A component that throws while an MDX page renders: the error names the
 * component's own file, line and column in the site, never a path in the
 * MDX bundle's cache folder.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

describe('MDX: errors thrown while rendering', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(),
      'content/docs/intro.md': '---\nslug: /\ntitle: Intro\n---\n\nHi.\n',
      'content/docs/figures.mdx': "import NeedsList from '@site/src/components/NeedsList';\n\n# Figures\n\n<NeedsList>\n\nJust a paragraph.\n\n</NeedsList>\n",
      'src/components/NeedsList.jsx':
        "export default function NeedsList({ children }) {\n  if (children?.type !== 'ul') {\n    throw new Error('a list was expected');\n  }\n  return <div>{children}</div>;\n}\n",
    });
  });
  after(() => site.remove());

  it("names the component's file and line, relative to the site", () => {
    const r = site.run('build');
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.doesNotMatch(r.stderr, /\.mysite-cache/);
    assert.match(r.stderr, /^ {2}src\/components\/NeedsList\.jsx:3:11 {2}Rendering content\/docs\/figures\.mdx failed: Error: a list was expected/m);
  });
});
