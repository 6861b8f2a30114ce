/**
 * Loads `site.config.ts`: compiles it with esbuild (so it can be TypeScript
 * and import local files), imports it, and validates it against the schema.
 * `mysite build` keeps the compiled config in the cache folder with what it
 * was compiled from, and the next build takes it while those files are the
 * same (starting esbuild is most of a config's load).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { foldersUp } from '../core/folders-up.js';
import { saveFileAtomically } from '../core/save-file.js';
import { MysiteError } from '../core/errors.js';
import type { SourcePosition } from '../core/types.js';
import { siteConfigSchema, type SiteConfig } from './schema.js';
import { configIssuesToDiagnostics } from './friendly-errors.js';
import { loadSiteEnv, siteEnvFile } from './site-env.js';
import { CONFIG_FILE, configValueHash, evaluateCompiled } from './evaluate.js';
import { compileModule, withModuleFile, type CompiledModule } from './run-module.js';
import { compiledErrorPosition } from './compiled-position.js';

export { CONFIG_FILE };

export interface LoadedConfig {
  config: SiteConfig;
  /** Absolute path of the site folder. */
  siteDir: string;
  /** The compiled config source, used as a cache key. */
  source: string;
  /** site.config.ts and the local files it imports (absolute paths). */
  files: string[];
  /**
   * Files the load reads only when they exist (the site's `.env`), absolute,
   * present or not: one that appears changes the config's value, so it is an
   * input even while absent (core/looked-up-files.ts says why).
   */
  lookedUp: string[];
  /** A hash of the value the config evaluated to (before defaults), which passed validation. */
  valueHash: string;
  /** With `keepCompiledIn`: the compiled config's file name in that folder. */
  compiledFile?: string;
}

export interface LoadConfigOptions {
  /**
   * Keep the compiled config in this folder (the site's cache folder), so
   * that a later up-to-date check can evaluate it again without compiling
   * it; `identity` is the engine's, which compiled it.
   */
  keepCompiledIn?: { dir: string; identity: string };
}

export async function loadConfig(siteDirInput: string, options: LoadConfigOptions = {}): Promise<LoadedConfig> {
  const siteDir = resolve(siteDirInput);
  const file = join(siteDir, CONFIG_FILE);
  if (!existsSync(file)) {
    throw MysiteError.of({
      code: 'config/missing',
      message: `No ${CONFIG_FILE} in ${siteDir}.`,
      hint: `Run mysite from the site folder, or create ${CONFIG_FILE} exporting defineConfig({...}).`,
    });
  }
  const keep = options.keepCompiledIn;
  const before = keep ? compiledBefore(siteDir, keep) : undefined;
  const { source, files } = before ?? (await compileModule(file, siteDir, 'config/syntax'));
  const compiledFile = before?.compiledFile ?? (keep ? tryKeepCompiled({ source, files }, siteDir, keep) : undefined);
  loadSiteEnv(siteDir);
  const raw = keep && compiledFile ? await evaluate(join(keep.dir, compiledFile), source, siteDir) : await importConfig(source, siteDir);
  const parsed = siteConfigSchema.safeParse(raw);
  if (!parsed.success) {
    throw new MysiteError(configIssuesToDiagnostics(parsed.error.issues, siteConfigSchema, raw, CONFIG_FILE));
  }
  // The `.env` the config may read is one of its inputs: an edit builds again, and so does its first appearance.
  const envFile = siteEnvFile(siteDir);
  const inputs = existsSync(envFile) ? [...files, envFile] : files;
  return {
    config: Object.freeze(parsed.data) as SiteConfig,
    siteDir,
    source,
    files: inputs,
    lookedUp: [envFile],
    valueHash: configValueHash(raw),
    compiledFile,
  };
}

/**
 * What a kept compiled config was made from: the files esbuild read or may
 * read, each with a hash of its contents. Paths are relative to the site, so
 * a copied project is checked against its own files.
 */
interface CompiledRecord {
  /** The engine that compiled it (its shim of `mysite` and its esbuild). */
  identity: string;
  compiledFile: string;
  files: string[];
  inputs: Record<string, string>;
}

const RECORD_FILE = 'config-inputs.json';

/**
 * The inputs of a compile: the config and the files it imports, and the
 * tsconfig.json, jsconfig.json and package.json files esbuild would look
 * for above each of them (they can change how the code compiles).
 */
function compileInputs(files: string[]): string[] {
  const inputs = new Set(files);
  for (const file of files) {
    for (const dir of foldersUp(dirname(file))) for (const name of ['tsconfig.json', 'jsconfig.json', 'package.json']) inputs.add(join(dir, name));
  }
  return [...inputs];
}

/** The file's contents, hashed; a missing file has a hash too. */
function inputHash(file: string): string {
  let contents: Buffer | string;
  try {
    contents = readFileSync(file);
  } catch {
    contents = '(none)';
  }
  return createHash('sha1').update(contents).digest('hex');
}

