/**
 * `mysite migrate`: reads a Docusaurus site's config, maps what mysite has,
 * and writes site.config.ts beside it, so the content stays where it is.
 * Returns what was mapped and what was not; the command prints it.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import { CONFIG_FILE } from '../config/evaluate.js';
import { MysiteError } from '../core/errors.js';
import { packageName } from './bundle-config.js';
import { evaluateDocusaurusConfig } from './evaluate-config.js';
import { findDocusaurusConfig } from './find-config.js';
import { mapDocusaurusConfig } from './map-site.js';
import type { Adjusted, Skipped } from './migration.js';
import { isPlainObject, type PlainObject } from './plain-value.js';
import { secretLooking } from './secret-looking.js';
import { type SourcedValue, sourcedValues, stringLeaves, withoutReadValues } from './sourced-values.js';
import type { Substitute } from './value-sources.js';
import { describeReads, targetName } from './write-reads.js';
import { dropRefused } from './validate-mapped.js';
import { writeConfigSource } from './write-config.js';
import { orderLikeSchema } from './order-keys.js';

export interface MigrateOptions {
  dir: string;
  /** Replace an existing site.config.ts. */
  force?: boolean;
}

export interface MigrateResult {
  siteDir: string;
  /** The Docusaurus config's file name. */
  configName: string;
  /** Files written, relative to the site folder. */
  written: string[];
  mapped: number;
  skipped: Skipped[];
  adjusted: Adjusted[];
  /** Packages the config imports that are not installed. */
  missing: string[];
  /** Packages mysite needs for what the site uses, which its package.json lacks: name and what needs it. */
  install: { name: string; why: string }[];
  /** What the written config still lacks to load (nothing, unless the Docusaurus config lacked a title or url). */
  problems: string[];
  /** Values written as reads of the environment or of a file: the option and what it reads. */
  sourced: { path: string; from: string }[];
  /** Texts written as they are that look like secrets, and why. */
  secrets: { path: string; why: string }[];
}

export async function migrate({ dir, force }: MigrateOptions): Promise<MigrateResult> {
  const siteDir = resolve(dir);
  const configFile = findDocusaurusConfig(siteDir);
  const configName = basename(configFile);
  const target = join(siteDir, CONFIG_FILE);
  if (existsSync(target) && !force) {
    throw MysiteError.of({ code: 'migrate/config-exists', message: `${siteDir} already has a ${CONFIG_FILE}; mysite migrate leaves it as it is.` });
  }
  const evaluated = await evaluateDocusaurusConfig(configFile, siteDir);
  if (!isPlainObject(evaluated.value)) {
    throw MysiteError.of({ code: 'migrate/cannot-evaluate', message: `${configName} does not give a config object.`, at: { file: configName } });
  }
  const m = await mapDocusaurusConfig(evaluated.value, siteDir);
  const problems = dropRefused(m);
  const sourced = siteRelativeReads(await sourcedValues(m.config, evaluated.reads, (substitute) => mapMarked(configFile, siteDir, substitute)), siteDir);
  const secrets = literalSecrets(m.config, sourced);
  const redact = (text: string) => withoutReadValues(text, evaluated.reads);
  for (const item of [...m.skipped, ...m.adjusted]) {
    item.path = redact(item.path);
    if ('reason' in item) item.reason = redact(item.reason);
    else item.text = redact(item.text);
  }
  problems.splice(0, problems.length, ...problems.map(redact));
  writeFileSync(target, writeConfigSource(orderLikeSchema(m.config), { from: configName, skipped: m.skipped, sourced, secrets }));
  return {
    siteDir,
    configName,
    written: [CONFIG_FILE],
    mapped: m.mapped,
    skipped: m.skipped,
    adjusted: m.adjusted,
    missing: [...new Set(evaluated.missing.map(packageName))],
    install: [...m.packages].map(([name, why]) => ({ name, why })),
    problems,
    sourced: sourced.map((v) => ({ path: targetName(v.target), from: describeReads(v.pieces) })),
    secrets,
  };
}

/** The config run again with markers for what it read, mapped; undefined when that run fails. */
async function mapMarked(configFile: string, siteDir: string, substitute: Substitute): Promise<PlainObject | undefined> {
  try {
    const marked = await evaluateDocusaurusConfig(configFile, siteDir, undefined, substitute);
    return isPlainObject(marked.value) ? (await mapDocusaurusConfig(marked.value, siteDir)).config : undefined;
  } catch {
    return undefined;
  }
}

/** Files named as site.config.ts imports them: `./secrets.json`, `../shared/keys.json`. */
function siteRelativeReads(sourced: SourcedValue[], siteDir: string): SourcedValue[] {
  const name = (file: string) => {
    const rel = relative(siteDir, file).split(sep).join('/');
    return rel.startsWith('../') ? rel : `./${rel}`;
  };
  return sourced.map((v) => ({
    ...v,
    pieces: v.pieces.map((p) => (typeof p === 'string' || 'env' in p ? p : 'json' in p ? { ...p, json: name(p.json) } : { ...p, text: name(p.text) })),
  }));
}

/** The texts written as they are that look like secrets. */
function literalSecrets(config: PlainObject, sourced: SourcedValue[]): { path: string; why: string }[] {
  const read = new Set(sourced.map((v) => JSON.stringify(v.target)));
  return stringLeaves(config).flatMap(([at, text]) => {
    const why = read.has(JSON.stringify(at)) ? undefined : secretLooking(at.at(-1), text);
    return why ? [{ path: targetName(at), why }] : [];
  });
}
