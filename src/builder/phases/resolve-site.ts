/**
 * Resolve: the sources' results become the site's routes (joined, checked,
 * sorted, the not-found and search pages added), content references are resolved now
 * that every route is known, and heads get their cross-page links.
 */
import { joinSourceResults, type LoadedContent as JoinedContent } from '../../content/run-sources.js';
import { failOnErrors } from '../../core/errors.js';
import { messageText } from '../../core/messages.js';
import type { RouteOf } from '../../core/layout-data.js';
import type { OutputFile } from '../../core/types.js';
import type { SourceResult } from '../../content/content-source.js';
import { prepareHeads } from '../../seo/site-files.js';
import { NOT_FOUND_ROUTE } from '../../core/trailing-slash.js';
import type { Renderer } from './render-routes.js';
import { resolveContentRefs } from './resolve-refs.js';
import { checkEmbeds } from './check-embeds.js';
import { searchPageRoute } from './search-page-route.js';
import type { RunContext } from './run-context.js';

export const NOT_FOUND_PATH = NOT_FOUND_ROUTE;

export interface ResolvedSite extends JoinedContent {
  /** Local images and linked files content refers to, copied under content-hashed names. */
  published: OutputFile[];
}

export async function resolveSite(run: RunContext, results: Map<string, SourceResult>, renderer: Renderer): Promise<ResolvedSite> {
  const { config, siteDir, diagnostics, previous } = run;
  // The not-found page is checked with the others: a page of the site may not take its place.
  const notFound: RouteOf<'notFound'> = {
    path: NOT_FOUND_PATH,
    layout: 'notFound',
    head: {
      title: messageText(run.build.messages, 'theme.NotFound.title', 'Page Not Found'),
      description: messageText(run.build.messages, 'theme.NotFound.description', 'There is no page at this address.'),
      noindex: true,
    },
    data: {},
    sitemap: false,
  };
  const sourceRoutes = [...results.values()].flatMap((result) => result.routes);
  const search = searchPageRoute(config, sourceRoutes, run.build.messages);
  const joined = joinSourceResults([...results.values()], search ? [notFound, search] : [notFound]);
  const published = await run.step('resolve', () =>
    resolveContentRefs({
      routes: joined.routes,
      config,
      siteDir,
      diagnostics,
      done: previous.resolved,
      published: previous.published,
      original: (file) => run.build.files.original(file),
    }),
  );
  failOnErrors(diagnostics);
  prepareHeads(joined.routes, config);
  renderer.checkLayouts(joined.routes);
  checkEmbeds({ config, siteDir, routes: joined.routes, policy: renderer.policy, diagnostics, textOf: (file) => run.build.files.textOf(file) });
  return { ...joined, published };
}
