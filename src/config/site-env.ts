/**
 * The site's `.env`, in process.env before its config runs: `mysite migrate`
 * running a Docusaurus config, and every command loading site.config.ts
 * (a migrated config reads the values it came from as `process.env.NAME`). Docusaurus sites commonly keep values there (the site's
 * `url`, an Algolia key) and read them with `require('dotenv').config()` at
 * the top of the config, or from a shell that loaded the file. dotenv reads
 * `.env` in the current folder, which is not the site's when migrate is given
 * a path, and it is a stand-in when not installed (no `npm install` yet): so
 * migrate loads the site's file itself, as dotenv does: a variable already
 * set is kept.
 *
 * In migrate, called on the config's own thread, whose process.env is a
 * copy: nothing is left in the environment of the migration. The values are
 * never printed: a caller gets only the names. A value reaches a site only
 * where its config writes `process.env.NAME`.
 *
 * `serve --watch` loads the config again when `.env` changes: a variable
 * this process took from the file is the file's to change (or remove), while
 * one the shell set stays the shell's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';

/** The site's `.env` (absolute). */
export function siteEnvFile(siteDir: string): string {
  return join(siteDir, '.env');
}

/** Per environment, the names an earlier load took from a `.env`. */
const fromFile = new WeakMap<NodeJS.ProcessEnv, Set<string>>();

/** Puts the variables of `<siteDir>/.env` that are not set into `env`; returns their names. No file: none. */
export function loadSiteEnv(siteDir: string, env: NodeJS.ProcessEnv = process.env): string[] {
  const earlier = fromFile.get(env) ?? new Set<string>();
  for (const name of earlier) delete env[name];
  earlier.clear();
  fromFile.set(env, earlier);
  let text: string;
  try {
    text = readFileSync(siteEnvFile(siteDir), 'utf8');
  } catch {
    return [];
  }
  const loaded: string[] = [];
  for (const [name, value] of Object.entries(parseEnv(text))) {
    if (value === undefined || env[name] !== undefined) continue;
    env[name] = value;
    loaded.push(name);
    earlier.add(name);
  }
  return loaded;
}
