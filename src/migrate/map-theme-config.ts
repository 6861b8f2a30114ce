/** `themeConfig`: colour mode, announcement bar, social image, table of contents, navbar and footer; the rest is named in the report. */
import { resolveLanguage } from '../markdown/highlighter.js';
import { BOOLEAN, keyPath, NUMBER, oneOf, STRING, STRINGS } from './migration.js';
import { entriesOf, type MapContext, staticPath } from './map-context.js';
import { mapFooter } from './map-footer.js';
import { mapMetadata } from './map-head.js';
import { mapNavbar } from './map-navbar.js';
import { mapMermaidThemeConfig } from './map-mermaid.js';
import { mapAlgoliaSearchPage } from './map-search-page.js';
import type { Plain } from './plain-value.js';

export async function mapThemeConfig(ctx: MapContext, themeConfig: Plain | undefined, siteTitle: string | undefined): Promise<void> {
  const { m } = ctx;
  for (const [key, value] of entriesOf(themeConfig)) {
    const at = keyPath('themeConfig', key);
    switch (key) {
      case 'navbar':
        mapNavbar(ctx, value, at, siteTitle);
        break;
      case 'footer':
        mapFooter(ctx, value, at);
        break;
      case 'colorMode':
        mapColorMode(ctx, value, at);
        break;
      case 'announcementBar':
        mapAnnouncementBar(ctx, value, at);
        break;
      case 'image': {
        const image = m.take(at, value, STRING);
        if (image) m.set(['image'], staticPath(image), at);
        break;
      }
      case 'tableOfContents':
        for (const [level, n] of entriesOf(value)) {
          const where = keyPath(at, level);
          const number = m.take(where, n, NUMBER);
          if (number !== undefined && (level === 'minHeadingLevel' || level === 'maxHeadingLevel')) m.set(['tableOfContents', level], number, where);
          else if (number !== undefined) m.skip(where, 'no-equivalent', 'a table of contents option mysite does not have');
        }
        break;
      case 'prism':
        await mapPrism(ctx, value, at);
        break;
      case 'metadata':
        mapMetadata(ctx, value, at);
        break;
      case 'algolia':
        m.skip(at, 'not-needed', 'mysite has built-in search');
        mapAlgoliaSearchPage(ctx, value, at);
        break;
      case 'docs':
        for (const [sub, v] of entriesOf(value)) {
          if (sub === 'versionPersistence') {
            // mysite keeps no reader's choice of version: 'none' is what it does.
            if (v === 'none') m.mapped++;
            else
              m.skip(
                keyPath(at, sub),
                'no-equivalent',
                'mysite does not remember the docs version a reader last chose (its version menu leads from each page to that page in another version)',
              );
          } else for (const [option] of entriesOf(v)) m.skip(keyPath(keyPath(at, sub), option), 'no-equivalent', "mysite's docs sidebar has no such option");
        }
        break;
      case 'blog':
        m.skip(at, 'no-equivalent', "mysite's blog sidebar lists the recent posts (blogSidebarCount)");
        break;
      case 'mermaid':
        mapMermaidThemeConfig(ctx, value, at);
        break;
      case 'liveCodeBlock':
        m.skip(at, 'no-equivalent', 'mysite runs no code in pages');
        break;
      case 'hideableSidebar':
        m.skip(at, 'no-equivalent', "mysite's docs sidebar has no such option");
        break;
      default:
        m.skip(at, 'no-equivalent', 'an option of a Docusaurus theme or plugin that mysite does not have');
    }
  }
}

function mapColorMode(ctx: MapContext, value: Plain, path: string): void {
  const { m } = ctx;
  for (const [key, v] of entriesOf(value)) {
    const at = keyPath(path, key);
    if (key === 'defaultMode') {
      const mode = m.take(at, v, oneOf('light', 'dark'));
      if (mode !== undefined) m.set(['colorMode', key], mode, at);
    } else if (key === 'disableSwitch' || key === 'respectPrefersColorScheme') {
      const flag = m.take(at, v, BOOLEAN);
      if (flag !== undefined) m.set(['colorMode', key], flag, at);
    } else {
      m.skip(at, 'no-equivalent', 'a colour mode option mysite does not have');
    }
  }
}

function mapAnnouncementBar(ctx: MapContext, value: Plain, path: string): void {
  const { m } = ctx;
  const bar: Record<string, Plain> = {};
  for (const [key, v] of entriesOf(value)) {
    const at = keyPath(path, key);
    if (key === 'id' || key === 'content' || key === 'backgroundColor' || key === 'textColor') {
      const text = m.take(at, v, STRING);
      if (text !== undefined) bar[key] = text;
    } else if (key === 'isCloseable') {
      const flag = m.take(at, v, BOOLEAN);
      if (flag !== undefined) bar[key] = flag;
    } else {
      m.skip(at, 'no-equivalent', 'an announcement bar option mysite does not have');
    }
  }
  if (typeof bar.content !== 'string') return;
  // Docusaurus's default id.
  m.set(['announcementBar'], { id: bar.id ?? 'announcement-bar', ...bar }, path);
}

async function mapPrism(ctx: MapContext, value: Plain, path: string): Promise<void> {
  const { m } = ctx;
  for (const [key, v] of entriesOf(value)) {
    const at = keyPath(path, key);
    if (key === 'theme' || key === 'darkTheme') {
      m.skip(at, 'not-needed', "mysite highlights code with Shiki, in the colours of its theme's CSS variables");
    } else if (key === 'additionalLanguages') {
      const languages = m.take(at, v, STRINGS);
      if (!languages) continue;
      const unknown: string[] = [];
      for (const language of languages) if ((await resolveLanguage(language)) === undefined) unknown.push(language);
      if (unknown.length === 0) m.skip(at, 'not-needed', `mysite's highlighter knows ${languages.length === 1 ? 'it' : `all ${languages.length} of them`}`);
      else m.skip(at, 'no-equivalent', `mysite's highlighter knows ${languages.length - unknown.length} of them, not ${unknown.join(', ')}`);
    } else {
      m.skip(at, 'no-equivalent', 'a Prism option: mysite highlights code with Shiki, which has no such option');
    }
  }
}
