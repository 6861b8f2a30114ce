/** The Docusaurus config of a folder: `docusaurus.config.{ts,mts,cts,js,mjs,cjs}`, as Docusaurus looks for it. */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { MysiteError } from '../core/errors.js';

export const DOCUSAURUS_CONFIG_NAMES = ['ts', 'mts', 'cts', 'js', 'mjs', 'cjs'].map((ext) => `docusaurus.config.${ext}`);

/** The absolute path of the folder's Docusaurus config; an error naming the folder when there is none. */
export function findDocusaurusConfig(siteDir: string): string {
  if (!existsSync(siteDir) || !statSync(siteDir).isDirectory()) {
    throw MysiteError.of({ code: 'migrate/no-docusaurus-config', message: `There is no folder ${siteDir}.` });
  }
  const name = DOCUSAURUS_CONFIG_NAMES.find((n) => existsSync(join(siteDir, n)));
  if (!name) {
    throw MysiteError.of({
      code: 'migrate/no-docusaurus-config',
      message: `There is no Docusaurus config in ${siteDir} (looked for ${DOCUSAURUS_CONFIG_NAMES.join(', ')}).`,
    });
  }
  return join(siteDir, name);
}
