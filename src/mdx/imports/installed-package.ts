/** Whether a file belongs to an installed package: the code and files a site installs, not files content names. */
import { realpathSync } from 'node:fs';
import { isAbsolute, relative, sep } from 'node:path';

/** Whether `file` is a file of an installed package (inside `…/node_modules/<name>/` or `…/node_modules/@scope/<name>/`, wherever that is), not a hidden one. */
export function inInstalledPackage(file: string): boolean {
  const real = realPathOf(file);
  const root = /^(.*[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/.][^\\/]*)[\\/]/.exec(real)?.[1];
  if (!root) return false;
  const inside = relative(root, real);
  return inside !== '' && !inside.startsWith('..') && !isAbsolute(inside) && !inside.split(sep).some((part) => part.startsWith('.'));
}

function realPathOf(path: string): string {
  try {
    return realpathSync.native(path);
  } catch {
    return path;
  }
}
