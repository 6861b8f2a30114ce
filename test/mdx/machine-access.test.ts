/**
 * What an MDX page's own code reaches of the build machine (machine-access.ts),
 * recorded with the compiled page whatever the trust, at the page's line and
 * column: `--untrusted-content` refuses each (test/builder/untrusted-content.test.ts).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compileFile } from '../../src/mdx/compile-file.js';
import { REPO_ROOT } from '../support/paths.js';

async function usesOf(body: string): Promise<string[]> {
  const relativePath = 'content/docs/page.mdx';
  const md = await compileFile({ absolutePath: `${REPO_ROOT}/${relativePath}`, relativePath, source: `---\ntitle: T\n---\n\n${body}\n` }, REPO_ROOT);
  return (md.mdx?.machineUses ?? []).map((u) => `${u.line}:${u.column} ${u.what.split(' (')[0]}`);
}

describe("what an MDX page's code reaches of the build machine", () => {
  it('finds every form, each at its line and column', async () => {
    const body = [
      "import fs from 'node:fs';", // 5
      "import { exec } from 'child_process';",
      "export { readFile } from 'fs/promises';",
      'export const token = process.env.CI_DEPLOY_TOKEN;',
      'export const here = import.meta.url;',
      '',
      "Home {require('os').homedir()} and {import('fs')}.", // 11
      '',
      '<a href={globalThis.secret} {...global}>x</a>',
      '',
      '<process.env />',
      '',
      "{eval('1')} {Function('return 1')()} {module.id}",
    ].join('\n');
    assert.deepEqual(await usesOf(body), [
      '5:1 an import of Node’s node:fs',
      '6:1 an import of Node’s child_process',
      '7:1 an import of Node’s fs/promises',
      '8:22 process',
      '9:21 import.meta',
      '11:7 require',
      '11:37 a dynamic import()',
      '13:10 globalThis',
      '13:33 global',
      '15:1 <process.env>: process',
      '17:2 eval',
      '17:14 Function',
      '17:39 module',
    ]);
  });

  it('lets a page import the site’s components and packages and use its own values, properties named like the machine’s included', async () => {
    const body = [
      "import Badge from '@site/src/components/Badge';",
      "import Tabs from '@theme/Tabs';",
      "import { format } from 'date-fns';",
      'export const facts = { process: 1, env: 2 };',
      '',
      '<Badge count={facts.process + facts.env}>{String(format)}</Badge>',
      '',
      'The process of writing docs, with require and import.meta as words. <Tabs />',
      '',
      // A directive's attributes are no JSX attributes.
      ':::tip[Process]{#process .global}',
      'Text.',
      ':::',
    ].join('\n');
    assert.deepEqual(await usesOf(body), []);
  });
});
