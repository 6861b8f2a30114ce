/**
 * `postBuild`, once `mysite build` has published the site: each plugin is
 * told the output folder and every route it holds (with the base URL, as
 * Docusaurus's `routesPaths`), and may add files to it. Files it adds are
 * not pages: they are not link-checked, and the next build makes them again.
 */
import type { SiteConfig } from '../config/schema.js';
import type { Route } from '../core/types.js';
import { withBase } from '../core/urls.js';
import { callHook } from './call-hook.js';
import { spellRoute } from '../core/trailing-slash.js';
import { pluginContext } from './plugin-context.js';
import type { PluginsOutput } from './run-plugins.js';

export async function postBuild(
  plugins: PluginsOutput,
  input: { config: SiteConfig; siteDir: string; outDir: string; routes: Route[]; locale: string },
): Promise<void> {
  const { config, siteDir, outDir } = input;
  // As Docusaurus gives them: spelt with the site's trailing slash.
  const routesPaths = input.routes.map((route) => withBase(config.baseUrl, spellRoute(route.path, config.trailingSlash)));
  const { siteConfig } = pluginContext(config, siteDir, input.locale);
  for (const instance of plugins.instances) {
    const { plugin } = instance;
    if (typeof plugin.postBuild !== 'function') continue;
    const content = plugins.content.get(instance);
    await callHook(instance, 'postBuild', () =>
      plugin.postBuild!({
        outDir,
        routesPaths,
        siteDir,
        siteConfig,
        baseUrl: config.baseUrl,
        content,
        routes: routesPaths.map((path) => ({ path })),
      }),
    );
  }
}
