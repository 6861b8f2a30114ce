/** The top-level `markdown` options → `markdown` (format, plugins, mermaid, emoji), `onBrokenMarkdownLinks`. */
import { BOOLEAN, keyPath, oneOf } from './migration.js';
import { entriesOf, type MapContext } from './map-context.js';
import { mapUnifiedPlugins } from './map-unified-plugins.js';
import { mapMarkdownMermaid } from './map-mermaid.js';
import type { Plain } from './plain-value.js';

export function mapMarkdown(ctx: MapContext, value: Plain | undefined): void {
  const { m } = ctx;
  for (const [key, v] of entriesOf(value)) {
    const at = keyPath('markdown', key);
    if (key === 'format') {
      const format = m.take(at, v, oneOf('mdx', 'md', 'detect'));
      if (format !== undefined) m.set(['markdown', 'format'], format, at);
    } else if (key === 'remarkPlugins' || key === 'rehypePlugins') {
      mapUnifiedPlugins(ctx, v, at, ['markdown', key]);
    } else if (key === 'hooks') {
      for (const [hook, level] of entriesOf(v)) {
        const where = keyPath(at, hook);
        if (hook === 'onBrokenMarkdownLinks') mapBrokenLevel(ctx, level, where, 'onBrokenMarkdownLinks');
        else if (hook === 'onBrokenMarkdownImages') m.skip(where, 'no-equivalent', 'an image that does not exist is always an error in mysite');
        else m.skip(where, 'no-equivalent', 'a Markdown hook mysite does not have');
      }
    } else if (key === 'mermaid') {
      mapMarkdownMermaid(ctx, v, at);
    } else if (key === 'emoji') {
      // Docusaurus's switch for remark-emoji (`:tada:` → 🎉); mysite's does the same, on by default too.
      const emoji = m.take(at, v, BOOLEAN);
      if (emoji !== undefined) m.set(['markdown', 'emoji'], emoji, at);
    } else if (key === 'mdx1Compat') {
      m.skip(at, 'no-equivalent', "mysite always accepts MDX 1's HTML comments and {#id} headings (docs/AUTHORING.md#mdx-and-docusaurus-modules)");
    } else if (key === 'preprocessor' || key === 'parseFrontMatter') {
      m.skip(at, 'no-equivalent', 'mysite has no hook to change Markdown before it reads it');
    } else {
      m.skip(at, 'no-equivalent', 'a Markdown option mysite does not have');
    }
  }
}

/** `onBrokenLinks`-style levels: Docusaurus's `log` is mysite's `warn`. */
export function mapBrokenLevel(ctx: MapContext, value: Plain, path: string, key: 'onBrokenLinks' | 'onBrokenAnchors' | 'onBrokenMarkdownLinks'): void {
  const { m } = ctx;
  const level = m.take(path, value, oneOf('ignore', 'log', 'warn', 'throw'));
  if (level === undefined) return;
  m.set([key], level === 'log' ? 'warn' : level, path);
  if (level === 'log') m.adjust(path, "'log' is written as 'warn' (mysite has no log level)");
}
