/**
 * The other locales of a translated site, in the same `mysite build`: each
 * one its own SiteBuilder (derived config, own part of the cache folder,
 * the default locale's threads), writing a complete site under its folder
 * into the same spare folder, so that one commit publishes every locale.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { type Diagnostic, distinctDiagnostics } from '../../core/diagnostics.js';
import { MysiteError } from '../../core/errors.js';
import { type BuiltLocale, checkAcrossLocales } from '../../i18n/cross-locale-links.js';
import { orphanTranslations } from '../../i18n/orphan-translations.js';
import type { Generation } from '../output/generation.js';
import { localePart, recordKeyOf, withFile } from '../output/locale-records.js';
import type { OutputSwap } from '../output/output-swap.js';
import { PrefixedTarget } from '../output/prefixed-target.js';
import type { RunResult, SiteBuilder } from './site-builder.js';

export interface LocaleRun {
  builder: SiteBuilder;
  /** Its folder in the output, ending in "/". */
  prefix: string;
  run: RunResult;
  /** Every file it wrote (static files too), with the prefix. */
  files: string[];
  /** Its static files, without the prefix. */
  staticFiles: string[];
}

/**
 * Builds one non-default locale into its folder of `output`, starting from its part of the
 * output's record (`previous`), so that its unchanged pages keep their link check.
 */
export async function buildLocale(builder: SiteBuilder, output: OutputSwap, outDirName: string, previous?: Generation): Promise<LocaleRun> {
  const { path } = builder.view!.locale;
  const prefix = `${path}/`;
  const staticFiles = output.copyFolder(join(builder.siteDir, builder.config.staticDir), prefix);
  const from = { outDirName: `${outDirName}/${path}`, previous: localePart(previous, prefix) };
  const run = await builder.run(new PrefixedTarget(output, prefix), undefined, from);
  const { overlay, locale } = builder.view!;
  const orphans = overlay ? await orphanTranslations(overlay, builder.siteDir, locale.name) : [];
  return {
    builder,
    prefix,
    run: orphans.length > 0 ? { ...run, warnings: [...run.warnings, ...orphans] } : run,
    files: [...staticFiles, ...[...run.files].map((f) => prefix + f)],
    staticFiles: staticFiles.map((f) => f.slice(prefix.length)),
  };
}

/** Builds every locale after the default one (`main`'s), in order; closes their builders (not the shared threads). */
export async function buildOtherLocales(main: SiteBuilder, output: OutputSwap, outDirName: string, previous?: Generation): Promise<LocaleRun[]> {
  const view = main.view;
  if (!view?.locale.isDefault) return [];
  const runs: LocaleRun[] = [];
  for (const locale of view.locales.slice(1)) {
    const builder = await main.forLocale(locale.name);
    try {
      runs.push(await buildLocale(builder, output, outDirName, previous));
    } finally {
      await builder.close();
    }
  }
  return runs;
}

/**
 * The output's record with the other locales' pages and files in it, under an id that changes with any
 * locale's pages. A locale's page is recorded under its folder and route (locale-records.ts).
 */
export function withLocales(generation: Generation, runs: LocaleRun[]): Generation {
  if (runs.length === 0) return generation;
  const id = createHash('sha1').update(generation.buildId);
  const pages = new Map(generation.pages);
  const localeFilesKeys: Record<string, string> = {};
  for (const r of runs) {
    const own = r.builder.generation([]);
    id.update('\0').update(r.prefix).update(own.buildId);
    for (const [route, record] of own.pages) pages.set(recordKeyOf(r.prefix, route), withFile(record, r.prefix + record.file));
    localeFilesKeys[r.prefix] = own.filesKey;
  }
  return {
    ...generation,
    buildId: id.digest('hex').slice(0, generation.buildId.length || 16),
    pages,
    files: [...generation.files, ...runs.flatMap((r) => r.files)],
    localeFilesKeys,
  };
}

/** The default locale's part of an output's record. */
export function defaultLocalePart(generation: Generation | undefined): Generation | undefined {
  return localePart(generation, '');
}

/** The links between locales, checked once all are built; throws on errors, returns the warnings. */
export function checkLocaleLinks(
  main: { builder: SiteBuilder; run: RunResult; staticFiles: string[] } | undefined,
  runs: LocaleRun[],
  outDirName: string,
): Diagnostic[] {
  const sites: BuiltLocale[] = runs.map((r) => ({
    baseUrl: r.builder.config.baseUrl,
    prefix: r.prefix,
    pages: r.builder.pageRecords,
    files: new Set([...r.staticFiles, ...r.run.files]),
  }));
  if (main)
    sites.unshift({
      baseUrl: main.builder.config.baseUrl,
      prefix: '',
      pages: main.builder.pageRecords,
      files: new Set([...main.staticFiles, ...main.run.files]),
    });
  const config = (main ?? runs[0])?.builder.config;
  if (!config) return [];
  const found = checkAcrossLocales(sites, config, outDirName);
  const errors = found.filter((d) => d.severity === 'error');
  if (errors.length) throw new MysiteError(found);
  return found;
}

/** One locale's diagnostics, named by the locale. */
export interface LocaleDiagnostics {
  locale: string;
  diagnostics: Diagnostic[];
}

/**
 * The locales' diagnostics, each problem once: the same code at the same
 * file, line and column is the same problem in the source (a page every
 * locale shows, whose link URL differs by locale's folder); its message is
 * the first locale's, followed by the locales it was found in.
 */
export function acrossLocales(runs: LocaleDiagnostics[]): Diagnostic[] {
  const merged = new Map<string, { first: Diagnostic; locales: string[] }>();
  for (const { locale, diagnostics } of runs) {
    for (const d of distinctDiagnostics(diagnostics)) {
      // Without a line, a file's diagnostics are told apart by their messages only.
      const key = JSON.stringify([d.severity, d.code, d.at?.file, d.at?.line, d.at?.column, d.at?.line ? '' : d.message]);
      const seen = merged.get(key);
      if (!seen) merged.set(key, { first: d, locales: [locale] });
      else if (!seen.locales.includes(locale)) seen.locales.push(locale);
    }
  }
  return [...merged.values()].map(({ first, locales }) => (locales.length > 1 ? { ...first, message: `${first.message} (in ${locales.join(', ')})` } : first));
}
