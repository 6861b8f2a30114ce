import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sourcesAllow } from '../../src/render/csp-allows.js';
import { cssEmbeds } from '../../src/render/embeds.js';

const SITE = 'https://docs.example.com';
const allows = (sources: string[], url: string) => sourcesAllow(sources, new URL(url), SITE);

describe('matching a URL against a policy source list', () => {
  it('reads host, wildcard, scheme and path sources as browsers do', () => {
    assert.ok(allows(['https://www.youtube-nocookie.com'], 'https://www.youtube-nocookie.com/embed/x'));
    assert.ok(!allows(['https://www.youtube-nocookie.com'], 'https://www.youtube.com/embed/x'));
    assert.ok(allows(['*.example.net'], 'https://cdn.example.net/a.js'));
    assert.ok(!allows(['*.example.net'], 'https://example.net/a.js'));
    assert.ok(allows(['https:'], 'https://anything.test/a.png'));
    assert.ok(!allows(['https:'], 'http://anything.test/a.png'));
    assert.ok(allows(['http://old.test'], 'https://old.test/x'), 'http: also allows https');
    assert.ok(allows(['https://cdn.test/fonts/'], 'https://cdn.test/fonts/a.woff2'));
    assert.ok(!allows(['https://cdn.test/fonts/'], 'https://cdn.test/other/a.woff2'));
    assert.ok(!allows(['https://cdn.test:8443'], 'https://cdn.test/x'));
  });

  it("allows the site's own origin by 'self', and nothing by 'none', hashes or keywords", () => {
    assert.ok(allows(["'self'"], `${SITE}/x.js`));
    assert.ok(!allows(["'self'", "'none'", "'unsafe-inline'", "'sha256-abc='"], 'https://other.test/x.js'));
  });
});

describe('what custom CSS loads', () => {
  it('finds @import (a stylesheet) and url() (a font inside @font-face, else an image) with their lines', () => {
    const css = [
      "@import url('https://fonts.googleapis.com/css2?family=Lato');",
      '@import "https://cdn.test/theme.css";',
      '@import "./local.css";',
      '@font-face { font-family: X; src: url(https://fonts.gstatic.com/x.woff2) format("woff2"); }',
      'body { background: url("https://img.test/bg.png"); }',
    ].join('\n');
    assert.deepEqual(
      cssEmbeds(css).map((e) => [e.what, e.directive, e.line]),
      [
        ['@import', 'style-src', 1],
        ['@import', 'style-src', 2],
        ['url()', 'font-src', 4],
        ['url()', 'img-src', 5],
      ],
    );
  });
});
