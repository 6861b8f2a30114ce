/**
 * A Markdown page compiled once with markers for its texts and filled in
 * per locale (src/markdown/shared-texts.ts) is, in every locale, the page
 * compiled with that locale's texts: the whole compiled result, byte for
 * byte, on this site's Markdown pages and on pages written to stress the markers
 * (escaped heading text, code blocks, an excerpt, admonitions whose
 * titles are counted in the words), in the built-in
 * catalogues' languages and a site's own texts.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileFile } from '../../src/mdx/compile-file.js';
import { canFill, fillable, fillTexts, mayShareTexts, TEXT_MARKERS } from '../../src/markdown/shared-texts.js';
import { markdownTexts, type MarkdownTexts } from '../../src/markdown/texts.js';
import { catalogue } from '../../src/i18n/built-in-texts.js';
import type { MarkdownInput } from '../../src/markdown/types.js';
import { REPO_ROOT } from '../support/paths.js';

const LOCALES: Record<string, MarkdownTexts | undefined> = {
  en: undefined,
  fr: markdownTexts(catalogue('fr')),
  ar: markdownTexts(catalogue('ar')),
  ja: markdownTexts(catalogue('ja')),
  // A site's own, of several words, with a placeholder moved and one left out.
  own: {
    'theme.common.headingLinkTitle': '{heading} — lien permanent',
    'theme.CodeBlock.copy': 'Copier le code',
    'theme.CodeBlock.copyButtonAriaLabel': 'Copier',
  },
};

const STRESS = [
  '# Title\n\nIntro with a [link](./other.md).\n\n## A & B <c> "quoted" it\'s\n\nText.\n\n```js title="a.js"\nconst a = 1;\n```\n\n<!-- truncate -->\n\n### Ünïcode — heading {#custom}\n\n```\nplain\n```\n',
  '## Table\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n<div>raw <b>html</b></div>\n\n## :rocket: Emoji\n\nDone.\n',
  // Admonitions and details: their default titles are counted in the words, joined to the text around them.
  'Before\n\n:::note\n\nHello world.\n\n:::\n\n:::tip\n\n-x\n\n:::\n\n:::warning[Own title]\n\nBody\n\n:::\n\n:::details\n\ncontent\n\n:::\n\n:::info\n\n:::\n',
];

function input(relativePath: string, source: string, texts?: MarkdownTexts): MarkdownInput {
  return { absolutePath: join(REPO_ROOT, relativePath), relativePath, source, texts };
}

async function assertSame(relativePath: string, source: string, locales = Object.keys(LOCALES)): Promise<void> {
  const marked = await compileFile(input(relativePath, source, TEXT_MARKERS), REPO_ROOT);
  assert.ok(fillable(marked), `${relativePath}: its markers are in its HTML only`);
  for (const locale of locales) {
    const texts = LOCALES[locale];
    assert.ok(canFill(texts), locale);
    const own = await compileFile(input(relativePath, source, texts), REPO_ROOT);
    assert.deepEqual(fillTexts(marked, texts), own, `${relativePath} in ${locale}`);
  }
}

describe('a page compiled once for every locale', () => {
  it("is each locale's own compile of it, on this site's Markdown pages", async () => {
    const docs = (readdirSync(join(REPO_ROOT, 'content'), { recursive: true }) as string[]).filter((f) => f.endsWith('.md')).map((f) => `content/${f}`);
    assert.ok(docs.length > 10);
    let shared = 0;
    for (const file of docs) {
      const source = readFileSync(join(REPO_ROOT, file), 'utf8');
      if (!mayShareTexts(input(file, source))) continue;
      // One locale here (each compile costs); every locale on the pages below.
      await assertSame(file, source, ['fr']);
      shared++;
    }
    assert.equal(shared, docs.length, 'every Markdown page of this site is shared');
  });

  it('is so with headings whose text is escaped, code blocks, an excerpt, admonitions and details', async () => {
    for (const [i, source] of STRESS.entries()) await assertSame(`content/docs/stress-${i}.md`, source);
  });

  it('is not shared for MDX, a private-use character, or a text the serialiser would escape', () => {
    assert.equal(mayShareTexts(input('a.md', 'A \uE000 character.\n')), false);
    assert.equal(mayShareTexts({ ...input('a.mdx', '# A\n'), format: 'mdx' }), false);
    assert.equal(canFill({ 'theme.CodeBlock.copy': 'Copy & paste' }), false);
    assert.equal(canFill({ 'theme.admonition.note': 'Note <b>' }), false);
  });
});