/** The config compiled by an earlier build, if nothing it was compiled from changed since. */
function compiledBefore(siteDir: string, { dir, identity }: { dir: string; identity: string }): (CompiledModule & { compiledFile: string }) | undefined {
  try {
    const record = JSON.parse(readFileSync(join(dir, RECORD_FILE), 'utf8')) as CompiledRecord;
    if (record.identity !== identity) return undefined;
    if (!Object.entries(record.inputs).every(([file, hash]) => inputHash(resolve(siteDir, file)) === hash)) return undefined;
    const files = record.files.map((file) => resolve(siteDir, file));
    return { source: readFileSync(join(dir, record.compiledFile), 'utf8'), files, compiledFile: record.compiledFile };
  } catch {
    return undefined; // none kept, or unreadable: compile
  }
}

/** Writes the compiled config into the cache folder under a name made from its source (none if it cannot: a full disk). */
function tryKeepCompiled(compiled: CompiledModule, siteDir: string, keep: { dir: string; identity: string }): string | undefined {
  try {
    return keepCompiled(compiled, siteDir, keep);
  } catch {
    return undefined; // then nothing is "up to date" next time, which is only slower
  }
}

function keepCompiled({ source, files }: CompiledModule, siteDir: string, { dir, identity }: { dir: string; identity: string }): string {
  const name = `config-${createHash('sha1').update(source).digest('hex').slice(0, 16)}.mjs`;
  mkdirSync(dir, { recursive: true });
  for (const old of readdirSync(dir)) if (/^config-[0-9a-f]+\.mjs$/.test(old) && old !== name) rmSync(join(dir, old), { force: true });
  saveFileAtomically(join(dir, name), source);
  const siteRelative = (file: string) => relative(siteDir, file);
  const inputs = Object.fromEntries(compileInputs(files).map((file) => [siteRelative(file), inputHash(file)]));
  const record: CompiledRecord = { identity, compiledFile: name, files: files.map(siteRelative), inputs };
  saveFileAtomically(join(dir, RECORD_FILE), JSON.stringify(record));
  return name;
}

function importConfig(source: string, siteDir: string): Promise<unknown> {
  return withModuleFile(source, siteDir, (path) => evaluate(path, source, siteDir));
}

/** Runs a compiled config; what it throws is told as the config's own error. */
async function evaluate(path: string, source: string, siteDir: string): Promise<unknown> {
  try {
    return await evaluateCompiled(path);
  } catch (error) {
    if (error instanceof MysiteError) throw error;
    throw configRuntimeError(error, compiledErrorPosition(error, path, source) ?? { file: CONFIG_FILE }, siteDir);
  }
}

/**
 * A throw while the config runs, at its place in the config (`at`); an import
 * of a package that is not installed, or a `require()` (the config runs as an
 * ES module), says which package and where.
 */
function configRuntimeError(error: unknown, at: SourcePosition, siteDir: string): MysiteError {
  const e = error as NodeJS.ErrnoException;
  const required = /^Dynamic require of "([^"]+)" is not supported/.exec(e?.message ?? '')?.[1];
  if (required) {
    return MysiteError.of({
      code: 'config/require',
      message: `${at.file} calls require("${required}"), but the config runs as an ES module, where require() does not exist.`,
      at: at.line ? at : importPosition(siteDir, required),
      hint: `Use import instead: import ... from '${required}'; (for dotenv: import 'dotenv/config';).`,
    });
  }
  const missing = e.code === 'ERR_MODULE_NOT_FOUND' ? /Cannot find (?:package|module) '([^']+)'/.exec(e.message)?.[1] : undefined;
  if (missing && !missing.startsWith('/')) {
    return MysiteError.of({
      code: 'config/missing-package',
      message: `${CONFIG_FILE} imports the package "${missing}", which is not installed.`,
      at: importPosition(siteDir, missing),
      hint: `Install it in the site folder (npm install ${missing}), or remove the import.`,
    });
  }
  return MysiteError.of({
    code: 'config/runtime',
    message: `${CONFIG_FILE} threw while loading: ${e?.message ?? String(error)}`,
    at,
    hint: 'Fix the code of the config: it runs every time the site is built.',
  });
}

/** Where the config imports a package, for the message. */
function importPosition(siteDir: string, specifier: string): SourcePosition {
  try {
    const lines = readFileSync(join(siteDir, CONFIG_FILE), 'utf8').split('\n');
    const line = lines.findIndex((l) => l.includes(`'${specifier}'`) || l.includes(`"${specifier}"`));
    if (line >= 0) return { file: CONFIG_FILE, line: line + 1, column: lines[line]!.indexOf(specifier) + 1 };
  } catch {
    // The position is a nicety: without it the message still names the package.
  }
  return { file: CONFIG_FILE };
}
