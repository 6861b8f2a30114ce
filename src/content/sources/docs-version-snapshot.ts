/**
 * `mysite docs version <name>`: freezes the docs folder as a released
 * version, the way Docusaurus's `docs:version` does. The folder is copied to
 * `versioned_docs/version-<name>/`, the sidebars file's value (what its code
 * returns, so an imported or computed sidebar is frozen too) is written as
 * JSON to `versioned_sidebars/version-<name>-sidebars.json`, and the name is
 * put first in versions.json. A name that exists already, or that cannot be
 * a folder and a route, is refused before anything is written. A docs
 * section other than the default keeps its versions under its prefix
 * (`<id>_versions.json`, `<id>_versioned_docs/`, `<id>_versioned_sidebars/`).
 */
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { DocsOptions } from '../../config/schema.js';
import { MysiteError } from '../../core/errors.js';
import { SidebarsLoader } from '../sidebars-file.js';
import { CURRENT_VERSION, isVersionName, readVersionNames, VERSIONS_FILE, versionDocsFolder, versionSidebarsFile } from './docs-versions.js';

export interface VersionSnapshot {
  /** Site-relative paths written. */
  docsFolder: string;
  sidebarsFile?: string;
  /** `versions.json`, or the section's `<id>_versions.json`. */
  versionsFile: string;
  versions: string[];
}

/** `prefix`: the section's versions files' prefix (config/sections.ts: '' for the default section, `<id>_` for another). */
export async function snapshotDocsVersion(siteDir: string, options: DocsOptions, name: string, prefix = ''): Promise<VersionSnapshot> {
  if (!isVersionName(name) || name === CURRENT_VERSION) {
    throw MysiteError.of({
      code: 'docs/invalid-version-name',
      message: `"${name}" cannot be the name of a docs version.`,
      hint: 'Use letters, digits, dots, dashes and underscores, such as 2.0 or v3-beta ("current" names the docs folder).',
    });
  }
  const versions = readVersionNames(siteDir, prefix) ?? [];
  const versionsFile = `${prefix}${VERSIONS_FILE}`;
  const docsFolder = versionDocsFolder(name, prefix);
  if (versions.includes(name) || existsSync(join(siteDir, docsFolder))) {
    throw MysiteError.of({
      code: 'docs/version-exists',
      message: `The docs version "${name}" exists already${versions.includes(name) ? ` (in ${versionsFile})` : ` (${docsFolder}/)`}.`,
      at: { file: versions.includes(name) ? versionsFile : docsFolder },
      hint: 'Choose another name, or delete that version (its line in versions.json and its folders) first.',
    });
  }
  const source = join(siteDir, options.path);
  if (!existsSync(source)) {
    throw MysiteError.of({ code: 'docs/missing-folder', message: `The docs folder "${options.path}" does not exist.`, at: { file: options.path } });
  }
  // Read the sidebars before writing anything: a sidebars file that fails leaves the site as it was.
  const sidebars = await new SidebarsLoader(options).load(siteDir);
  cpSync(source, join(siteDir, docsFolder), { recursive: true });
  let sidebarsFile: string | undefined;
  if (sidebars) {
    sidebarsFile = versionSidebarsFile(name, prefix);
    mkdirSync(dirname(join(siteDir, sidebarsFile)), { recursive: true });
    writeFileSync(join(siteDir, sidebarsFile), `${JSON.stringify(sidebars.value, null, 2)}\n`);
  }
  const next = [name, ...versions];
  writeFileSync(join(siteDir, versionsFile), `${JSON.stringify(next, null, 2)}\n`);
  return { docsFolder, sidebarsFile, versionsFile, versions: next };
}
