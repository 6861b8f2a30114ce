import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Total size in bytes of the files under a folder. */
export function folderSize(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(join(entry.parentPath, entry.name)).size;
  }
  return total;
}
