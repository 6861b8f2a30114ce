/**
 * Which served files are kept for a year: those whose name holds a hash of
 * their contents (the client bundle, content images, published files),
 * named as the build names them; every other file is revalidated.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PublishedFiles } from '../../src/builder/phases/published-files.js';
import type { SiteBoundary } from '../../src/core/site-boundary.js';
import { cacheControl } from '../../src/server/cache-control.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('cacheControl', () => {
  it('keeps hashed files for a year, published files whatever their extension, in a locale too', () => {
    for (const path of [
      'assets/js/entry.ABCDEFGH.js',
      'assets/images/diagram.0123abcd.png',
      'assets/images/photo.0123abcd.avif',
      'assets/files/spec-0123abcd.pdf',
      'assets/files/my file-0123abcd.pdf',
      'assets/files/install-0123abcd.sh',
      'assets/files/archive.tar-0123abcd.gz',
      'assets/files/LICENSE-0123abcd',
      'fr/assets/files/spec-0123abcd.pdf',
    ]) {
      assert.equal(cacheControl(path), IMMUTABLE, path);
    }
  });

  it('revalidates pages and files without a content hash in their name', () => {
    for (const path of [
      'docs/intro.html',
      'index.html',
      'sitemap.xml',
      'assets/files/spec.pdf',
      'assets/files/spec-0123ABCD.pdf',
      'assets/files/nested/spec-0123abcd.pdf',
      'dl/kit-0123abcd.zip',
      'docs/guide.md',
    ]) {
      assert.equal(cacheControl(path), 'no-cache', path);
    }
  });

  it('knows every name the build gives a published file', () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'mysite-cache-control-'));
    try {
      const names = ['spec.pdf', 'LICENSE', 'archive.tar.gz', '.env.example', 'my notes.txt', 'shot.avif'];
      for (const name of names) writeFileSync(join(siteDir, name), name);
      const boundary = { check: () => undefined } as unknown as SiteBoundary;
      const published = new PublishedFiles({ siteDir, boundary, original: (file) => file });
      for (const name of names) {
        assert.equal(cacheControl(published.publish(name, 'file')), IMMUTABLE, name);
        assert.equal(cacheControl(`fr/${published.publish(name, 'file')}`), IMMUTABLE, `fr/ ${name}`);
      }
      assert.equal(cacheControl(published.publish('shot.avif', 'image')), IMMUTABLE);
    } finally {
      rmSync(siteDir, { recursive: true, force: true });
    }
  });
});
