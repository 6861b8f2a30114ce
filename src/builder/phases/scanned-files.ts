/**
 * Links in the non-page files the link check reads (feeds, the sitemap),
 * scanned once per text: a run whose feed did not change reuses its scan.
 */
import type { OutputFile } from '../../core/types.js';
import type { ScannedLink } from '../../links/scan-html.js';
import { scanHtml } from '../../links/scan-html.js';
import { scanJsonFeed, scanXml } from '../../links/scan-xml.js';

export interface LinkingFile {
  /** Site path, e.g. `/blog/rss.xml`. */
  path: string;
  /** As messages name it, e.g. `dist/blog/rss.xml`. */
  file: string;
  links: ScannedLink[];
}

export class ScannedFiles {
  private readonly scans = new Map<string, { text: string; links: ScannedLink[] }>();

  /** `files`: the feeds and sitemaps a run wrote (isLinkingFile), and its redirect pages. */
  linkingFiles(files: OutputFile[], outDirName: string): LinkingFile[] {
    return files.map((f) => {
      const text = typeof f.contents === 'string' ? f.contents : Buffer.from(f.contents).toString('utf8');
      let scanned = this.scans.get(f.path);
      if (scanned?.text !== text) {
        scanned = { text, links: f.path.endsWith('.html') ? scanHtml(text).links : f.path.endsWith('.json') ? scanJsonFeed(text) : scanXml(text) };
        this.scans.set(f.path, scanned);
      }
      return { path: '/' + f.path, file: `${outDirName}/${f.path}`, links: scanned.links };
    });
  }
}
