/**
 * When each file was last committed, from one `git log` for the whole site
 * (not one process per file). Used for the sitemap's lastmod. Outside a git
 * repository the map is empty and pages simply have no lastmod.
 */
import { spawnSync } from 'node:child_process';

export function lastCommitTimes(siteDir: string): Map<string, Date> {
  const times = new Map<string, Date>();
  const result = spawnSync('git', ['-C', siteDir, 'log', '--relative', '--format=%x00%ct', '--name-only', '--no-renames'], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0 || !result.stdout) return times;
  for (const record of result.stdout.split('\0')) {
    const [stamp, ...files] = record.split('\n').filter(Boolean);
    if (!stamp) continue;
    const date = new Date(Number(stamp) * 1000);
    // Newest commits come first: the first time a file shows up is its last change.
    for (const file of files) if (!times.has(file)) times.set(file, date);
  }
  return times;
}
