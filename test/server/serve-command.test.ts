/** `mysite serve` from the command line: the failures an author meets first. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { spawn } from 'node:child_process';
import { createSite, minimalConfig } from '../support/fixture-site.js';
import { translatedSiteFiles } from '../support/translated-site.js';
import { CLI } from '../support/paths.js';

describe('mysite serve', () => {
  it('explains how to build when there is no dist/', () => {
    const site = createSite({ 'site.config.ts': minimalConfig(), 'content/docs/a.md': '# A\n' });
    try {
      const r = site.run('serve', '--port', '0');
      assert.equal(r.code, 1);
      assert.match(r.stderr, /There is no built site in .*dist/);
      assert.match(r.stderr, /Run `mysite build` first, or use `mysite serve --watch`/);
    } finally {
      site.remove();
    }
  });

  for (const watch of [false, true]) {
    it(`reports a port in use clearly and exits non-zero${watch ? ', with --watch too (nothing left running)' : ''}`, { timeout: 60_000 }, async () => {
      const blocker = createServer();
      await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
      const port = (blocker.address() as { port: number }).port;
      const site = createSite({ 'site.config.ts': minimalConfig(), 'content/docs/a.md': '# A\n' });
      try {
        assert.equal(site.run('build').code, 0);
        const r = await site.runAsync('serve', '--port', String(port), ...(watch ? ['--watch'] : []));
        assert.equal(r.code, 1);
        assert.match(r.stderr, new RegExp(`Port ${port} on 127\\.0\\.0\\.1 is already in use`));
        assert.match(r.stderr, /--port \d+/);
      } finally {
        blocker.close();
        site.remove();
      }
    });
  }

  it('rejects a port that is not a number as a usage problem', () => {
    const site = createSite({ 'site.config.ts': minimalConfig(), 'content/docs/a.md': '# A\n' });
    try {
      const r = site.run('serve', '--port', 'eighty');
      assert.equal(r.code, 1);
      assert.match(r.stderr, /"eighty" is not a port number/);
    } finally {
      site.remove();
    }
  });

  it('serves the output of a one-locale build (build --locale fr), naming the address of its pages', { timeout: 120_000 }, async () => {
    const site = createSite(translatedSiteFiles());
    try {
      assert.equal(site.run('build', '--locale', 'fr').code, 0);
      const served = spawn(process.execPath, [CLI, 'serve', '--port', '0'], { cwd: site.dir, env: { ...process.env, NO_COLOR: '1' } });
      try {
        const url = await new Promise<string>((resolve, reject) => {
          let out = '';
          served.stdout.on('data', (chunk: Buffer) => {
            out += chunk;
            const found = /Serving (http:\/\/\S+)/.exec(out)?.[1];
            if (found) resolve(found);
          });
          served.stderr.on('data', (chunk: Buffer) => (out += chunk));
          served.on('exit', (code) => reject(new Error(`serve exited with ${code}:\n${out}`)));
        });
        assert.match(url, /^http:\/\/127\.0\.0\.1:\d+\/fr\/$/);
        const home = await fetch(url);
        assert.equal(home.status, 200);
        assert.match(await home.text(), /<html lang="fr"/);
      } finally {
        served.kill();
      }
    } finally {
      site.remove();
    }
  });
});
