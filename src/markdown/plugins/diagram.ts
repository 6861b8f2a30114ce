/**
 * `::diagram{src="./x.svg" caption="…"}` inlines an SVG file into the page,
 * so its `dg-*` classes follow the colour mode. The file is recorded as a
 * dependency: the cached page is recompiled when the SVG changes.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, posix, relative, resolve } from 'node:path';
import type { Html, Root } from 'mdast';
import type { LeafDirective } from 'mdast-util-directive';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { compileData, report } from './mdast-helpers.js';
import { outsideReasonText } from '../../core/site-boundary.js';
import { quoted } from '../../core/quoted.js';

export function remarkDiagram() {
  return async (tree: Root, file: VFile) => {
    // Most pages have no diagram: no need to walk their tree.
    if (!String(file.value).includes('::diagram')) return;
    const found: { node: LeafDirective; index: number; parent: { children: unknown[] } }[] = [];
    visit(tree, 'leafDirective', (node, index, parent) => {
      if (node.name === 'diagram' && parent && index !== undefined) found.push({ node, index, parent });
    });
    const data = compileData(file);
    for (const { node, index, parent } of found) {
      const src = node.attributes?.src;
      const caption = node.attributes?.caption ?? node.attributes?.alt ?? '';
      if (!src) {
        report(file, node, {
          severity: 'error',
          code: 'markdown/diagram-src',
          message: '::diagram needs a src attribute.',
          hint: '::diagram{src="./diagrams/flow.svg" caption="…"}',
        });
        parent.children.splice(index, 1, { type: 'html', value: '' });
        continue;
      }
      const path = resolve(dirname(data.absolutePath), src);
      const refused = data.boundary.check(path);
      if (refused) {
        report(file, node, {
          severity: 'error',
          code: 'content/outside-site',
          // Site-relative, as written: the machine's own paths stay out of the log.
          message: `The diagram ${quoted(src)} may not be read: ${outsideReasonText(refused, quoted(posix.normalize(posix.join(posix.dirname(data.relativePath), src))))}.`,
          hint: 'Put the SVG file in the site, beside the page, and name it relative to the page.',
        });
        parent.children.splice(index, 1, { type: 'html', value: '' });
        continue;
      }
      let svg: string;
      try {
        svg = await readFile(path, 'utf8');
      } catch {
        report(file, node, { severity: 'error', code: 'markdown/missing-diagram', message: `Diagram file not found: ${src}`, hint: `Looked for ${path}.` });
        parent.children.splice(index, 1, { type: 'html', value: '' });
        continue;
      }
      data.dependencies.push({ file: path, hash: createHash('sha1').update(svg).digest('hex') });
      const start = svg.indexOf('<svg');
      if (start < 0) {
        report(file, node, { severity: 'error', code: 'markdown/invalid-diagram', message: `${src} is not an SVG file (no <svg> element).` });
        parent.children.splice(index, 1, { type: 'html', value: '' });
        continue;
      }
      const inline = svg
        .slice(start)
        .replace(/<!--[\s\S]*?-->/g, '')
        .trim();
      const html: Html = {
        type: 'html',
        // On a phone the drawing scrolls sideways: the scroller is a named, focusable region, so keyboard
        // users can scroll it (axe's scrollable-region-focusable), and the caption stays outside it, in view.
        value: `<figure class="diagram" data-source="${escapeAttr(relative(dirname(data.absolutePath), path))}"><div class="diagram-scroll" role="region" tabindex="0" aria-label="${escapeAttr(
          regionName(inline, caption),
        )}">${inline}</div>${caption ? `<figcaption>${escapeText(caption)}</figcaption>` : ''}</figure>`,
      };
      parent.children.splice(index, 1, html);
    }
  };
}

const XML_ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };

/** The scroll region's name: the drawing's own title, else its caption. */
function regionName(svg: string, caption: string): string {
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(svg)?.[1]?.trim();
  // The title is XML text: its entities are decoded here and the name escaped once, where it is written.
  const decoded = title?.replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => XML_ENTITIES[name] ?? '');
  return decoded || caption || 'Diagram';
}

function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttr(s: string): string {
  return escapeText(s).replace(/"/g, '&quot;');
}
