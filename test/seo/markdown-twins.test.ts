/** A page's Markdown twin: its links made to lead where the page's links lead, from anywhere. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { siteConfigSchema } from '../../src/config/schema.js';
import type { ContentLink, Route } from '../../src/core/types.js';
import { resolvedMarkdown } from '../../src/seo/markdown-twins.js';

const config = siteConfigSchema.parse({ title: 'T', url: 'https://example.com', baseUrl: '/docs-site/' });
const at = { file: 'docs/a.md', line: 1, column: 1 };

function route(markdown: string, links: ContentLink[]): Route {
  return { path: '/docs/a', layout: 'doc', head: { title: 'A' }, data: {}, markdown, contentLinks: links };
}

describe('resolvedMarkdown', () => {
  it('points links written to Markdown files at their pages, and site paths at the full URL', () => {
    const text = resolvedMarkdown(
      route('See [B](./b.md) and [home](/).\n\n[c]: ./c.md', [
        { kind: 'link', href: '/docs/b', written: './b.md', at },
        { kind: 'link', href: '/docs/c', written: './c.md', at },
      ]),
      config,
    );
    assert.equal(
      text,
      'See [B](https://example.com/docs-site/docs/b) and [home](https://example.com/docs-site/).\n\n[c]: https://example.com/docs-site/docs/c',
    );
  });

  it('gives a new text when the Markdown, a link or the site URL changes, though the route is the same', () => {
    const links: ContentLink[] = [{ kind: 'link', href: '/docs/b', written: './b.md', at }];
    assert.equal(resolvedMarkdown(route('[B](./b.md)', links), config), '[B](https://example.com/docs-site/docs/b)');
    assert.equal(resolvedMarkdown(route('[B](./b.md)!', links), config), '[B](https://example.com/docs-site/docs/b)!');
    const moved: ContentLink[] = [{ kind: 'link', href: '/docs/b2', written: './b.md', at }];
    assert.equal(resolvedMarkdown(route('[B](./b.md)!', moved), config), '[B](https://example.com/docs-site/docs/b2)!');
    const elsewhere = { ...config, url: 'https://other.example' };
    assert.equal(resolvedMarkdown(route('[B](./b.md)!', moved), elsewhere), '[B](https://other.example/docs-site/docs/b2)!');
  });

  it('replaces a written link only where it is the whole target, and finds a link inside a target that is not one', () => {
    const links: ContentLink[] = [
      { kind: 'link', href: '/docs/b', written: 'b.md', at },
      { kind: 'link', href: '/docs/b#setup', written: 'b.md#setup', at },
      { kind: 'link', href: '/docs/c', written: 'c.md', at },
    ];
    const text = resolvedMarkdown(route('[1](b.md#setup) [2]( b.md) [3](b.mdx) [4](x](c.md)\n[r]:\tc.md\n[5](b.md', links), config);
    assert.equal(
      text,
      '[1](https://example.com/docs-site/docs/b#setup) [2]( https://example.com/docs-site/docs/b) [3](b.mdx) [4](x](https://example.com/docs-site/docs/c)\n[r]:\thttps://example.com/docs-site/docs/c\n[5](https://example.com/docs-site/docs/b',
    );
  });

  it('replaces written links that hold a space or a parenthesis (in angle brackets) too', () => {
    const links: ContentLink[] = [
      { kind: 'link', href: '/docs/my-page', written: 'my page.md', at },
      { kind: 'link', href: '/docs/c', written: 'c.md', at },
    ];
    assert.equal(
      resolvedMarkdown(route('[a](<my page.md>) [b](my page.md) [c](c.md)', links), config),
      '[a](<my page.md>) [b](https://example.com/docs-site/docs/my-page) [c](https://example.com/docs-site/docs/c)',
    );
  });
});
