/**
 * Relevance over this site: each query with the result a reader expects on
 * top. The queries run through the same client the browser uses, reading
 * the built index from disk. An expected result with `#anchor` must be
 * that section; without, any section of that page; `a|b` is either.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedOutput } from '../support/shared-build.js';
import { SearchClient } from '../../src/search/search-client.js';

const EXPECTED: [query: string, top: string, why: string][] = [
  ['refresh token', '/docs/refresh-token', 'title'],
  ['refre', '/docs/refresh-token', 'prefix'],
  ['revok', '/docs/revoke-token', 'prefix'],
  ['revokr', '/docs/revoke-token', 'typo'],
  ['validte token', '/docs/validate-token', 'typo'],
  ['authenticaton', '/docs/authentication', 'typo'],
  ['45', '/docs/error-codes#authentication-and-tokens', 'error number'],
  ['error 45', '/docs/error-codes#authentication-and-tokens', 'error number'],
  ['/auth/validate', '/api/validate-jwt|/api/validate-jwt-post', 'API path without its base (GET and POST share it)'],
  ['GET /auth/validate', '/api/validate-jwt', 'method and path'],
  ['POST /auth/validate', '/api/validate-jwt-post', 'method and path'],
  ['POST /auth/refresh', '/api/refresh-jwt', 'method and path'],
  ['auth/revoke', '/api/revoke-jwt', 'path without its leading slash'],
  ['jwt_payload filter', '/docs/hooks#5-simple_jwt_login_jwt_payload_auth', 'part of a hook name'],
  ['simple_jwt_login_jwt_payload_auth', '/docs/hooks#5-simple_jwt_login_jwt_payload_auth', 'hook name'],
  ['register user', '/docs/register-user', 'title'],
  ['delete user', '/docs/delete-user', 'title'],
  ['reset password', '/docs/reset-password', 'title'],
  ['change password', '/docs/change-password', 'title'],
  ['cors', '/docs/cors', 'title'],
  ['google oauth login', '/docs/applications/google/login', 'title in a category'],
  ['mailpoet', '/docs/mailpoet', 'title'],
  ['wpgraphql', '/docs/wpgraphql', 'title'],
  ['export import', '/docs/export-import', 'title'],
  ['auth codes', '/docs/auth-codes', 'title'],
  ['protect endpoints', '/docs/protect-endpoints', 'title'],
  ['error codes', '/docs/error-codes', 'title'],
  ['refresh time to live', '/docs/refresh-token#refresh-time-to-live', 'heading'],
  ['jwt_auth_ttl', '/docs/configuration#authentication', 'setting name in a table'],
  ['rs256', '/docs/configuration#algorithms', 'body text'],
  ['donate', '/donate', 'React page'],
  ['contact', '/contact', 'React page'],
  ['react', '/blog/javascript-sdk-usage-react', 'blog post'],
  ['mailpoet addon', '/blog/simple-jwt-login-mailpoet', 'blog post'],
  ['3.6.1', '/releases/simple-jwt-login-release-3.6.1', 'release version'],
  ['release 3.5.0', '/releases/simple-jwt-login-release-3.5.0', 'release version'],
  // A title that names the query outranks pages that only match it, or something close to it, in several sections.
  ['3.5.5', '/releases/simple-jwt-login-release-3.5.5', 'version in a title, over a close one (3.4.5) in three sections'],
  ['release 3.4.4', '/releases/simple-jwt-login-release-3.4.4', 'version in a title, over a close one (3.4.5) in three sections'],
  ['add-on released', '/blog/simple-jwt-login-mailpoet', 'a post titled with both words, over a post with more sections'],
  ['change user', '/api/change-user-password', 'an API page titled with both words, over a docs page matching them in its sections'],
  ['wp glob', '/blog/simple-jwt-login-wp-glob', 'two words the post writes as one (WPGlob)'],
  ['simple jwt login in the news', '/blog/simple-jwt-login-wp-glob', 'a post named by its title words'],
  ['java script', '/blog/javascript-sdk-usage-react', 'two words the post writes as one (JavaScript)'],
];

describe('search relevance on this site', () => {
  let outDir: string;
  let search: SearchClient;

  before(async () => {
    outDir = await sharedOutput();
    search = await SearchClient.open(async (path) => JSON.parse(readFileSync(join(outDir, path), 'utf8')));
  });

  it(`puts the expected result first for ${EXPECTED.length} queries`, async () => {
    assert.ok(EXPECTED.length >= 25);
    const wrong: string[] = [];
    for (const [query, expected, why] of EXPECTED) {
      const first = (await search.search(query)).groups[0]?.hits[0];
      const got = first ? first.route + (first.anchor ? `#${first.anchor}` : '') : '(nothing)';
      const ok = expected.split('|').some((one) => (one.includes('#') ? got === one : first?.route === one));
      if (!ok) wrong.push(`"${query}" (${why}): expected ${expected}, got ${got}`);
    }
    assert.deepEqual(wrong, []);
  });

  it('groups results under the configured labels, and marks the matched words', async () => {
    const labels = new Set<string>();
    for (const query of ['refresh', 'mailpoet addon', '3.6.1', 'donate']) for (const g of (await search.search(query)).groups) labels.add(g.label);
    assert.deepEqual([...labels].sort(), ['API', 'Blog', 'Docs', 'Pages', 'Release notes']);
    const results = await search.search('refresh');
    const hit = results.groups[0]!.hits[0]!;
    assert.ok(
      hit.title.some((p) => p.mark && /^refresh$/i.test(p.text)),
      JSON.stringify(hit.title),
    );
    assert.ok(results.groups.flatMap((g) => g.hits).some((h) => h.excerpt.some((p) => p.mark)));
  });

  it('finds nothing for words the site does not contain', async () => {
    assert.deepEqual((await search.search('xylophone')).groups, []);
  });
});
