/**
 * Where a site is checked out does not change what it builds: the same site
 * in two folders writes the same files with the same bytes, its scripts'
 * names included (a CI checkout elsewhere, or a cache restored in a new
 * place, must not send readers every script again).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createSite, minimalConfig, siteAt, type FixtureSite } from '../support/fixture-site.js';

function files(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (e.isFile()) out.set(relative(dir, join(e.parentPath, e.name)), readFileSync(join(e.parentPath, e.name), 'latin1'));
  }
  return out;
}

describe('the folder a site is built in', () => {
  let first: FixtureSite;
  let elsewhere: string;
  before(() => {
    first = createSite({
      'site.config.ts': minimalConfig(),
      'content/docs/intro.md': '---\ntitle: Intro\n---\n\nA page of text.\n',
      'content/docs/counter.mdx': '---\ntitle: Counter\n---\n\nimport Tally from \'@site/src/components/Tally\';\n\n<Tally label="Clicks" />\n',
      'src/components/Tally.jsx': `import { useState } from 'react';
export default function Tally({ label }) {
  const [count, setCount] = useState(0);
  return <button type="button" onClick={() => setCount(count + 1)}>{label}: {count}</button>;
}
`,
    });
    elsewhere = mkdtempSync(join(tmpdir(), 'mysite-elsewhere-'));
    cpSync(first.dir, join(elsewhere, 'a', 'deeper', 'site'), { recursive: true });
  });
  after(() => {
    first.remove();
    rmSync(elsewhere, { recursive: true, force: true });
  });

  it('changes neither the files nor their bytes, the scripts’ hashed names included', () => {
    const second = siteAt(join(elsewhere, 'a', 'deeper', 'site'));
    for (const site of [first, second]) {
      const r = site.run('build', '--no-cache');
      assert.equal(r.code, 0, r.stderr);
    }
    const one = files(join(first.dir, 'dist'));
    const other = files(join(second.dir, 'dist'));
    assert.ok(existsSync(join(first.dir, 'dist/_mysite/islands.js')), 'the page has an island, so the islands bundle is compared too');
    assert.ok(
      [...one.keys()].some((f) => /^assets\/js\/chunks\/.+\.[A-Z2-7]{8}\.js$/.test(f)),
      'hashed chunks',
    );
    assert.deepEqual([...other.keys()].sort(), [...one.keys()].sort(), 'the same files');
    assert.deepEqual(
      [...one].filter(([file, bytes]) => other.get(file) !== bytes).map(([file]) => file),
      [],
      'the same bytes',
    );
  });
});
