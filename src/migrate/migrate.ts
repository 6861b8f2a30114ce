/**
 * `mysite migrate`: reads a Docusaurus site's config, maps what mysite has,
 * and writes site.config.ts beside it, so the content stays where it is.
 * Returns what was mapped and what was not; the command prints it.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { CONFIG_FILE } from '../config/evaluate.js';
import { MysiteError } from '../core/errors.js';
import { packageName } from './bundle-config.js';
import { evaluateDocusaurusConfig } from './evaluate-config.js';
import { findDocusaurusConfig } from './find-config.js';
import { mapDocusaurusConfig } from './map-site.js';
import type { Adjusted, Skipped } from './migration.js';
import { isPlainObject } from './plain-value.js';
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
  /** What the written config still lacks to load (nothing, unless the Docusaurus config lacked a title or url). */
  problems: string[];
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
  writeFileSync(target, writeConfigSource(orderLikeSchema(m.config), { from: configName, skipped: m.skipped }));
  return {
    siteDir,
    configName,
    written: [CONFIG_FILE],
    mapped: m.mapped,
    skipped: m.skipped,
    adjusted: m.adjusted,
    missing: [...new Set(evaluated.missing.map(packageName))],
    problems,
  };
}
