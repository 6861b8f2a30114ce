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

  it('replaces a target written otherwise than its URL: in angle brackets, with a space, an escape or a letter past ASCII', () => {
    // The page records each link as its URL: Markdown took the brackets off and percent-encoded the rest.
    const links: ContentLink[] = [
      { kind: 'link', href: '/assets/files/my%20file-0123abcd.pdf', written: './my%20file.pdf', at },
      { kind: 'link', href: '/assets/files/r%C3%A9sum%C3%A9-0123abcd.pdf', written: './r%C3%A9sum%C3%A9.pdf', at },
      { kind: 'link', href: '/assets/files/a(1)-0123abcd.zip', written: './a(1).zip', at },
      { kind: 'image', href: '/assets/images/my%20pic.0123abcd.png', written: './my%20pic.png', at },
    ];
    const text = resolvedMarkdown(
      route('[a](<./my file.pdf>) [b](./résumé.pdf "CV") [c](<./a(1).zip>) ![d](<./my pic.png>)\n\n[e]: <./my file.pdf>\n[f](<./other file.pdf>)', links),
      config,
    );
    assert.equal(
      text,
      '[a](https://example.com/docs-site/assets/files/my%20file-0123abcd.pdf) [b](https://example.com/docs-site/assets/files/r%C3%A9sum%C3%A9-0123abcd.pdf "CV") ' +
        '[c](https://example.com/docs-site/assets/files/a(1)-0123abcd.zip) ![d](https://example.com/docs-site/assets/images/my%20pic.0123abcd.png)\n\n' +
        '[e]: https://example.com/docs-site/assets/files/my%20file-0123abcd.pdf\n[f](<./other file.pdf>)',
    );
    // Without a written link holding a parenthesis, the page's links are found in one scan: the same result.
    assert.equal(
      resolvedMarkdown(route('[a](<./my file.pdf>) [b](./résumé.pdf "CV")', links.slice(0, 2)), config),
      '[a](https://example.com/docs-site/assets/files/my%20file-0123abcd.pdf) [b](https://example.com/docs-site/assets/files/r%C3%A9sum%C3%A9-0123abcd.pdf "CV")',
    );
  });

  it('replaces links written as HTML or JSX attributes with the full URL of where they lead', () => {
    const links: ContentLink[] = [
      { kind: 'link', href: '/assets/files/x-0123abcd.pdf', written: './x.pdf', at },
      { kind: 'link', href: '/assets/files/a%26b-0123abcd.pdf', written: './a&b.pdf', at },
      { kind: 'image', href: '/assets/images/pic.0123abcd.png', written: './pic.png', at },
      { kind: 'link', href: '/docs/b', written: './b.md', at },
    ];
    const text = resolvedMarkdown(
      route(
        '<a href="./x.pdf">x</a> <Link to=\'./x.pdf\'>x</Link> <a href="./a&amp;b.pdf">ab</a>\n\n<img src="./pic.png" alt="" /> <a href="./b.md">b</a> <a href="./y.pdf">y</a> redirect_to="./x.pdf"',
        links,
      ),
      config,
    );
    assert.equal(
      text,
      '<a href="https://example.com/docs-site/assets/files/x-0123abcd.pdf">x</a> <Link to=\'https://example.com/docs-site/assets/files/x-0123abcd.pdf\'>x</Link> ' +
        '<a href="https://example.com/docs-site/assets/files/a%26b-0123abcd.pdf">ab</a>\n\n<img src="https://example.com/docs-site/assets/images/pic.0123abcd.png" alt="" /> ' +
        '<a href="https://example.com/docs-site/docs/b">b</a> <a href="./y.pdf">y</a> redirect_to="./x.pdf"',
    );
  });
});
