/** `trailingSlash`'s rules: where a page is written and how its URL is spelt, for each of the three values. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spellPageHref, spellRoute } from '../../src/core/trailing-slash.js';
import { routeOutputFile } from '../../src/core/urls.js';
import { alternateUrls } from '../../src/i18n/alternates.js';

describe('trailingSlash', () => {
  it('writes /docs/a to docs/a.html when false, to docs/a/index.html otherwise; the home and 404 stay where hosts look', () => {
    assert.equal(routeOutputFile('/docs/my%20doc'), 'docs/my doc.html');
    assert.equal(routeOutputFile('/docs/a', false), 'docs/a.html');
    assert.equal(routeOutputFile('/docs/my%20doc', true), 'docs/my doc/index.html');
    assert.equal(routeOutputFile('/docs/a', 'untouched'), 'docs/a/index.html');
    for (const value of [true, false, 'untouched'] as const) {
      assert.equal(routeOutputFile('/', value), 'index.html');
      assert.equal(routeOutputFile('/404', value), '404.html');
    }
  });

  it('spells routes with the slash only when true', () => {
    assert.equal(spellRoute('/docs/a', true), '/docs/a/');
    assert.equal(spellRoute('/', true), '/');
    assert.equal(spellRoute('/404', true), '/404');
    assert.equal(spellRoute('/docs/a', false), '/docs/a');
    assert.equal(spellRoute('/docs/a', 'untouched'), '/docs/a');
  });

  it('spells links to pages, keeping the query and fragment, and leaves files and other sites alone', () => {
    assert.equal(spellPageHref('/base/docs/a#setup', true), '/base/docs/a/#setup');
    assert.equal(spellPageHref('/docs/a?x=1#y', true), '/docs/a/?x=1#y');
    assert.equal(spellPageHref('/releases/release-3.4.4', true), '/releases/release-3.4.4/', 'a dot in a route is not a file');
    for (const file of [
      '/img/logo.svg',
      '/blog/rss.xml',
      '/docs/old.html',
      '/base/_mysite/data/x',
      '/assets/files/LICENSE-1a2b',
      '/docs/a/',
      '//cdn.example.com/x',
      'https://example.com/x',
      '#top',
    ])
      assert.equal(spellPageHref(file, true), file);
    assert.equal(spellPageHref('/docs/a', false), '/docs/a');
    assert.equal(spellPageHref('/docs/a', 'untouched'), '/docs/a');
  });

  it('spells hreflang alternates as the pages are spelt', () => {
    const alternates = [
      { locale: 'en', hreflang: 'en', baseUrl: '/' },
      { locale: 'fr', hreflang: 'fr', baseUrl: '/fr/' },
    ];
    assert.deepEqual(
      alternateUrls('https://example.com', alternates, '/docs/a', undefined, true).map((a) => a.href),
      ['https://example.com/docs/a/', 'https://example.com/fr/docs/a/'],
    );
    assert.deepEqual(
      alternateUrls('https://example.com', alternates, '/docs/a', undefined, 'untouched').map((a) => a.href),
      ['https://example.com/docs/a', 'https://example.com/fr/docs/a'],
    );
  });
});
