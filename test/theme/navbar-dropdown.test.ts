/**
 * A navbar dropdown in the built HTML: a disclosure of plain links in the
 * bar and in the side menu, its label highlighted on the pages of its
 * links, the current page's link marked, external links opening apart.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, type FixtureSite } from '../support/fixture-site.js';
import { dropdownSiteFiles } from '../support/dropdown-site.js';

/** The `<details>` of the navbar dropdown labelled `label` in `html` (the bar's first, then the side menu's). */
function dropdowns(html: string, label: string): string[] {
  return [...html.matchAll(/<details class="version-dropdown navbar-dropdown"(?: open="")?>(.*?)<\/details>/gs)]
    .map((m) => m[1]!)
    .filter((d) => d.includes(`>${label}</summary>`));
}

describe('navbar dropdowns in the built pages', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite(dropdownSiteFiles());
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
  });
  after(() => site.remove());

  it('are a summary and a list of links, in the bar at their end and in the side menu', () => {
    const html = site.read('dist/docs.html');
    const [bar, side] = dropdowns(html, 'Community');
    assert.ok(bar && side, 'in the bar and in the side menu');
    assert.match(bar, /^<summary class="navbar-link">Community<\/summary><ul class="version-menu">/);
    assert.match(side, /^<summary class="side-menu-link">Community<\/summary>/);
    assert.match(bar, /<li><a href="\/docs\/guide" class="version-menu-item">Guide<\/a><\/li>/);
    assert.match(
      bar,
      /<a href="https:\/\/forum\.example\.com" target="_blank" rel="noopener noreferrer" class="version-menu-item" title="The forum">Forum<\/a>/,
    );
    const right = /<div class="navbar-items navbar-items-right">(.*?)<\/div>/s.exec(html)?.[1] ?? '';
    assert.match(right, />More<\/summary>/);
    assert.doesNotMatch(right, />Community<\/summary>/);
  });

  it("mark the current page's link and highlight the label of its menu", () => {
    const html = site.read('dist/contact.html');
    const [bar] = dropdowns(html, 'Community');
    assert.match(bar!, /^<summary class="navbar-link active">/);
    assert.match(bar!, /<a href="\/contact" class="version-menu-item active" aria-current="page">Contact<\/a>/);
    assert.equal([...html.matchAll(/aria-current="page">Contact</g)].length, 2, 'in the bar and in the side menu');
    // The guide is not this page: neither marked nor highlighted.
    assert.match(bar!, /<a href="\/docs\/guide" class="version-menu-item">/);
    const [more] = dropdowns(html, 'More');
    assert.match(more!, /^<summary class="navbar-link">/);
  });

  it('start open in the side menu when one of their links is the page, as Docusaurus does, and only there', () => {
    const opened = (file: string) =>
      [...site.read(file).matchAll(/<details class="version-dropdown navbar-dropdown" open="">\s*<summary class="([^"]*)">([^<]*)</g)].map(
        (m) => `${m[1]} ${m[2]}`,
      );
    assert.deepEqual(opened('dist/contact.html'), ['side-menu-link active Community']);
    assert.deepEqual(opened('dist/docs.html'), ['side-menu-link active More']);
  });

  it('highlight a link whose route the page is under, marking only its own page', () => {
    const [more] = dropdowns(site.read('dist/docs/guide.html'), 'More');
    assert.match(more!, /^<summary class="navbar-link active">/);
    assert.match(more!, /<a href="\/docs" class="version-menu-item active">Start here<\/a>/);
    const [home] = dropdowns(site.read('dist/docs.html'), 'More');
    assert.match(home!, /<a href="\/docs" class="version-menu-item active" aria-current="page">Start here<\/a>/);
  });
});
