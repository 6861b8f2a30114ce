/**
 * A built footer whose copyright holds HTML: its link is a link with the
 * base URL, a tag off the allow-list shows as text with a warning at
 * site.config.ts, and a broken root-relative link fails the link check at
 * the config key that writes it.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const LEGAL = `export const head = { title: 'Legal' };
export default function Legal() { return <main id="main"><h1>Legal</h1></main>; }
`;

function copyrightConfig(copyright: string): string {
  return minimalConfig(`baseUrl: '/lantern/',
  footer: {
    copyright: '${copyright}',
  },`);
}

describe('footer copyright as HTML', () => {
  let site: FixtureSite;
  let built: ReturnType<FixtureSite['run']>;
  before(() => {
    site = createSite({
      'content/pages/legal.tsx': LEGAL,
      'site.config.ts': copyrightConfig(
        '© 2026 Lantern <strong>Works</strong> · <a href="/legal" target="_blank">Legal</a><br>Made with <marquee>joy</marquee>',
      ),
    });
    built = site.run('build');
  });
  after(() => site.remove());

  it('renders the kept tags, the link with the base URL, and the rest as text', () => {
    assert.equal(built.code, 0, built.stdout + built.stderr);
    const home = site.read('dist/index.html');
    assert.ok(
      home.includes(
        '<p class="footer-copyright">© 2026 Lantern <strong>Works</strong> · <a href="/lantern/legal" target="_blank" rel="noopener noreferrer">Legal</a><br>Made with &lt;marquee&gt;joy&lt;/marquee&gt;</p>',
      ),
      home.slice(home.indexOf('footer-copyright') - 20, home.indexOf('footer-copyright') + 300),
    );
  });

  it('warns of the tag it does not keep, at the line of site.config.ts', () => {
    assert.match(built.stderr, /^1 warning:\n  site\.config\.ts:7:\d+\s+footer\.copyright: <marquee> is not a tag the footer keeps.*\[theme\/copyright-html\]/);
  });

  it('fails the link check on a broken link in the copyright, naming footer.copyright', () => {
    site.write('site.config.ts', copyrightConfig('<a href="/no-such-page">Gone</a>'));
    const broken = site.run('build');
    assert.notEqual(broken.code, 0, broken.stdout + broken.stderr);
    assert.match(broken.stderr, /site\.config\.ts:7:\d+\s+Broken link: \/lantern\/no-such-page, set by footer\.copyright .*\[links\/broken-link\]/);
  });
});
