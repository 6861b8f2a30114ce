/**
 * Names a page imports that mysite's Docusaurus modules do not export, and
 * modules it does not provide: all reported in the first build, an MDX
 * page's and a React page's together, each at the page's own file, line and
 * column (the name's), with what the module does export.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const DOC = `---
title: Gadgets
---
import { useColorMode, useLanternGlow, useKettleSpout } from '@docusaurus/theme-common';
import { useLocation, teleportTo } from '@docusaurus/router';
import Paginator from '@theme/DocPaginator';

export const Glow = () => <p>{useLanternGlow()} {useKettleSpout()} {teleportTo} {useColorMode().colorMode} {useLocation().pathname}</p>;

Lanterns: <Glow />
`;

const PAGE = `import { useBrassKnob } from '@docusaurus/theme-common';
import useRouteContext from '@docusaurus/useRouteContext';

export default function Knobs() {
  return <main id="main">{useBrassKnob()}{String(useRouteContext)}</main>;
}
`;

describe('unknown names of Docusaurus modules', () => {
  let site: FixtureSite;
  let stderr: string;
  before(() => {
    site = createSite({ 'site.config.ts': minimalConfig(), 'content/docs/gadgets.mdx': DOC, 'content/pages/knobs.jsx': PAGE });
    const r = site.run('build');
    assert.equal(r.code, 1, r.stdout);
    stderr = r.stderr;
  });
  after(() => site.remove());

  it('every unknown name of an MDX page is reported at its import, with what the module exports', () => {
    assert.match(stderr, /content\/docs\/gadgets\.mdx:4:24 +mysite's "@docusaurus\/theme-common" does not export "useLanternGlow"\. +\[mdx\/unknown-export\]/);
    assert.match(stderr, /content\/docs\/gadgets\.mdx:4:40 +mysite's "@docusaurus\/theme-common" does not export "useKettleSpout"\./);
    assert.match(stderr, /content\/docs\/gadgets\.mdx:5:23 +mysite's "@docusaurus\/router" does not export "teleportTo"\./);
    assert.match(stderr, /In mysite it exports [^\n]*useColorMode/);
  });

  it('a module mysite does not provide comes in the same build, with its advice', () => {
    assert.match(stderr, /content\/docs\/gadgets\.mdx:6:\d+ +mysite does not provide "@theme\/DocPaginator"\. Every doc page already ends/);
    assert.doesNotMatch(stderr, /No matching export/);
  });

  it("a React page's unknown names come with the MDX page's, in the page's own terms", () => {
    assert.match(stderr, /content\/pages\/knobs\.jsx:1:10 +mysite's "@docusaurus\/theme-common" does not export "useBrassKnob"\. +\[mdx\/unknown-export\]/);
    assert.match(stderr, /content\/pages\/knobs\.jsx:2:30 +mysite does not provide "@docusaurus\/useRouteContext"\. +A component cannot read/);
    assert.doesNotMatch(stderr, /Cannot bundle the theme/);
    assert.match(stderr, /Failed with 6 errors/);
  });
});
