/**
 * An unknown code block language is warned about once per build, naming the
 * first few files that use it and how many more, not once per file.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig } from '../support/fixture-site.js';

describe('unknown code block languages', () => {
  it('are one warning per language for the whole build', () => {
    const docs: Record<string, string> = {};
    for (let i = 1; i <= 6; i++)
      docs[`content/docs/page-${i}.md`] = `---\ntitle: Page ${i}\n${i === 1 ? 'slug: /\n' : ''}---\n\n\`\`\`cobolx\nMOVE ${i}\n\`\`\`\n`;
    docs['content/docs/other.md'] = '---\ntitle: Other\n---\n\n```fortranx\nx = 1\n```\n';
    const site = createSite({ 'site.config.ts': minimalConfig(), ...docs });
    try {
      const r = site.run('build');
      assert.equal(r.code, 0, r.stderr);
      const lines = r.stderr.split('\n').filter((l) => l.includes('[markdown/unknown-language]'));
      assert.equal(lines.length, 2, r.stderr);
      assert.match(
        r.stderr,
        /content\/docs\/page-1\.md:6:1 {2}Unknown code block language "cobolx" in 6 files \(also content\/docs\/page-2\.md:5:1, content\/docs\/page-3\.md:5:1, 3 more\); shown as plain text\./,
      );
      assert.match(r.stderr, /content\/docs\/other\.md:5:1 {2}Unknown code block language "fortranx"; shown as plain text\./);
      assert.match(r.stderr, /shiki\.style\/languages/);
    } finally {
      site.remove();
    }
  });
});
