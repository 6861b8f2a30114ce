/**
 * The last steps of `mysite build`, once the run succeeded: the spare
 * folder holding the new site is swapped into the output folder (commit),
 * then what the next build starts from is saved (save): the records of the
 * output's pages, the up-to-date stamp, the caches, where each link came
 * from. The output is in place before anything is saved, so a cache that
 * cannot be written (a full disk) costs only speed next time, with a warning.
 */
import { rmSync } from 'node:fs';
import { BuildCache } from '../cache/build-cache.js';
import type { SiteConfig } from '../../config/schema.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import type { MarkdownAsMdx } from '../../core/types.js';
import { fileSystemDiagnostic } from '../../core/file-system-errors.js';
import { type LinkSourceSite, saveLinkSources } from '../../links/link-sources.js';
import { siteRelative, withInputFiles, writeLastBuild } from '../cache/up-to-date.js';
import { readManifest } from '../output/output-manifest.js';
import type { OutputSwap } from '../output/output-swap.js';
import { saveGenerations } from '../output/page-records.js';
import type { Generation } from '../output/generation.js';
import type { RunResult, SiteBuilder } from './site-builder.js';

export interface CommitInput {
  output: OutputSwap;
  run: RunResult;
  generation: Generation;
  staticFiles: string[];
  /** Keep the folder it replaces as the spare for the next build (not when caching is off or the folder was not mysite's). */
  keepSpare: boolean;
}

/** Swaps the new site in; a failure leaves the output folder as it was and drops the spare. */
export async function commitOutput({ output, run, generation, staticFiles, keepSpare }: CommitInput): Promise<void> {
  try {
    await output.commit(new Set([...staticFiles, ...run.files]), generation.buildId, keepSpare);
  } catch (error) {
    await output.discard();
    throw error;
  }
}

export interface SaveInput {
  builder: SiteBuilder;
  config: SiteConfig;
  siteDir: string;
  outDir: string;
  /** The `--out` option, if any. */
  outDirOption?: string;
  output: OutputSwap;
  run: RunResult;
  generation: Generation;
  /** The build in the output folder before this one, kept as the spare's record. */
  previous?: Generation;
  /** The stamp of the inputs, taken before they were read. */
  stamp: string;
  globs: string[];
  configFiles: string[];
  bytes: number;
  /** Every locale's pages and warnings: a next build that finds nothing changed reports them again. */
  pages: number;
  warnings: Diagnostic[];
  /** The `.md` files read as MDX (markdown-as-mdx.ts): a next build that finds nothing changed lists them again. */
  markdownAsMdx: MarkdownAsMdx[];
  /**
   * Keep the record that lets the next build find nothing changed (`false` for `--locale`: one
   * locale's output is not the whole site's). @default true
   */
  recordLastBuild?: boolean;
  /** The sites in the output (a translated site's locales), for check-links. @default the run's, at the root */
  linkSites?: LinkSourceSite[];
}

/** Saves what the next build starts from; returns the warnings to add (a cache that could not be saved). */
export function saveState(input: SaveInput): Diagnostic[] {
  const { builder, config, siteDir, outDir, output, run, generation, previous } = input;
  const { cache } = builder;
  try {
    if (cache.pageRecords) {
      // What the output folder holds now, so the next build trusts exactly these files.
      generation.manifest = readManifest(outDir, output.recorded);
      saveGenerations(cache.pageRecords, previous ? [generation, previous] : [generation]);
      // Warnings are kept with the stamp: the next build, finding nothing changed, shows them again.
      // The whole site's record goes too: the output folder no longer holds every locale.
      // A site with plugins is never up to date: what they read is theirs to know, so they run every build.
      if (input.recordLastBuild === false || builder.plugins)
        for (const file of [cache.lastBuild, new BuildCache(siteDir).lastBuild]) rmSync(file, { force: true });
      else if (builder.loadedConfig.compiledFile) {
        const inputFiles = [...builder.inputFiles];
        writeLastBuild(cache, {
          identity: cache.identity,
          outDir: siteRelative(siteDir, outDir),
          outDirOption: input.outDirOption,
          buildId: generation.buildId,
          stamp: withInputFiles(input.stamp, siteDir, inputFiles),
          outputPaths: [...generation.manifest.keys()],
          outputEntries: [...generation.manifest.values()],
          configValue: builder.loadedConfig.valueHash,
          configModule: builder.loadedConfig.compiledFile,
          baseUrl: config.baseUrl,
          ...(config.trailingSlash === false ? {} : { trailingSlash: config.trailingSlash }),
          pages: input.pages,
          bytes: input.bytes,
          globs: input.globs,
          configFiles: input.configFiles,
          inputFiles,
          warnings: input.warnings,
          markdownAsMdx: input.markdownAsMdx,
        });
      }
    }
    builder.saveCache();
    // In the default locale's part of the cache, where check-links reads it, whichever locales were built.
    const linkSites = input.linkSites ?? [{ prefix: '', routes: run.routes, baseUrl: config.baseUrl }];
    saveLinkSources(new BuildCache(siteDir).linkSources, generation.buildId, linkSites);
    return [];
  } catch (error) {
    const problem = fileSystemDiagnostic(error);
    if (!problem) throw error;
    return [{ ...problem, severity: 'warning', message: `The cache could not be saved (the site was built): ${problem.message}` }];
  }
}
