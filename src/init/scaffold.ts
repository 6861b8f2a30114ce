/**
 * `mysite init`: writes a new site from the templates shipped with mysite
 * (template-files.ts), with the site's title filled in, escaped for each
 * file (fill-placeholders.ts), and a package.json whose scripts run mysite.
 *
 * Into a folder that already holds files (`--force`), it touches only the
 * template's own files: those missing are created, package.json and
 * .gitignore get what they lack (merge-package-json.ts, merge-gitignore.ts),
 * and every other file is left as it was. Everything is checked before
 * anything is written: a file or a symbolic link where the template puts a
 * folder, or a package.json that is not JSON, stops it with nothing written.
 */
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { ENGINE_ROOT, ENGINE_VERSION, REACT_RANGES } from '../core/engine-package.js';
import { MysiteError } from '../core/errors.js';
import { foldersUp } from '../core/folders-up.js';
import { FORMER_PACKAGE_NAME, PACKAGE_NAME } from '../core/package-name.js';
import { fillPlaceholders } from './fill-placeholders.js';
import { mergeGitignore } from './merge-gitignore.js';
import { mergePackageJson } from './merge-package-json.js';
import { templateTree, TEMPLATES_DIR, type TemplateTree } from './template-files.js';

export const TEMPLATES = ['default', 'docs'] as const;
export type TemplateName = (typeof TEMPLATES)[number];

export const TEMPLATE_DESCRIPTIONS: Record<TemplateName, string> = {
  default: 'a home page, docs and a blog',
  docs: 'docs only: the first doc is the home page',
};

export interface ScaffoldOptions {
  dir: string;
  template: TemplateName;
  /** Write into a folder that is not empty: missing files are added, package.json and .gitignore merged, the rest left as it was. */
  force?: boolean;
  /** @default the folder name in title case */
  title?: string;
}

export interface ScaffoldResult {
  dir: string;
  /** Files written anew (relative to dir). */
  created: string[];
  /** Files of the user's that got what they lacked, with what was added. */
  merged: { path: string; changes: string[] }[];
  /** Files of the template that were already there, left as they were. */
  kept: string[];
}

/** Files whose text may hold placeholders. */
const TEXT = /\.(ts|tsx|md|yml|yaml|json|css|svg)$|(^|\/)\.gitignore$/;

type Step =
  | { kind: 'create'; path: string; contents: string | Buffer }
  | { kind: 'merge'; path: string; contents: string; changes: string[] }
  | { kind: 'keep'; path: string };

export function scaffold(options: ScaffoldOptions): ScaffoldResult {
  const dir = resolve(options.dir);
  checkTarget(dir, options.force === true);
  const title = options.title ?? titleFromFolder(dir);
  const values = { SITE_TITLE: title, YEAR: String(new Date().getFullYear()) };
  try {
    const tree = templateTree(options.template);
    const steps = plan(dir, tree, values);
    makeFolder(dir);
    for (const folder of tree.folders) if (!existsSync(join(dir, folder))) mkdirSync(join(dir, folder));
    for (const step of steps) {
      // 'wx' for a new file: one that appeared meanwhile is not overwritten.
      if (step.kind !== 'keep') writeFileSync(join(dir, step.path), step.contents, { flag: step.kind === 'create' ? 'wx' : 'w' });
    }
    return {
      dir,
      created: steps.filter((s) => s.kind === 'create').map((s) => s.path),
      merged: steps.flatMap((s) => (s.kind === 'merge' && s.changes.length > 0 ? [{ path: s.path, changes: s.changes }] : [])),
      kept: steps.filter((s) => s.kind === 'keep' || (s.kind === 'merge' && s.changes.length === 0)).map((s) => s.path),
    };
  } catch (error) {
    throw explained(error, dir);
  }
}

/** What to do with each file, decided before anything is written. */
function plan(dir: string, tree: TemplateTree, values: Record<string, string>): Step[] {
  for (const folder of tree.folders) {
    const stat = lstatSync(join(dir, folder), { throwIfNoEntry: false });
    if (stat && !stat.isDirectory()) blocked(dir, folder, stat.isSymbolicLink() ? 'a symbolic link' : 'a file', 'a folder');
  }
  const steps: Step[] = [];
  for (const { path, source } of tree.files) {
    const raw = readFileSync(source);
    const contents = TEXT.test(path) ? fillPlaceholders(raw.toString('utf8'), path, values) : raw;
    steps.push(step(dir, path, contents));
  }
  steps.push(step(dir, 'package.json', undefined));
  return steps;
}

