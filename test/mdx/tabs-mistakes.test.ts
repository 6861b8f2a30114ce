/**
 * Tabs that do not fit together are errors: where the page writes them,
 * at their line when the page is compiled (text outside any TabItem, a
 * TabItem without a value, `queryString` with no name and no groupId);
 * naming the page when only rendering can tell (values that name no
 * TabItem, a defaultValue that names no tab, a TabItem outside Tabs).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const HEAD = "---\ntitle: Page\n---\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n";

describe('Tabs mistakes', () => {
  let site: FixtureSite;
  after(() => site.remove());

  describe('seen when the page is compiled', () => {
    let stderr = '';
    before(() => {
      site = createSite({
        'site.config.ts': minimalConfig(),
        'content/docs/written.mdx': [
          HEAD.trimEnd(), // lines 1-5
          '',
          '<Tabs', // 7
          '  queryString>',
          '<TabItem value="one">One.</TabItem>',
          '</Tabs>',
          '',
          '<Tabs>',
          'A sentence nobody would see.', // 13
          '<TabItem label="No value">Two.</TabItem>', // 14
          '',
          '## A heading inside', // 16
          '',
          '</Tabs>',
          '',
        ].join('\n'),
      });
      const r = site.run('build');
      assert.equal(r.code, 1);
      stderr = r.stderr;
    });

    it('queryString without a name needs a groupId, at the <Tabs> line', () => {
      assert.match(
        stderr,
        /written\.mdx:7:1 +<Tabs queryString> takes the name of its URL parameter from groupId, and these tabs have none\. +\[markdown\/tabs-query-string\]/,
      );
    });

    it('text and blocks outside any TabItem, at their line', () => {
      assert.match(stderr, /written\.mdx:13:1 +The text "A sentence nobody would see\." is inside <Tabs> but in no <TabItem>/);
      assert.match(stderr, /written\.mdx:16:1 +A heading is inside <Tabs> but in no <TabItem>: Tabs takes only TabItems\. +\[mdx\/tabs-items\]/);
    });

    it('a TabItem without a value, at its line', () => {
      assert.match(stderr, /written\.mdx:14:1 +This <TabItem> has no value\. +\[mdx\/tabs-items\]/);
    });
  });

  describe('seen while the page renders', () => {
    const cases: [string, string, RegExp][] = [
      [
        'values that leave a TabItem out',
        '<Tabs values={[{ label: \'One\', value: \'one\' }]}>\n<TabItem value="one">One.</TabItem>\n<TabItem value="two">Two.</TabItem>\n</Tabs>\n',
        /content\/docs\/rendered\.mdx: <TabItem value="two"> is not in the values of its <Tabs> \("one"\)\. +\[mdx\/tabs-items\]/,
      ],
      [
        'a defaultValue that names no tab',
        '<Tabs defaultValue="three">\n<TabItem value="one">One.</TabItem>\n</Tabs>\n',
        /content\/docs\/rendered\.mdx: <Tabs defaultValue="three"> names no tab: its values are "one"\. +\[mdx\/tabs-items\]/,
      ],
      [
        'TabItems made by an expression, one of them twice',
        "export const names = ['one', 'one'];\n\n<Tabs>\n{names.map((n, i) => <TabItem key={i} value={n}>{n}</TabItem>)}\n</Tabs>\n",
        /content\/docs\/rendered\.mdx: Two <TabItem>s of one <Tabs> have the value "one": values must differ\. +\[mdx\/tabs-items\]/,
      ],
      [
        'a TabItem outside Tabs',
        '<TabItem value="alone">Alone.</TabItem>\n',
        /content\/docs\/rendered\.mdx: <TabItem value="alone"> is not inside a <Tabs> group/,
      ],
    ];
    for (const [what, body, expected] of cases) {
      it(what, () => {
        site.delete('content/docs/written.mdx');
        site.write('content/docs/rendered.mdx', HEAD + body);
        const r = site.run('build');
        assert.equal(r.code, 1);
        assert.match(r.stderr, expected);
        assert.doesNotMatch(r.stderr, /Internal error/);
      });
    }
  });
});
