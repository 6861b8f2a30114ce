/**
 * The routes the site's plugins added (actions.addRoute), as a content
 * source like the others: joined, resolved, rendered and link-checked with
 * every page. The plugins ran before the sources load (run-plugins.ts); a
 * change to what they watch makes a new builder, which runs them again.
 */
import type { ContentSource } from '../content/content-source.js';
import type { SiteRoute } from '../core/layout-data.js';

export function pluginsSource(routes: SiteRoute[]): ContentSource {
  return {
    name: 'plugins',
    watch: [],
    async load() {
      // A new copy each time: the resolve step rewrites routes in place, once.
      return { routes: routes.map((route) => ({ ...route, head: { ...route.head } })), overrides: true };
    },
  };
}
