/**
 * When each file was last committed, and by whom, from one `git log` for
 * the whole site (not one process per file). Used for the sitemap's lastmod
 * and the docs' "last updated" line. Outside a git repository the map is
 * empty: pages simply have neither.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { foldersUp } from '../../core/folders-up.js';
import type { LastCommit } from '../../content/content-source.js';

export function lastCommits(siteDir: string): Map<string, LastCommit> {
  const commits = new Map<string, LastCommit>();
  if (!inRepository(siteDir)) return commits;
  const result = spawnSync('git', ['-C', siteDir, 'log', '--relative', '--format=%x00%ct%x09%an', '--name-only', '--no-renames'], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0 || !result.stdout) return commits;
  for (const record of result.stdout.split('\0')) {
    const [header, ...files] = record.split('\n').filter(Boolean);
    if (!header) continue;
    const tab = header.indexOf('\t');
    const commit = { date: new Date(Number(header.slice(0, tab)) * 1000), author: header.slice(tab + 1) };
    // Newest commits come first: the first time a file shows up is its last change.
    for (const file of files) if (!commits.has(file)) commits.set(file, commit);
  }
  return commits;
}

/** Whether git could find a repository for the folder: starting a git process to learn there is none costs 20 ms or more. */
function inRepository(siteDir: string): boolean {
  // `.git` is a folder, or a file pointing to one (worktrees, submodules).
  return !!process.env.GIT_DIR || foldersUp(siteDir).some((dir) => existsSync(join(dir, '.git')));
}
