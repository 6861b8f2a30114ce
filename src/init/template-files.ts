/**
 * The files of a template as they land in a new site: `templates/shared`,
 * then `templates/<name>` over it (a file of the same path wins), with the
 * names npm would not ship renamed back (`gitignore` → `.gitignore`).
 */
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ENGINE_ROOT } from '../core/engine-package.js';

export const TEMPLATES_DIR = join(ENGINE_ROOT, 'templates');

/** Files npm would leave out of a package under their real names. */
const RENAMED: Record<string, string> = { gitignore: '.gitignore' };

export interface TemplateFile {
  /** Where it goes in the site, relative, with forward slashes. */
  path: string;
  /** The file in the template (absolute). */
  source: string;
}

export interface TemplateTree {
  files: TemplateFile[];
  /** Every folder the files go in, parents first. */
  folders: string[];
}

export function templateTree(template: string): TemplateTree {
  const byPath = new Map<string, TemplateFile>();
  for (const layer of ['shared', template]) {
    const root = join(TEMPLATES_DIR, layer);
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const source = join(entry.parentPath, entry.name);
      const path = relative(root, source).split('\\').join('/');
      byPath.set(RENAMED[path] ?? path, { path: RENAMED[path] ?? path, source });
    }
  }
  const files = [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path));
  const folders = new Set<string>();
  for (const { path } of files) for (let dir = dirname(path); dir !== '.'; dir = dirname(dir)) folders.add(dir);
  return { files, folders: [...folders].sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b)) };
}
