/**
 * `serve --watch --locale fr`: one locale of a translated site, built and
 * served at its base URL; a save to one of its translated files, or to its
 * navbar texts, shows up.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, type FixtureSite } from '../support/fixture-site.js';
import { translatedSiteFiles } from '../support/translated-site.js';
import { EventLog } from '../support/live-events.js';
import type { WatchServer } from '../../src/server/watch-server.js';

process.env.NODE_ENV = 'production';

let site: FixtureSite;
let server: WatchServer;

async function fetchText(path: string): Promise<{ status: number; text: string }> {
  const r = await fetch(server.url + path);
  return { status: r.status, text: await r.text() };
}

before(async () => {
  site = createSite(translatedSiteFiles());
  const { createWatchServer } = await import('../../src/server/watch-server.js');
  server = await createWatchServer({ siteDir: site.dir, port: 0, host: '127.0.0.1', locale: 'fr' });
});

after(async () => {
  await server?.close();
  site?.remove();
});

describe('serve --watch --locale', () => {
  it('serves that locale at its base URL, and only it', async () => {
    const page = await fetchText('/fr/docs');
    assert.equal(page.status, 200);
    assert.match(page.text, /<html lang="fr" dir="ltr"/);
    assert.match(page.text, /Les jetons permettent/);
    assert.match((await fetchText('/fr/docs/guide')).text, /Cette page n’est pas encore traduite/);
    assert.equal((await fetchText('/docs')).status, 404);
  });

  it('a save to a translated file or to the navbar texts is rebuilt', async () => {
    // The live-reload stream is the locale's, under its base URL.
    const events = new EventLog(`${server.url}/fr`);
    await events.next('hello');
    site.write('i18n/fr/docusaurus-plugin-content-docs/current/welcome.md', '---\ntitle: Bienvenue\nslug: /\n---\n\nTexte revu.\n');
    await events.reloadWith('docs.html');
    assert.match((await fetchText('/fr/docs')).text, /Texte revu\./);

    site.write('i18n/fr/docusaurus-theme-classic/navbar.json', JSON.stringify({ 'item.label.Docs': { message: 'Les docs' } }));
    await events.reloadWith('docs.html');
    assert.match((await fetchText('/fr/docs')).text, />Les docs</);
    events.close();
  });
});
