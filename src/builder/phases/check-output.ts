/**
 * Links: what the output holds after this run (the files written, the last
 * run's files still valid, minus what is gone), then every link of every
 * page, feed and sitemap checked against it. A page whose links and targets
 * are unchanged keeps its last check.
 */
import { createHash } from 'node:crypto';
import { redirectMatcher } from '../../core/host-redirects.js';
import { hostRedirects } from '../../links/host-redirect-files.js';
import { join } from 'node:path';
import { failOnErrors } from '../../core/errors.js';
import { routeDataFile } from '../../core/urls.js';
import type { ThemeState } from '../orchestration/build-state.js';
import { listFiles } from '../orchestration/run-inputs.js';
import { checkBuiltLinks, type LinkingFileResults } from './check-built-links.js';
import type { RenderedSite } from './render-site.js';
import type { ResolvedSite } from './resolve-site.js';
import type { RunContext } from './run-context.js';
import { staleSearchFiles } from './search-phase.js';
import { isShardFile } from '../../search/manifest.js';
import { SIDEBARS_FOLDER } from './render-routes.js';

export interface CheckedOutput {
  /** Output files of the last run that this run removes. */
  removed: string[];
  /** Every output file besides the static folder. */
  outputPaths: Set<string>;
  filesKey: string;
  linkingFileResults: LinkingFileResults;
  /** Pages whose links were checked again (the others kept their last result). */
  linksRechecked: number;
}

export async function checkOutput(run: RunContext, site: ResolvedSite, rendered: RenderedSite, theme: ThemeState): Promise<CheckedOutput> {
  const { config, previous, changed } = run;
  const { pages } = rendered;
  const removed: string[] = [];
  if (previous.theme && previous.theme !== theme) {
    for (const f of previous.theme.client.files) if (!theme.client.files.some((n) => n.path === f.path)) removed.push(f.path);
  }
  for (const [path, record] of previous.pages) if (!pages.has(path)) removed.push(record.file, routeDataFile(path));
  removed.push(...staleSearchFiles(previous.outputPaths, rendered.searchFiles));
  // Every run writes every sidebar: one it did not write was renamed or dropped (an edited sidebars file).
  const written = new Set(run.written);
  for (const path of previous.outputPaths) if (path.startsWith(SIDEBARS_FOLDER) && !written.has(path)) removed.push(path);
  const kept = changed
    ? [...previous.outputPaths].filter((p) => !removed.includes(p))
    : [...pages.values()].flatMap((p) => [p.file, routeDataFile(p.route.path)]);
  const outputPaths = new Set([...kept, ...run.written]);

  const linkingFiles = run.services.scannedFiles.linkingFiles(rendered.linkingFiles, run.outDirName);
  const fileSet = new Set([...listFiles(join(run.siteDir, config.staticDir)), ...outputPaths]);
  const host = hostRedirects(run.siteDir, config.staticDir);
  for (const { file, reason } of host.unreadable)
    run.diagnostics.warn({ code: 'links/host-redirects-unreadable', message: `${file} cannot be read for its redirects: ${reason}`, at: { file } });
  // Shards are left out: their names change with the index, on almost every edit, and no page links to them.
  // The host's redirects are in: a link to an address they redirect is not broken.
  const filesKey = createHash('sha1')
    .update(
      [...fileSet]
        .filter((path) => !isShardFile(path))
        .sort()
        .join('\n'),
    )
    .update(`\0${host.rules.map((rule) => rule.from).join('\n')}`)
    .digest('base64url');
  const links = await run.step('links', () =>
    checkBuiltLinks({
      routes: site.routes,
      pages,
      previous: previous.pages,
      sameFiles: filesKey === previous.filesKey,
      linkingFiles,
      previousFiles: previous.linkingFileResults,
      config,
      files: fileSet,
      outDirName: run.outDirName,
      siteDir: run.siteDir,
      diagnostics: run.diagnostics,
      redirected: redirectMatcher(host.rules),
      otherBases: run.alternates && [...new Set(run.alternates.map((a) => a.baseUrl))].filter((b) => b !== config.baseUrl),
    }),
  );
  failOnErrors(run.diagnostics);
  return { removed, outputPaths, filesKey, linkingFileResults: links.fileResults, linksRechecked: links.recheckedPages };
}
