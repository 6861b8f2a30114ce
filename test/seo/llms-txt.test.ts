/** llms.txt and llms-full.txt: the pages of the sidebars, in their order, as Markdown. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { siteConfigSchema } from '../../src/config/schema.js';
import type { Route, SidebarItem } from '../../src/core/types.js';
import { llmsFiles } from '../../src/seo/llms-txt.js';

const config = siteConfigSchema.parse({ title: 'T', url: 'https://example.com' });
const page = (path: string, markdown: string): Route => ({ path, layout: 'doc', head: { title: path }, data: {}, markdown });
const sidebars: Record<string, SidebarItem[]> = {
  docs: [
    { type: 'link', label: 'B', href: '/docs/b' },
    { type: 'link', label: 'A', href: '/docs/a' },
  ],
};
const fullText = (routes: Route[]) => String(llmsFiles({ routes, sidebars, config }).find((f) => f.path === 'llms-full.txt')!.contents);

describe('llms-full.txt', () => {
  it('holds the sidebar pages in sidebar order, each with its address', () => {
    const text = fullText([page('/docs/a', '# A\n\nAlpha.\n'), page('/docs/b', '# B\n\nBeta.\n'), page('/about', '# About\n')]);
    assert.equal(text, '# T\n\n# B\n\nBeta.\n\nSource: https://example.com/docs/b\n\n---\n\n# A\n\nAlpha.\n\nSource: https://example.com/docs/a\n');
  });

  it('follows a page whose Markdown changed, run after run', () => {
    assert.match(fullText([page('/docs/a', 'First.'), page('/docs/b', 'Beta.')]), /First\./);
    const text = fullText([page('/docs/a', 'Second.'), page('/docs/b', 'Beta.')]);
    assert.match(text, /Second\./);
    assert.doesNotMatch(text, /First\./);
  });
});
