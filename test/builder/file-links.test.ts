/**
 * The order in which a link to a local file is resolved (file-links.ts),
 * over a stand-in for the disk that records what it was asked: a link to a
 * page never reaches it.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { resolveFileLink, type FileLinkContext } from '../../src/builder/phases/file-links.js';
import type { PublishedFiles } from '../../src/builder/phases/published-files.js';
import type { OutsideReason } from '../../src/core/site-boundary.js';

/** A disk of `files` (site-relative), of which `refused` may not be published; `asked` lists every look-up. */
function disk(files: string[], refused: Record<string, OutsideReason> = {}) {
  const asked: string[] = [];
  const published = {
    find: (wanted: string) => (asked.push(wanted), files.includes(wanted) ? wanted : undefined),
    refused: (target: string) => refused[target],
    publish: (target: string) => `assets/files/${target.split('/').pop()}`,
  } as unknown as PublishedFiles;
  const ctx: FileLinkContext = { routes: new Set(['/', '/docs/intro', '/docs/release-1.2.3', '/docs/guide']), staticDir: 'static', baseUrl: '/fr/', published };
  return { ctx, asked };
}

describe('resolveFileLink', () => {
  it('answers a link to a page without looking at the disk, however it is written', () => {
    const { ctx, asked } = disk(['content/docs/release-1.2.3']);
    for (const path of [
      './release-1.2.3',
      'release-1.2.3',
      '/docs/release-1.2.3',
      '/fr/docs/release-1.2.3',
      '../docs/guide/',
      './guide/index.html',
      '..',
      '/docs/./intro',
    ]) {
      assert.deepEqual(resolveFileLink(path, ['content/docs/x'], '/docs/intro', ctx), { kind: 'as-written' }, path);
    }
    assert.deepEqual(asked, []);
  });

  it('keeps a site-absolute link to a file of the static folder, before looking for it beside the page', () => {
    const { ctx, asked } = disk(['static/dl/kit.zip', 'content/docs/dl/kit.zip']);
    assert.deepEqual(resolveFileLink('/dl/kit.zip', ['content/docs/dl/kit.zip', 'dl/kit.zip'], '/docs/intro', ctx), { kind: 'as-written' });
    // Written with the base URL in front, as Docusaurus allows.
    assert.deepEqual(resolveFileLink('/fr/dl/kit.zip', ['content/docs/fr/dl/kit.zip', 'fr/dl/kit.zip'], '/docs/intro', ctx), { kind: 'as-written' });
    assert.deepEqual(asked, ['static/dl/kit.zip', 'static/dl/kit.zip']);
  });

  it('publishes the first of its places that exists, and refuses one outside the site', () => {
    const { ctx } = disk(['files/kit.zip', 'content/docs/secret.txt'], { 'content/docs/secret.txt': 'outside' });
    assert.deepEqual(resolveFileLink('/files/kit.zip', ['content/docs/files/kit.zip', 'files/kit.zip'], '/docs/intro', ctx), {
      kind: 'published',
      file: 'assets/files/kit.zip',
    });
    assert.deepEqual(resolveFileLink('./secret.txt', ['content/docs/secret.txt'], '/docs/intro', ctx), {
      kind: 'refused',
      target: 'content/docs/secret.txt',
      reason: 'outside',
    });
    assert.deepEqual(resolveFileLink('./missing.pdf', ['content/docs/missing.pdf'], '/docs/intro', ctx), { kind: 'as-written' });
  });
});
