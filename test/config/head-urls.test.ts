/**
 * `scripts`, `stylesheets` and the URL attributes of `headTags` take the
 * URLs the navbar takes: a `javascript:` or `data:` URL is refused at its
 * key, and http(s) URLs and paths of the site are taken.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { configIssuesToDiagnostics } from '../../src/config/friendly-errors.js';
import { siteConfigSchema } from '../../src/config/schema.js';

function messages(extra: Record<string, unknown>): string[] {
  const input = { title: 'T', url: 'https://example.com', ...extra };
  const parsed = siteConfigSchema.safeParse(input);
  return parsed.success ? [] : configIssuesToDiagnostics(parsed.error.issues, siteConfigSchema, input, 'site.config.ts').map((d) => d.message);
}

describe('URLs of the head in the config', () => {
  it('takes https URLs and paths of the site', () => {
    assert.deepEqual(
      messages({
        scripts: ['https://plausible.io/js/script.js', { src: '/js/local.js', defer: true }],
        stylesheets: ['/css/extra.css', { href: 'https://fonts.example.org/face.css' }],
        headTags: [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example.org' } }],
      }),
      [],
    );
  });

  const refused: [string, Record<string, unknown>, RegExp][] = [
    ['a script given as its URL', { scripts: ['javascript:alert(1)'] }, /"scripts\[0\]"/],
    ['a script given as { src }', { scripts: [{ src: 'JavaScript:alert(1)', async: true }] }, /"scripts\[0\]/],
    ['a stylesheet', { stylesheets: [{ href: 'data:text/css,body{}' }] }, /"stylesheets\[0\]/],
    ['a head tag href', { headTags: [{ tagName: 'link', attributes: { rel: 'icon', href: 'javascript:alert(1)' } }] }, /"headTags\[0\]\.attributes\.href"/],
    [
      'a head tag src with a tab in its scheme',
      { headTags: [{ tagName: 'script', attributes: { src: 'java\tscript:alert(1)' } }] },
      /"headTags\[0\]\.attributes\.src"/,
    ],
  ];
  for (const [what, extra, at] of refused) {
    it(`refuses a javascript: or data: URL in ${what}`, () => {
      const found = messages(extra);
      assert.ok(found.length > 0, 'refused');
      assert.match(found.join('\n'), at);
    });
  }
});
