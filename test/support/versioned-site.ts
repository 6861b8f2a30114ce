/**
 * A docs site in Docusaurus's versioned layout: the docs folder (current,
 * "Next"), two released versions in versioned_docs/ with their sidebars in
 * versioned_sidebars/, 2.0 the last and 1.0 unmaintained. Only current has
 * the page "webhooks"; 1.0 links to it (a broken link), so tests that build
 * without that link replace the page that holds it.
 */
import { minimalConfig } from './fixture-site.js';

export const OLD_GUIDE_WITH_BROKEN_LINK = '---\ntitle: Setup guide\n---\n\nSet it up. Later versions add [webhooks](/docs/1.0/webhooks).\n';
export const OLD_GUIDE = '---\ntitle: Setup guide\n---\n\nSet it up by hand, as 1.0 did.\n';

export function versionedSiteFiles(configExtra = ''): Record<string, string> {
  return {
    'site.config.ts': minimalConfig(`docs: { sidebarPath: false, versions: { '1.0': { banner: 'unmaintained' } } }, ${configExtra}`),
    'versions.json': JSON.stringify(['2.0', '1.0']),
    'content/docs/intro.md':
      '---\ntitle: Welcome\nslug: /\n---\n\nThe next release of the tool.\n\n## Installing\n\nRun the installer of the coming release.\n',
    'content/docs/guide.md': '---\ntitle: Setup guide\n---\n\nSet it up with the new wizard. See [webhooks](./webhooks.md).\n',
    'content/docs/webhooks.md': '---\ntitle: Webhooks\n---\n\nCalls your server when a token is issued.\n',
    'versioned_docs/version-2.0/intro.md':
      '---\ntitle: Welcome\nslug: /\n---\n\nVersion two of the tool.\n\n## Installing\n\nRun the installer of release two.\n',
    'versioned_docs/version-2.0/guide.md': '---\ntitle: Setup guide\n---\n\nSet it up with the config file. See the [welcome page](./intro.md).\n',
    'versioned_sidebars/version-2.0-sidebars.json': JSON.stringify({ main: ['intro', 'guide'] }, null, 2),
    'versioned_docs/version-1.0/start.md': '---\ntitle: Getting started\n---\n\nThe first release, in short.\n',
    'versioned_docs/version-1.0/guide.md': OLD_GUIDE_WITH_BROKEN_LINK,
    'versioned_sidebars/version-1.0-sidebars.json': JSON.stringify({ main: ['start', 'guide'] }, null, 2),
  };
}
