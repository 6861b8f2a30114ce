/**
 * The site's own UI texts, as Docusaurus extracts them into code.json: the
 * literal ids, messages and descriptions of `<Translate>` elements and `translate({…})`
 * calls (and mysite's `translate('id', 'message')`), from src/ and the
 * content folders; what is not a literal is left out.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messagesInCode, siteMessages } from '../../src/theme/site-messages.js';

describe("the site's own translatable texts", () => {
  const dir = mkdtempSync(join(tmpdir(), 'mysite-site-messages-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('reads <Translate> with and without an id, and translate() objects', () => {
    const code = `
      <Translate id="home.title" description="The title">Welcome home</Translate>
      <Translate values={{ count: items.map((i) => i.n) }} id={'home.count'}>Many items</Translate>
      <Translate>Only a message</Translate>
      translate({ id: 'home.cta', message: "Get started", description: 'button' });
      translate({message: \`Plain\`});
      translate('mysite.form', 'In mysite\\'s form');
      <Translate id="dynamic">{label}</Translate>
      translate({ id: someId, message: someText });
    `;
    assert.deepEqual(Object.fromEntries(messagesInCode(code)), {
      'home.title': { message: 'Welcome home', description: 'The title' },
      'home.count': { message: 'Many items' },
      'Only a message': { message: 'Only a message' },
      'home.cta': { message: 'Get started', description: 'button' },
      Plain: { message: 'Plain' },
      'mysite.form': { message: "In mysite's form" },
      dynamic: { message: 'dynamic' },
    });
  });

  it('reads the scripts and MDX of src/ and the content folders, not installed packages', () => {
    const write = (file: string, text: string) => {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), text);
    };
    write('src/components/Banner.tsx', '<Translate id="banner.text">Read the news</Translate>');
    write('content/pages/about.mdx', "{translate({ id: 'about.lead', message: 'Who we are' })}");
    write('src/node_modules/pkg/index.js', '<Translate id="not.ours">No</Translate>');
    write('docs/intro.mdx', '<Translate id="docs.note">A note</Translate>');
    write('docs/plain.md', '<Translate id="not.code">Markdown is no code</Translate>');
    assert.deepEqual(Object.fromEntries(siteMessages(dir, ['src', 'content/pages', 'docs', 'missing'])), {
      'banner.text': { message: 'Read the news' },
      'about.lead': { message: 'Who we are' },
      'docs.note': { message: 'A note' },
    });
  });
});
