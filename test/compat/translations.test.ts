/**
 * `@docusaurus/Translate` reads the site's texts (`i18n/<locale>/code.json`),
 * the catalogue the theme reads: on an MDX page (component and function),
 * in its islands, and on a React page. An id the file does not have, or no
 * id, shows the message as written.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createSite, minimalConfig, type FixtureSite } from '../support/fixture-site.js';

const MDX_PAGE = `---
title: Accueil
---
import Translate, { translate } from '@docusaurus/Translate';

<p className="one"><Translate id="home.greeting" values={{ name: 'Ada' }}>{'Welcome, {name}!'}</Translate></p>

<p className="two">{translate({ id: 'home.farewell', message: 'Goodbye.' })}</p>

<p className="three"><Translate id="home.untranslated">Left in English</Translate></p>
`;

const REACT_PAGE = `import Translate, { translate } from '@docusaurus/Translate';
export const head = { title: 'Contact' };
export default function Contact() {
  return (
    <main id="main">
      <h1><Translate id="contact.title">Contact us</Translate></h1>
      <p className="lead">{translate({ id: 'contact.lead', message: 'Write to us.' })}</p>
    </main>
  );
}
`;

const CODE_JSON = JSON.stringify({
  'home.greeting': { message: 'Bienvenue, {name} !' },
  'home.farewell': 'Au revoir.',
  'contact.title': { message: 'Nous écrire', description: 'The contact page title' },
  'contact.lead': 'Un mot suffit.',
});

describe('Docusaurus Translate with the site catalogue', () => {
  let site: FixtureSite;
  before(() => {
    site = createSite({
      'site.config.ts': minimalConfig(`locale: 'fr',`),
      'content/docs/home.mdx': MDX_PAGE,
      'content/pages/contact.tsx': REACT_PAGE,
      'i18n/fr/code.json': CODE_JSON,
    });
    const r = site.run('build');
    assert.equal(r.code, 0, r.stderr);
  });
  after(() => site.remove());

  it('translates an MDX page: the component, with its values, and the function', () => {
    const html = site.read('dist/docs/home.html');
    assert.match(html, /<p class="one">Bienvenue, Ada !<\/p>/);
    assert.match(html, /<p class="two">Au revoir\.<\/p>/);
    assert.match(html, /<p class="three">Left in English<\/p>/);
  });

  it('translates a React page', () => {
    const html = site.read('dist/contact.html');
    assert.match(html, /<h1>Nous écrire<\/h1>/);
    assert.match(html, /<p class="lead">Un mot suffit\.<\/p>/);
  });
});
