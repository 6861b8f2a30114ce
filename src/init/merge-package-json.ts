/**
 * The package.json `mysite init` writes, or what it adds to one that is
 * already there: the scripts that run mysite and the dependency on it, only
 * where missing. Every field of theirs is kept as it is (name, scripts of the
 * same name, other dependencies), and a dependency on mysite that is already
 * declared, whatever its spec and under either of its names (core/package-name.ts),
 * is never rewritten nor doubled: replacing a spec that installs (a tarball,
 * a git URL, `^2.1.0`) with this copy's version could name a version the
 * registry does not have. React and React DOM, which mysite renders with and
 * a site's pages import, are added the same way, with the range mysite
 * supports: npm installs peers itself, pnpm and Yarn do not.
 */
import { MysiteError } from '../core/errors.js';
import { FORMER_PACKAGE_NAME, PACKAGE_NAME } from '../core/package-name.js';

export const SCRIPTS: Record<string, string> = {
  dev: 'mysite serve --watch',
  build: 'mysite build',
  check: 'mysite check-links',
  serve: 'mysite serve',
};

const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'] as const;

export interface PackageJsonInput {
  /** The file as it is, if there is one. */
  existing: string | undefined;
  /** Its path, for messages. */
  file: string;
  /** The package name for a new file. */
  name: string;
  /** How to depend on mysite, when it is not declared yet (see dependencySpec). */
  spec: string;
  /** The packages a site needs beside mysite (React), by name, with the range mysite supports. */
  companions: Record<string, string>;
}

export interface PackageJsonResult {
  contents: string;
  /** What was added to an existing file, in words; empty when it was left as it was. */
  changes: string[];
}

export function mergePackageJson({ existing, file, name, spec, companions }: PackageJsonInput): PackageJsonResult {
  if (existing === undefined) {
    const pkg = { name, private: true, type: 'module', scripts: SCRIPTS, dependencies: { [PACKAGE_NAME]: spec, ...companions } };
    return { contents: JSON.stringify(pkg, null, 2) + '\n', changes: [] };
  }
  const pkg = parse(existing, file);
  const changes: string[] = [];
  const scripts = objectField(pkg, 'scripts', file);
  const added = Object.keys(SCRIPTS).filter((script) => !(script in scripts));
  for (const script of added) scripts[script] = SCRIPTS[script]!;
  if (added.length > 0) changes.push(`added the script${added.length === 1 ? '' : 's'} ${added.join(', ')}`);
  const kept = Object.keys(SCRIPTS).filter((script) => !added.includes(script) && scripts[script] !== SCRIPTS[script]);
  if (kept.length > 0) changes.push(`kept your script${kept.length === 1 ? '' : 's'} ${kept.join(', ')}`);
  const declares = (...names: string[]) =>
    DEPENDENCY_FIELDS.some((field) => {
      const deps = pkg[field];
      return typeof deps === 'object' && deps !== null && names.some((n) => n in deps);
    });
  const missing: [string, string][] = [
    ...(declares(PACKAGE_NAME, FORMER_PACKAGE_NAME) ? [] : [[PACKAGE_NAME, spec] as [string, string]]),
    ...Object.entries(companions).filter(([companion]) => !declares(companion)),
  ];
  for (const [dependency, range] of missing) {
    objectField(pkg, 'dependencies', file)[dependency] = range;
    changes.push(`added the dependency ${dependency} ${range}`);
  }
  if (added.length === 0 && missing.length === 0) return { contents: existing, changes: [] };
  return { contents: JSON.stringify(pkg, null, indentOf(existing)) + (existing.endsWith('\n') ? '\n' : ''), changes };
}

function parse(text: string, file: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw MysiteError.of({
      code: 'init/bad-package-json',
      message: `${file} is not valid JSON (${(error as Error).message}), so mysite init cannot add its scripts to it.`,
      at: { file },
      hint: 'Fix the file (or move it away), then run mysite init again; nothing was written.',
    });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw MysiteError.of({
      code: 'init/bad-package-json',
      message: `${file} does not hold an object, so mysite init cannot add its scripts to it.`,
      at: { file },
      hint: 'Fix the file (or move it away), then run mysite init again; nothing was written.',
    });
  }
  return value as Record<string, unknown>;
}

/** An object field of the package, made if missing. */
function objectField(pkg: Record<string, unknown>, field: string, file: string): Record<string, string> {
  const value = pkg[field];
  if (value === undefined) return (pkg[field] = {}) as Record<string, string>;
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, string>;
  throw MysiteError.of({
    code: 'init/bad-package-json',
    message: `"${field}" in ${file} is not an object, so mysite init cannot add to it.`,
    at: { file },
    hint: 'Fix the file (or move it away), then run mysite init again; nothing was written.',
  });
}

/** The indentation the file uses (two spaces when it cannot tell), so a merge keeps its look. */
function indentOf(text: string): string | number {
  return /^[{[]\r?\n([ \t]+)\S/.exec(text)?.[1] ?? 2;
}
