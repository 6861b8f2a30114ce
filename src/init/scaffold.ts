/**
 * `mysite init`: writes a new site from the templates shipped with mysite
 * (`templates/shared`, then `templates/<name>` over it), with the site's
 * title filled in, and a package.json whose scripts run mysite.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { ENGINE_ROOT, ENGINE_VERSION } from '../core/engine-package.js';
import { MysiteError } from '../core/errors.js';
import { foldersUp } from '../core/folders-up.js';

export const TEMPLATES = ['default', 'docs'] as const;
export type TemplateName = (typeof TEMPLATES)[number];

export const TEMPLATE_DESCRIPTIONS: Record<TemplateName, string> = {
  default: 'a home page, docs and a blog',
  docs: 'docs only: the first doc is the home page',
};

export interface ScaffoldOptions {
  dir: string;
  template: TemplateName;
  /** Write into a folder that is not empty (files with the same names are replaced). */
  force?: boolean;
  /** @default the folder name in title case */
  title?: string;
}

export interface ScaffoldResult {
  dir: string;
  files: string[];
}

const TEMPLATES_DIR = join(ENGINE_ROOT, 'templates');
/** Files npm would leave out of a package under their real names. */
const RENAMED: Record<string, string> = { gitignore: '.gitignore' };
const TEXT = /\.(ts|tsx|md|yml|yaml|json|css|svg)$|(^|\/)(\.?gitignore)$/;

export function scaffold(options: ScaffoldOptions): ScaffoldResult {
  const dir = resolve(options.dir);
  checkTarget(dir, options.force === true);
  const title = options.title ?? titleFromFolder(dir);
  try {
    makeFolder(dir);
    for (const layer of ['shared', options.template]) cpSync(join(TEMPLATES_DIR, layer), dir, { recursive: true });
    for (const [from, to] of Object.entries(RENAMED)) if (existsSync(join(dir, from))) renameSync(join(dir, from), join(dir, to));
    const files = listFiles(dir).filter((f) => !f.startsWith('node_modules/'));
    for (const file of files.filter((f) => TEXT.test(f))) fillIn(join(dir, file), title);
    writeFileSync(join(dir, 'package.json'), packageJson(dir) + '\n');
    return { dir, files: [...new Set([...files, 'package.json'])].sort() };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS' || code === 'ENOENT') {
      throw MysiteError.of({ code: 'init/not-writable', message: `Cannot write in ${dir}: permission denied.` });
    }
    throw error;
  }
}

/** mkdir -p one level at a time (Node's recursive mkdir can spin forever where a parent refuses, as in /proc). */
function makeFolder(dir: string): void {
  if (existsSync(dir)) return;
  makeFolder(dirname(dir));
  mkdirSync(dir);
}

function checkTarget(dir: string, force: boolean): void {
  if (!existsSync(dir)) return;
  if (!statSync(dir).isDirectory()) {
    throw MysiteError.of({ code: 'init/not-a-folder', message: `${dir} is a file, not a folder.` });
  }
  const entries = readdirSync(dir).filter((name) => name !== '.git' && name !== '.DS_Store');
  if (entries.length === 0 || force) return;
  const shown = entries.slice(0, 5).join(', ') + (entries.length > 5 ? `, and ${entries.length - 5} more` : '');
  throw MysiteError.of({
    code: 'init/not-empty',
    message: `The folder ${dir} is not empty (it holds ${shown}).`,
    hint: 'Choose a new or empty folder (mysite init my-site), or add --force to write the new site into this one (files with the same names are replaced).',
  });
}

function titleFromFolder(dir: string): string {
  const words = basename(dir)
    .split(/[-_\s.]+/)
    .filter(Boolean);
  return words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ') || 'My Site';
}

function fillIn(file: string, title: string): void {
  const text = readFileSync(file, 'utf8');
  const filled = text.replaceAll('__SITE_TITLE__', title).replaceAll('__YEAR__', String(new Date().getFullYear()));
  if (filled !== text) writeFileSync(file, filled);
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split('\\').join('/'));
}

function packageJson(dir: string): string {
  const name =
    basename(dir)
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^[._-]+/, '') || 'my-site';
  return JSON.stringify(
    {
      name,
      private: true,
      type: 'module',
      scripts: {
        dev: 'mysite serve --watch',
        build: 'mysite build',
        check: 'mysite check-links',
        serve: 'mysite serve',
      },
      dependencies: { mysite: dependencySpec(dir) },
    },
    null,
    2,
  );
}

/**
 * How the new site should depend on mysite: the way the project around it
 * installed this copy (a tarball or folder path made relative to the new
 * site, a git URL), or else this version from the registry.
 */
export function dependencySpec(siteDir: string): string {
  for (const dir of foldersUp(dirname(siteDir))) {
    const spec = declaredSpec(join(dir, 'package.json'));
    if (spec) {
      if (!spec.startsWith('file:')) return spec;
      const target = spec.slice('file:'.length);
      const absolute = isAbsolute(target) ? target : resolve(dir, target);
      const rel = relative(siteDir, absolute).split('\\').join('/');
      return `file:${rel.startsWith('.') ? rel : './' + rel}`;
    }
  }
  return `^${ENGINE_VERSION}`;
}

function declaredSpec(file: string): string | undefined {
  try {
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
    if (pkg.name === 'mysite') return undefined;
    return pkg.dependencies?.mysite ?? pkg.devDependencies?.mysite;
  } catch {
    return undefined;
  }
}
