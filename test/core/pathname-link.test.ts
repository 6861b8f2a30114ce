/**
 * Docusaurus's `pathname://` links (core/pathname-link.ts): a plain link to a path of the
 * host, with the base URL, in a new tab, left to the browser and not followed by the link
 * check; in Markdown and MDX, `@docusaurus/Link`, the theme's Link and the config's links.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { pathnameLinkHref, pathnameLinkProblem } from '../../src/core/pathname-link.js';
import { compile } from '../support/compile.js';
import { scanHtml } from '../../src/links/scan-html.js';
import DocusaurusLink from '../../src/compat/docusaurus/Link.js';
import { PageContext } from '../../src/compat/page-context.js';
import { configIssuesToDiagnostics } from '../../src/config/friendly-errors.js';
import { siteConfigSchema } from '../../src/config/schema.js';

const site = { title: 'Docs', tagline: '', url: 'https://example.com', baseUrl: '/guide/', customFields: {}, locale: 'en' };

function configMessages(input: Record<string, unknown>): string[] {
  const parsed = siteConfigSchema.safeParse({ title: 'Docs', url: 'https://example.com', ...input });
  return parsed.success ? [] : configIssuesToDiagnostics(parsed.error.issues, siteConfigSchema, input, 'site.config.ts').map((d) => d.message);
}

describe('pathname:// links', () => {
  it('become the path, with the base URL in front of a site-absolute one (kept when it has it already)', () => {
    assert.equal(pathnameLinkHref('pathname:///api/index.html#x', '/'), '/api/index.html#x');
    assert.equal(pathnameLinkHref('pathname:///api/index.html', '/guide/'), '/guide/api/index.html');
    assert.equal(pathnameLinkHref('pathname:///guide/api/', '/guide/'), '/guide/api/');
    assert.equal(pathnameLinkHref('pathname://./file.zip', '/guide/'), './file.zip');
  });

  it('in Markdown and MDX: a plain link in a new tab, marked as outside the site', async () => {
    for (const file of ['content/docs/a.md', 'content/docs/a.mdx']) {
      const { html } = await compile('See [the API](pathname:///api/v2/index.html#top).\n', file);
      const link = /<a [^>]*>the API<\/a>/.exec(html)?.[0] ?? html;
      assert.match(link, /href="\/api\/v2\/index\.html#top"/, file);
      assert.match(link, /target="_blank"/, file);
      assert.match(link, /rel="noopener noreferrer external"/, file);
      assert.doesNotMatch(html, /pathname:/, file);
    }
  });

  it('are not followed by the link check; other links marked external still are when they name another site', () => {
    const html =
      '<a href="/api/v2/" target="_blank" rel="noopener noreferrer external">a</a><a href="https://x.example/" rel="external">b</a><a href="/docs/x">c</a>';
    assert.deepEqual(
      scanHtml(html).links.map((l) => l.url),
      ['https://x.example/', '/docs/x'],
    );
  });

  it('@docusaurus/Link strips the protocol, adds the base URL unless told not to, and opens a new tab', () => {
    const render = (node: ReturnType<typeof h>) => renderToStaticMarkup(h(PageContext.Provider, { value: { site, path: '/docs/a' } }, node));
    assert.equal(
      render(h(DocusaurusLink, { to: 'pathname:///api/' }, 'API')),
      '<a href="/guide/api/" target="_blank" rel="noopener noreferrer external">API</a>',
    );
    assert.equal(
      render(h(DocusaurusLink, { href: 'pathname:///api/', autoAddBaseUrl: false }, 'API')),
      '<a href="/api/" target="_blank" rel="noopener noreferrer external">API</a>',
    );
  });

  it('are accepted as the href of navbar, dropdown and footer items; a path that is not one of the host is refused', () => {
    assert.deepEqual(
      configMessages({
        navbar: {
          items: [
            { label: 'API', href: 'pathname:///api/v2' },
            { type: 'dropdown', label: 'More', items: [{ label: 'Old API', href: 'pathname:///api/v1/' }] },
          ],
        },
        footer: { columns: [{ title: 'Docs', items: [{ label: 'API', href: 'pathname:///api/v2' }] }] },
      }),
      [],
    );
    assert.equal(pathnameLinkProblem('pathname://api/v2'), 'after pathname:// comes a path of the host starting with one "/" (pathname:///api/index.html)');
    const refused = configMessages({
      navbar: { items: [{ label: 'API', href: 'pathname:////evil.example/x' }] },
      footer: { columns: [{ title: 'T', items: [{ label: 'x', href: 'javascript:alert(1)' }] }] },
    });
    assert.equal(refused.length, 2, refused.join('\n'));
    assert.match(refused[0]!, /navbar\.items\[0\]\.href.*a path of the host/);
    assert.match(refused[1]!, /footer\.columns\[0\]\.items\[0\]\.href.*http\(s\) or mailto/);
  });
});
