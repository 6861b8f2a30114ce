/**
 * A bucket of a translated site's index, whose locales show the same texts
 * where a page is not translated: the terms a thread keeps of a text give
 * the postings and field lengths that tokenizing it again gives.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchDocument } from '../../src/search/documents.js';
import { indexBucket } from '../../src/search/index-bucket.js';

function doc(path: string, title: string, text: string): SearchDocument {
  return {
    path,
    title,
    section: 'docs',
    aliases: '',
    keywords: 'jwt_payload',
    sections: [{ text }, { anchor: 'refresh', heading: 'Refresh a token', text: `${text} Call /v1/auth/refresh with refreshToken.` }],
  };
}

describe('indexBucket on a translated site', () => {
  const english = [doc('/docs/a', 'Tokens', 'A token expires after an hour.'), doc('/docs/b', 'Keys', 'Sign with the secret key.')];
  // The French locale: one page translated, the other shown from English under its own path.
  const french = [doc('/fr/docs/a', 'Jetons', 'Un jeton expire après une heure.'), doc('/fr/docs/b', 'Keys', 'Sign with the secret key.')];

  it('gives the bucket tokenizing every text gives, for the texts it met before and the new ones', () => {
    assert.deepEqual(indexBucket(english, 'en', true), indexBucket(english, 'en', false));
    assert.deepEqual(indexBucket(french, 'fr', true), indexBucket(french, 'fr', false));
    assert.deepEqual(indexBucket(french, 'fr', true), indexBucket(french, 'fr', false), 'every text met before');
  });

  it('indexes an edited text by its new terms', () => {
    indexBucket(english, 'en', true);
    const edited = [english[0]!, doc('/docs/b', 'Keys', 'Sign with the zymurgy key.')];
    const bucket = indexBucket(edited, 'en-edited', true);
    assert.deepEqual(bucket, indexBucket(edited, 'en-edited', false));
    assert.ok(bucket.terms.some(([term]) => term === 'zymurgy'));
    assert.ok(!bucket.terms.some(([term]) => term === 'secret'));
  });
});
