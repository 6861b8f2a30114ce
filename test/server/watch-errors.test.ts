/**
 * `serve --watch` never stops on the author's mistakes: a React component
 * that throws shows its file and line in the browser overlay while the last
 * good page is served, and the next good save clears it; a linked doc that
 * is deleted and restored leaves no stale broken link behind. Files the
 * pages and overrides import are watched wherever they are in the site.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';
import { EventLog } from '../support/live-events.js';
import type { WatchServer } from '../../src/server/watch-server.js';

process.env.NODE_ENV = 'production';

const HOME = 'export const head = { title: \'Home\' };\nexport default function Home() {\n  return <main id="main"><h1>Home v1</h1></main>;\n}\n';

describe('serve --watch and errors', () => {
  let site: FixtureSite;
  let server: WatchServer;
  let events: EventLog;
  const text = async (path: string) => (await fetch(server.url + path)).text();

  before(async () => {
    site = createSite({
      'site.config.ts': minimalConfig(
        `blogs: [{ id: 'blog', path: 'content/blog', routeBasePath: '/blog' }], theme: { components: { Footer: './components/Footer.tsx' } },`,
      ),
      'components/Footer.tsx': 'export default function Footer() {\n  return <footer>Footer v1</footer>;\n}\n',
      'content/pages/index.tsx': HOME,
      'content/docs/intro.md': '---\nslug: /\ntitle: Intro\n---\n\nSee [the guide](./guide.md).\n',
      'content/docs/guide.md': '---\ntitle: Guide\n---\n\nThe guide.\n',
      'content/blog/2026-01-01-post.md': '---\ntitle: Post\n---\n\nRead [the guide](/docs/guide).\n\n<!-- truncate -->\n',
    });
    const { createWatchServer } = await import('../../src/server/watch-server.js');
    server = await createWatchServer({ siteDir: site.dir, port: 0, host: '127.0.0.1' });
    events = new EventLog(server.url);
    await events.next('hello');
  });
  after(async () => {
    events?.close();
    await server?.close();
    site?.remove();
  });

  it('a throwing component: its file and line in the overlay, the last good page served, cleared by the fix', async () => {
    site.write('content/pages/index.tsx', HOME.replace('<h1>Home v1</h1>', '<h1>{(notDefinedAnywhere as string)}</h1>'));
    const errors = (await events.next('errors')) as string[];
    assert.match(errors.join('\n'), /content\/pages\/index\.tsx:3:\d+ {2}Rendering \/ failed: ReferenceError: notDefinedAnywhere is not defined/);
    assert.match(await text('/'), /Home v1/, 'the last good page is still served');
    site.write('content/pages/index.tsx', HOME.replace('Home v1', 'Home v2'));
    await events.recovered();
    assert.match(await text('/'), /Home v2/);
  });

  it('an edit of a replaced component outside the content folders is watched too', async () => {
    site.write('components/Footer.tsx', 'export default function Footer() {\n  return <footer>Footer v2</footer>;\n}\n');
    await events.reloadWith('docs.html');
    assert.match(await text('/docs'), /Footer v2/);
  });

  it('a linked doc deleted then restored leaves no stale broken link (in pages or feeds)', async () => {
    const doc = join(site.dir, 'content/docs/guide.md');
    const aside = join(site.dir, 'guide.md.aside');
    renameSync(doc, aside);
    const errors = (await events.next('errors')) as string[];
    assert.match(errors.join('\n'), /Broken link: .*\/docs\/guide/);
    renameSync(aside, doc);
    await events.recovered();
    const seen = events.events.length;
    site.write('content/docs/intro.md', '---\nslug: /\ntitle: Intro\n---\n\nSee [the guide](./guide.md) again.\n');
    await events.reloadWith('docs.html');
    assert.deepEqual(
      events.events.slice(seen).filter((e) => e.name === 'errors'),
      [],
      'no error on the next save',
    );
    assert.match(await text('/docs'), /again\./);
  });
});
