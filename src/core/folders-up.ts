/** A folder and every folder above it, up to the root: where Node, git and esbuild look for their files. */
import { dirname, resolve } from 'node:path';

export function foldersUp(start: string): string[] {
  const folders = [resolve(start)];
  while (dirname(folders.at(-1)!) !== folders.at(-1)) folders.push(dirname(folders.at(-1)!));
  return folders;
}