function step(dir: string, path: string, contents: string | Buffer | undefined): Step {
  const target = join(dir, path);
  const stat = lstatSync(target, { throwIfNoEntry: false });
  if (stat?.isDirectory()) blocked(dir, path, 'a folder', 'a file');
  // A symbolic link is never written through: it may lead outside the site.
  const existing = stat?.isFile() ? readFileSync(target, 'utf8') : undefined;
  if (stat && existing === undefined) return { kind: 'keep', path };
  if (path === 'package.json') {
    const merged = mergePackageJson({ existing, file: target, name: packageName(dir), spec: dependencySpec(dir), companions: REACT_RANGES });
    return existing === undefined ? { kind: 'create', path, contents: merged.contents } : { kind: 'merge', path, ...merged };
  }
  if (path === '.gitignore') {
    const merged = mergeGitignore(existing, String(contents));
    if (existing === undefined) return { kind: 'create', path, contents: merged.contents };
    const lines = merged.added.length;
    return {
      kind: 'merge',
      path,
      contents: merged.contents,
      changes: lines ? [`added ${lines} line${lines === 1 ? '' : 's'}: ${merged.added.join(' ')}`] : [],
    };
  }
  return stat ? { kind: 'keep', path } : { kind: 'create', path, contents: contents! };
}

function blocked(dir: string, path: string, found: string, wanted: string): never {
  throw MysiteError.of({
    code: 'init/blocked-path',
    message: `${join(dir, path)} is ${found}, where the template puts ${wanted}; nothing was written.`,
    at: { file: join(dir, path) },
    hint: `Move ${path} away (or run init in another folder), then run mysite init again.`,
  });
}

/** File system failures as errors naming the file: what happened, not a guess. */
function explained(error: unknown, dir: string): unknown {
  const e = error as NodeJS.ErrnoException;
  const path = e?.path ?? dir;
  if (e?.code === 'ENOENT' && path.startsWith(TEMPLATES_DIR)) {
    return MysiteError.of({
      code: 'init/missing-template',
      message: `The template file ${path} is missing from the installed mysite (${ENGINE_ROOT}).`,
      hint: 'Install mysite again (npm install), then run mysite init again.',
    });
  }
  if (e?.code === 'EACCES' || e?.code === 'EPERM' || e?.code === 'EROFS') {
    const why = e.code === 'EROFS' ? 'the disk is read-only' : 'permission denied';
    return MysiteError.of({ code: 'init/not-writable', message: `Cannot write in ${dir}: ${why} (${path}).`, at: { file: path } });
  }
  if (e?.code === 'ENOENT' || e?.code === 'ENOTDIR') {
    const where = dirname(path);
    const why = e.code === 'ENOTDIR' ? 'something on the way to it is a file, not a folder' : `${where} does not take new files or folders there`;
    return MysiteError.of({ code: 'init/cannot-create', message: `Cannot create ${path}: ${why}.`, at: { file: path } });
  }
  return error;
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
    hint: 'Choose a new or empty folder (mysite init my-site), or add --force to add the new site to this one: the template files it lacks are created, package.json and .gitignore get what they lack, and every other file is left as it was.',
  });
}

function titleFromFolder(dir: string): string {
  const words = basename(dir)
    .split(/[-_\s.]+/)
    .filter(Boolean);
  return words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ') || 'My Site';
}

function packageName(dir: string): string {
  return (
    basename(dir)
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .replace(/^[._-]+/, '') || 'my-site'
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

/** The spec a package.json declares for mysite, by its name or its former one; none in mysite's own. */
function declaredSpec(file: string): string | undefined {
  try {
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
    if (pkg.name === PACKAGE_NAME || pkg.name === FORMER_PACKAGE_NAME) return undefined;
    const names = [PACKAGE_NAME, FORMER_PACKAGE_NAME];
    return names.map((name) => pkg.dependencies?.[name] ?? pkg.devDependencies?.[name]).find(Boolean);
  } catch {
    return undefined;
  }
}
