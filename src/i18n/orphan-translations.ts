/**
 * A locale's translated files that are left out, each reported so that the
 * translator knows: a page file with no page of the default locale to
 * translate (its page was removed or renamed; as in Docusaurus, such a file
 * is no page: a locale has the default locale's pages, so its menus and
 * alternates can lead to every locale), and a `_category_` file, which
 * Docusaurus never reads from a translation folder (content-overlay.ts).
 */
import { join, relative, sep } from 'node:path';
import fg from 'fast-glob';
import type { Diagnostic } from '../core/diagnostics.js';
import { isCategoryFile, type ContentOverlay } from './content-overlay.js';

export async function orphanTranslations(overlay: ContentOverlay, siteDir: string, locale: string): Promise<Diagnostic[]> {
  const found: Diagnostic[] = [];
  for (const overlays of overlay.folders.values()) {
    for (const folder of overlays) {
      const files = await fg(['**/*.{md,mdx}', '**/_category_.{json,yml,yaml}'], { cwd: join(siteDir, folder), onlyFiles: true, ignore: ['**/_*/**'] });
      for (const file of files.sort()) {
        const translated = `${folder}/${file}`;
        const at = { file: relative(siteDir, join(siteDir, translated)).split(sep).join('/') };
        if (isCategoryFile(file)) {
          found.push({
            severity: 'warning',
            code: 'content/translated-category-file',
            message: `This ${locale} copy of a _category_ file is not read: as in Docusaurus, every locale takes its categories from the docs folder's files.`,
            at,
          });
          continue;
        }
        if (file.split('/').pop()!.startsWith('_')) continue;
        const original = overlay.original(translated);
        if (overlay.exists(original)) continue;
        found.push({
          severity: 'warning',
          code: 'content/orphan-translation',
          message: `This ${locale} translation is left out: there is no ${original} for it to translate.`,
          at,
        });
      }
    }
  }
  return found;
}
