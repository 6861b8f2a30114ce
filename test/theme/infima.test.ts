/**
 * `theme.infima`: Docusaurus's Infima class names (grid, buttons, hero,
 * cards, text and spacing utilities) and main `--ifm-*` variables are
 * styled, before the site's own CSS so that it overrides them; without the
 * option the site's stylesheet has none of them.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const HOME = `export default function Home() {
  return (
    <main id="main" className="container">
      <div className="row">
        <div className="col col--4 text--center padding-horiz--md"><h2>One</h2></div>
        <div className="col col--4"><a className="button button--primary button--lg" href="#start">Start</a></div>
      </div>
    </main>
  );
}
`;

function stylesheet(site: FixtureSite): string {
  return readdirSync(join(site.dir, 'dist/assets/css'))
    .map((f) => site.read(`dist/assets/css/${f}`))
    .join('\n');
}

describe('theme.infima', () => {
  it("styles Infima's classes and variables before the site's own CSS", () => {
    const site = createSite({
      'site.config.ts': minimalConfig("theme: { infima: true, customCss: ['./custom.css'] },"),
      'content/pages/index.tsx': HOME,
      'custom.css': '.row { gap: 3px; }\n',
    });
    try {
      const r = site.run('build');
      assert.equal(r.code, 0, r.stderr);
      const css = stylesheet(site);
      for (const rule of [/\.col--4\s*\{[^}]*33\.333%/, /\.text--center\s*\{/, /\.button--primary\s*\{/, /--ifm-color-primary:\s*var\(--brand\)/]) {
        assert.match(css, rule);
      }
      const own = css.search(/gap:\s*3px/);
      assert.ok(own > css.search(/\.col--4\s*\{/), "the site's CSS comes after");
    } finally {
      site.remove();
    }
  });

  it('is off unless asked for', () => {
    const site = createSite({ 'site.config.ts': minimalConfig(), 'content/pages/index.tsx': HOME });
    try {
      const r = site.run('build');
      assert.equal(r.code, 0, r.stderr);
      assert.doesNotMatch(stylesheet(site), /col--4|--ifm-color-primary/);
    } finally {
      site.remove();
    }
  });
});
