/**
 * The UI messages a theme's code uses: every `translate('id', 'message')`
 * call in its files, read from the source (ids and messages are literals,
 * as Docusaurus's extraction also requires). `mysite write-translations`
 * gives them to translators.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { ENGINE_MESSAGES } from '../content/engine-messages.js';
import { MARKDOWN_MESSAGES } from '../markdown/texts.js';
import { API_MESSAGES } from '../openapi/api-texts.js';
import { ENGINE_ROOT } from '../core/engine-package.js';

/** `translate('id', 'message'` (or `translateNodes(`), or with the message in double quotes. */
export const TRANSLATE_CALL = /\btranslate(?:Nodes)?\(\s*'([^']+)',\s*(?:'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)")/g;

/** Message id → its text in the code, from every script file under `dir`. */
export function themeMessages(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of scriptFiles(dir)) {
    for (const m of readFileSync(file, 'utf8').matchAll(TRANSLATE_CALL)) {
      const text = m[2] !== undefined ? m[2].replace(/\\'/g, "'") : m[3]!.replace(/\\"/g, '"');
      if (!found.has(m[1]!)) found.set(m[1]!, text);
    }
  }
  return found;
}

/**
 * What a translator translates: the theme's messages, the browser runtime's
 * (its error screens, src/client) and the texts the engine writes into pages
 * (the API reference's among them).
 */
export function uiMessages(themeDir: string): Map<string, string> {
  const found = themeMessages(themeDir);
  for (const [id, message] of themeMessages(join(ENGINE_ROOT, 'src/client'))) if (!found.has(id)) found.set(id, message);
  for (const [id, message] of Object.entries({ ...ENGINE_MESSAGES, ...MARKDOWN_MESSAGES, ...API_MESSAGES })) if (!found.has(id)) found.set(id, message);
  return found;
}

/** `dir`'s script files (or those `names` match), not those of packages installed inside it (mysite itself is installed in a node_modules folder). */
export function scriptFiles(dir: string, names = /\.(tsx?|jsx?)$/): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && names.test(e.name) && !relative(dir, e.parentPath).split(sep).includes('node_modules'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}
