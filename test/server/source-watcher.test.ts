/**
 * The source watcher reports a file added right after watch mode asked it,
 * once more, to watch the folders it already watches (as it does after every
 * rebuild). chokidar alone re-reads such a folder as at start and says nothing
 * of a file created during that read.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite } from '../support/fixture-site.js';
import { SourceWatcher } from '../../src/server/source-watcher.js';

describe('source watcher', () => {
  it('reports every file added right after the watched folders are given again', async () => {
    const site = createSite({ 'content/docs/intro.md': 'Intro.\n' });
    const added = new Map<string, () => void>();
    const seen = (path: string) => new Promise<void>((resolve) => added.set(path, resolve));
    const watcher = new SourceWatcher(
      site.dir,
      ['content/docs'],
      (path) => added.get(path)?.(),
      (error) => assert.fail(error),
    );
    try {
      await watcher.ready;
      for (let i = 0; i < 30; i++) {
        const file = `content/docs/page-${i}.md`;
        const reported = seen(file);
        watcher.watch(['content/docs']);
        // The next turn of the event loop: where a new scan of the folder would be reading it.
        await new Promise((resolve) => setTimeout(resolve, 0));
        site.write(file, `Page ${i}.\n`);
        let timer: NodeJS.Timeout | undefined;
        const missed = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no event for ${file}`)), 10_000);
        });
        await Promise.race([reported, missed]).finally(() => clearTimeout(timer));
      }
    } finally {
      await watcher.close();
      site.remove();
    }
  });
});
