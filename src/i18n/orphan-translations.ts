/**
 * A locale's translated page files with no page of the default locale to
 * translate (its page was removed or renamed). As in Docusaurus, such a
 * file is no page: a locale has the default locale's pages, so its menus
 * and alternates can lead to every locale. It is reported, so that the
 * translator knows the file is left out.
 */
import { join, relative, sep } from 'node:path';
import fg from 'fast-glob';
import type { Diagnostic } from '../core/diagnostics.js';
import type { ContentOverlay } from './content-overlay.js';

export async function orphanTranslations(overlay: ContentOverlay, siteDir: string, locale: string): Promise<Diagnostic[]> {
  const found: Diagnostic[] = [];
  for (const overlays of overlay.folders.values()) {
    for (const folder of overlays) {
      const files = await fg(['**/*.{md,mdx}'], { cwd: join(siteDir, folder), onlyFiles: true, ignore: ['**/_*', '**/_*/**'] });
      for (const file of files.sort()) {
        const translated = `${folder}/${file}`;
        const original = overlay.original(translated);
        if (overlay.exists(original)) continue;
        found.push({
          severity: 'warning',
          code: 'content/orphan-translation',
          message: `This ${locale} translation is left out: there is no ${original} for it to translate.`,
          at: { file: relative(siteDir, join(siteDir, translated)).split(sep).join('/') },
        });
      }
    }
  }
  return found;
}
