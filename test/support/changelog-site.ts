/**
 * A site with a Docusaurus content plugin of its own, written as a
 * Docusaurus site writes one (CommonJS, in src/plugins/): a changelog read
 * from a folder of JSON files, a list route and a route per release, global
 * data a page reads, head and body tags, client modules, bundler hooks and a
 * postBuild file. Shared by the plugin tests (and by hand, with Docusaurus).
 */
import { createSite, type FixtureSite } from './fixture-site.js';

export const CHANGELOG_PLUGIN = `const fs = require('fs');
const path = require('path');

/** Releases from a folder of JSON files, newest first. */
module.exports = function changelogPlugin(context, options) {
  const folder = path.join(context.siteDir, options.path);
  const base = options.routeBasePath;
  return {
    name: 'changelog',
    async loadContent() {
      return fs
        .readdirSync(folder)
        .filter((file) => file.endsWith('.json'))
        .sort()
        .reverse()
        .map((file) => ({ slug: file.replace(/\\.json$/, ''), ...JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) }));
    },
    async contentLoaded({ content, actions }) {
      const summaries = content.map(({ slug, title, date }) => ({ slug, title, date }));
      const list = await actions.createData('releases.json', JSON.stringify(summaries));
      actions.addRoute({ path: context.baseUrl + base, component: '@site/src/components/ReleaseList', modules: { releases: list }, exact: true });
      for (const release of content) {
        const data = await actions.createData('release-' + release.slug + '.json', JSON.stringify(release));
        actions.addRoute({ path: context.baseUrl + base + '/' + release.slug, component: '@site/src/components/ReleasePage', modules: { release: data }, exact: true });
      }
      actions.setGlobalData({ latest: content[0].slug, count: content.length });
    },
    injectHtmlTags({ content }) {
      return { headTags: [{ tagName: 'meta', attributes: { name: 'release-channel', content: 'stable' } }, '<meta name="release-count" content="' + content.length + '">'] };
    },
    getClientModules() {
      return [path.resolve(__dirname, './mark-page.js')];
    },
    getPathsToWatch() {
      return [path.join(folder, '*.json')];
    },
    configureWebpack(config, isServer, utils) {
      const { DefinePlugin } = utils.currentBundler.instance;
      return {
        resolve: { alias: { '@release-format': path.resolve(__dirname, 'format.js') } },
        plugins: [new DefinePlugin({ __RELEASE_CHANNEL__: JSON.stringify('stable') })],
        module: { rules: [{ test: /\\.txt$/, use: 'raw-loader' }] },
      };
    },
    async postBuild({ outDir, routesPaths }) {
      const routes = routesPaths.filter((route) => route.startsWith(context.baseUrl + base)).sort();
      fs.writeFileSync(path.join(outDir, 'release-routes.json'), JSON.stringify({ routes }));
    },
  };
};
`;

export const CHANGELOG_FILES: Record<string, string> = {
  'src/plugins/changelog/index.js': CHANGELOG_PLUGIN,
  'src/plugins/changelog/format.js': "export function format(release) {\n  return release.title + ' (' + release.date + ')';\n}\n",
  'src/plugins/changelog/mark-page.js': "if (typeof document !== 'undefined') document.documentElement.dataset.releaseNotes = 'marked';\n",
  'src/css/releases.css': '.release-summary { font-style: italic; }\n',
  'changelog/2026-01-15.json': JSON.stringify({ title: 'Harbor 1.0', date: '2026-01-15', summary: 'The first stable release.' }),
  'changelog/2026-03-02.json': JSON.stringify({ title: 'Harbor 1.1', date: '2026-03-02', summary: 'Faster builds and a new dock.' }),
  'src/components/ReleaseList.jsx': `import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import { format } from '@release-format';

export default function ReleaseList({ releases }) {
  return (
    <Layout title="Releases" description="Every release of Harbor.">
      <main>
        <h1>Releases</h1>
        <p>Channel: {__RELEASE_CHANNEL__}</p>
        <ul>
          {releases.map((release) => (
            <li key={release.slug}>
              <Link to={'/releases/' + release.slug}>{format(release)}</Link>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
`,
  'src/components/ReleasePage.jsx': `import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';

export default function ReleasePage({ release }) {
  return (
    <Layout title={release.title} description={release.summary}>
      <main>
        <h1>{release.title}</h1>
        <p className="release-summary">{release.summary}</p>
        <Link to="/releases">All releases</Link>
      </main>
    </Layout>
  );
}
`,
  'content/pages/index.tsx': `import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import { usePluginData } from '@docusaurus/useGlobalData';

export default function Home() {
  const { latest, count } = usePluginData('changelog');
  return (
    <Layout title="Harbor">
      <main>
        <h1>Harbor</h1>
        <p>
          {count} releases so far; the latest is <Link to={'/releases/' + latest}>{latest}</Link>.
        </p>
      </main>
    </Layout>
  );
}
`,
};

/** A plugin written in the config itself, with tags for the body. */
const BODY_TAGS_PLUGIN = `function bodyTagsPlugin() {
  return {
    name: 'body-tags',
    injectHtmlTags() {
      return {
        preBodyTags: ['<noscript>The release notes read without scripts.</noscript>'],
        postBodyTags: [{ tagName: 'script', innerHTML: 'window.releaseNotesLoaded = true;' }],
      };
    },
  };
}
`;

export function changelogConfig(plugins = "[['./src/plugins/changelog', { path: 'changelog', routeBasePath: 'releases' }], bodyTagsPlugin]"): string {
  return `import { defineConfig } from 'mysite-ssg';

${BODY_TAGS_PLUGIN}
export default defineConfig({
  title: 'Harbor',
  url: 'https://harbor.example',
  plugins: ${plugins},
  clientModules: ['./src/css/releases.css'],
});
`;
}

export function changelogSite(files: Record<string, string> = {}): FixtureSite {
  return createSite({ 'site.config.ts': changelogConfig(), ...CHANGELOG_FILES, ...files });
}
