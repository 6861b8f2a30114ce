/**
 * The source watcher reports a file added right after watch mode asked it,
 * once more, to watch the folders it already watches (as it does after every
 * rebuild). chokidar alone re-reads such a folder as at start and says nothing
 * of a file created during that read. And it keeps watching a folder that
 * was removed and made again, or moved away and back, which chokidar alone
 * no longer hears.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
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

  it('reports changes in a watched folder that was removed and made again, and in one moved away and back', async () => {
    const site = createSite({ 'content/docs/intro.md': 'Intro.\n', 'site.config.ts': '' });
    const events: string[] = [];
    let wake: (() => void) | undefined;
    const watcher = new SourceWatcher(
      site.dir,
      ['site.config.ts', 'content/docs'],
      (path) => {
        events.push(path);
        wake?.();
      },
      (error) => assert.fail(error),
    );
    /** Resolves once the watcher reported `path`. */
    const reported = async (path: string) => {
      let late = false;
      const deadline = setTimeout(() => {
        late = true;
        wake?.();
      }, 10_000);
      try {
        while (!events.includes(path)) {
          if (late) throw new Error(`no event for ${path}; saw ${events.join(', ') || 'none'}`);
          await new Promise<void>((resolve) => (wake = resolve));
        }
      } finally {
        clearTimeout(deadline);
      }
      events.splice(0, events.indexOf(path) + 1);
    };
    try {
      await watcher.ready;
      // Removed and made again at once (the same inode, likely): reported as a change of the folder.
      rmSync(join(site.dir, 'content'), { recursive: true });
      site.write('content/docs/intro.md', 'Intro, back.\n');
      await reported('content');
      site.write('content/docs/intro.md', 'Intro, edited once back.\n');
      await reported('content/docs/intro.md');
      // Moved away and back (the same inode and birth time): reported as a change of the folder too.
      renameSync(join(site.dir, 'content/docs'), join(site.dir, 'away'));
      renameSync(join(site.dir, 'away'), join(site.dir, 'content/docs'));
      await reported('content/docs');
      site.write('not-a-source.txt', 'x\n');
      site.write('content/docs/intro.md', 'Edited once moved back.\n');
      await reported('content/docs/intro.md');
      site.write('content/docs/new.md', 'New.\n');
      await reported('content/docs/new.md');
      assert.ok(!events.includes('not-a-source.txt'), 'files outside the paths are not reported');
    } finally {
      await watcher.close();
      site.remove();
    }
  });
});
