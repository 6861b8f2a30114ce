/**
 * Screenshots of each page pair at 1280 and 375 px, from both builds served
 * on loopback, saved beside the report, with the share of pixels that differ.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageDifferences } from './compare-pages.js';
import { HeadlessBrowser } from './headless-browser.js';
import { decodePng, pixelDifference } from './png.js';
import { serveFolder } from './static-folder-server.js';

export const WIDTHS = { desktop: 1280, mobile: 375 } as const;

export interface ScreenshotOptions {
  chromium: string;
  docusaurusDir: string;
  mysiteDir: string;
  baseUrl: string;
  /** The report's folder: screenshots go to its `shots/`. */
  reportDir: string;
  onProgress?: (done: number, total: number) => void;
}

/** The report's image paths for each route (relative to the report), pairs in WIDTHS order. */
export type ShotFiles = Map<string, { docusaurus: string; mysite: string }[]>;

const fileName = (route: string) => (route === '/' ? 'index' : route.slice(1).replace(/[^a-zA-Z0-9_-]+/g, '_')).slice(0, 120);

/** Takes the screenshots of `pages` (setting each page's `screenshots` scores) and returns their files. */
export async function takeScreenshots(pages: PageDifferences[], options: ScreenshotOptions): Promise<ShotFiles> {
  const shotsDir = join(options.reportDir, 'shots');
  mkdirSync(shotsDir, { recursive: true });
  const [docusaurus, mysite] = await Promise.all([serveFolder(options.docusaurusDir, options.baseUrl), serveFolder(options.mysiteDir, options.baseUrl)]);
  const browser = HeadlessBrowser.launch(options.chromium);
  const files: ShotFiles = new Map();
  try {
    let done = 0;
    for (const [n, page] of pages.entries()) {
      const scores: Record<keyof typeof WIDTHS, number> = { desktop: 0, mobile: 0 };
      const pairs: { docusaurus: string; mysite: string }[] = [];
      for (const [kind, width] of Object.entries(WIDTHS) as [keyof typeof WIDTHS, number][]) {
        const path = page.route === '/' ? '/' : page.route;
        const [d, m] = [await browser.screenshot(docusaurus.url + path, width), await browser.screenshot(mysite.url + path, width)];
        const name = `${String(n).padStart(4, '0')}-${fileName(page.route)}-${width}`;
        writeFileSync(join(shotsDir, `${name}-docusaurus.png`), d);
        writeFileSync(join(shotsDir, `${name}-mysite.png`), m);
        pairs.push({ docusaurus: `shots/${name}-docusaurus.png`, mysite: `shots/${name}-mysite.png` });
        scores[kind] = pixelDifference(decodePng(d), decodePng(m));
      }
      page.screenshots = scores;
      files.set(page.route, pairs);
      options.onProgress?.(++done, pages.length);
    }
  } finally {
    await browser.close();
    await Promise.all([docusaurus.close(), mysite.close()]);
  }
  return files;
}
